import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  chooseAddresses,
  insertAddress,
  insertProduct,
  insertShop,
} from "../../../test/commerce-fixtures.ts";
import {
  answerOf,
  apiForFile,
  client,
  createTestApi,
  newCustomer,
  registerMember,
} from "../../../test/harness.ts";
import {
  addresses,
  authTokens,
  carts,
  customers,
  orders,
  outboxMessages,
} from "../../db/schema/index.ts";

const api = apiForFile();
let categoryId: number;
beforeAll(async () => {
  ({ categoryId } = await insertShop(api.db));
});

const signIn = (email: string, password: string) =>
  answerOf(client(api).customerToken.$post({ json: { email, password } }));

const me = (token: string) => answerOf(client(api, token).customer.getCustomer.$get());

const profile = (who: { body: ReturnType<typeof newCustomer> }, change = {}) => ({
  name: who.body.name,
  surname: who.body.surname,
  email: who.body.email,
  phone: who.body.phone,
  ...change,
});

describe("customer/update", () => {
  // `as never`: the tests also send bodies that the route's schema refuses, to see the refusal.
  const update = (token: string | undefined, body: unknown, language = "en") =>
    answerOf(
      client(api, token).customer.update.$post({ query: { language }, json: body as never }),
    );

  it("saves the personal information and answers the customer", async () => {
    const who = await registerMember(api, { home_phone: "0212 555 00 11", birthday: "1990-01-02" });
    const res = await update(who.token, {
      name: " Fatma ",
      surname: "Demir",
      email: who.body.email,
      phone: who.body.phone,
      gender: "female",
      birthday: "1985-03-09",
      fax: "0212 555 00 12",
      office_phone: "0216 444 33 22",
      marketing_consent: true,
    });
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({
      ...who.customer,
      name: "Fatma",
      surname: "Demir",
      gender: "female",
      birthday: "1985-03-09",
      fax: "+902125550012",
      home_phone: "+902125550011",
      office_phone: "+902164443322",
      marketing_consent: true,
    });
    expect((await me(who.token)).json.response).toEqual(res.json.response);
  });

  it("leaves out fields unchanged and clears those sent empty or null", async () => {
    const who = await registerMember(api, {
      gender: "male",
      birthday: "1990-01-02",
      home_phone: "0212 555 00 11",
      fax: "0212 555 00 12",
      identity_number: "10000000146",
    });
    const res = await update(
      who.token,
      profile(who, { birthday: "", home_phone: null, gender: null }),
    );
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({
      gender: null,
      birthday: null,
      home_phone: null,
      fax: "+902125550012",
      identity_number: "10000000146",
    });
  });

  it('refuses the text "undefined" as name or surname (section 5) and changes nothing', async () => {
    const who = await registerMember(api);
    const res = await update(who.token, profile(who, { name: "undefined", surname: "undefined" }));
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "name", code: "required" }),
        expect.objectContaining({ field: "surname", code: "required" }),
      ]),
    );
    expect((await me(who.token)).json.response).toEqual(who.customer);
  });

  it("takes a new e-mail and phone, asks for the phone to be confirmed again and tells the old address", async () => {
    const who = await registerMember(api);
    await api.db
      .update(customers)
      .set({ phoneConfirmedAt: new Date() })
      .where(eq(customers.id, who.id));
    expect((await me(who.token)).json.response.phone_confirmed).toBe(true);
    const fresh = newCustomer();
    const res = await update(
      who.token,
      profile(who, { email: fresh.email.toUpperCase(), phone: fresh.phone }),
      "tr",
    );
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({
      email: fresh.email,
      phone: `+90${fresh.phone.slice(1)}`,
      phone_confirmed: false,
    });
    const mails = await api.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, who.body.email));
    expect(mails).toEqual([
      expect.objectContaining({
        channel: "email",
        topic: "email_changed",
        languageCode: "tr",
        subject: "E-posta adresiniz değişti",
      }),
    ]);
    expect(mails[0]?.body).toContain(fresh.email);
    expect((await signIn(fresh.email, who.body.password)).status).toBe(200);
    expect((await signIn(who.body.email, who.body.password)).json.code).toBe("user_not_found");
  });

  it("keeps the phone confirmed and sends nothing when e-mail and phone stay", async () => {
    const who = await registerMember(api);
    await api.db
      .update(customers)
      .set({ phoneConfirmedAt: new Date() })
      .where(eq(customers.id, who.id));
    const res = await update(
      who.token,
      profile(who, {
        email: ` ${who.body.email.toUpperCase()}`,
        phone: `+90 ${who.body.phone.slice(1)}`,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.response.phone_confirmed).toBe(true);
    const mails = await api.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, who.body.email));
    expect(mails).toEqual([]);
  });

  it("refuses another member's e-mail or phone with 409 and the fields, and changes nothing", async () => {
    const other = await registerMember(api);
    const who = await registerMember(api);
    const sameEmail = await update(
      who.token,
      profile(who, { email: other.body.email.toUpperCase() }),
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json).toMatchObject({
      code: "email_or_phone_already_used",
      message: "This e-mail address or phone number is already in use.",
      fields: [{ field: "email", in: "body", code: "already_used" }],
    });
    const samePhone = await update(
      who.token,
      profile(who, { phone: `+90 ${other.body.phone.slice(1)}`, name: "Changed" }),
    );
    expect(samePhone.status).toBe(409);
    expect(samePhone.json.fields.map((f: { field: string }) => f.field)).toEqual(["phone"]);
    const both = await update(
      who.token,
      profile(who, { email: other.body.email, phone: other.body.phone }),
    );
    expect(both.json.fields.map((f: { field: string }) => f.field)).toEqual(["email", "phone"]);
    expect((await me(who.token)).json.response).toEqual(who.customer);
  });

  it.each([
    ["name blank", { name: " " }, "name", "required"],
    ["e-mail malformed", { email: "ayse@example" }, "email", "invalid_email"],
    ["phone missing", { phone: undefined }, "phone", "invalid_type"],
    ["phone malformed", { phone: "12ab" }, "phone", "invalid_phone"],
    ["birthday not a date", { birthday: "1990-02-30" }, "birthday", "invalid_date"],
    ["gender unknown", { gender: "x" }, "gender", "invalid_value"],
    [
      "national ID wrong",
      { identity_number: "10000000147" },
      "identity_number",
      "invalid_national_id",
    ],
    ["fax malformed", { fax: "12" }, "fax", "invalid_phone"],
  ])("refuses %s with 400 and the field", async (_why, change, field, code) => {
    const who = await registerMember(api);
    const res = await update(who.token, profile(who, change));
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_error");
    expect(res.json.fields).toContainEqual(
      expect.objectContaining({ field, code: code === "invalid_type" ? expect.any(String) : code }),
    );
    expect((await me(who.token)).json.response).toEqual(who.customer);
  });

  it("needs a customer token", async () => {
    const who = await registerMember(api);
    expect((await update(undefined, profile(who))).status).toBe(401);
    const guest = await answerOf(client(api).guestToken.$post());
    expect((await update(guest.json.response.token, profile(who))).status).toBe(401);
  });
});

describe("customer/changePassword", () => {
  const change = (token: string | undefined, body: unknown) =>
    answerOf(
      client(api, token).customer.changePassword.$post({
        query: { language: "en" },
        json: body as never,
      }),
    );

  it("sets the new password and rotates the tokens: a new one for the caller, every other revoked", async () => {
    const who = await registerMember(api);
    const otherDevice = (await signIn(who.body.email, who.body.password)).json.response.token;
    const res = await change(who.token, {
      current_password: who.body.password,
      new_password: "a-brand-new-secret",
    });
    expect(res.status).toBe(200);
    const { token, customer, token_type, expires_in } = res.json.response;
    expect({ token_type, expires_in }).toEqual({ token_type: "Bearer", expires_in: 86400 });
    expect(customer).toEqual(who.customer);
    expect(token).not.toBe(who.token);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`customer_token=${token}`))).toBe(
      true,
    );
    expect((await me(who.token)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
    expect((await signIn(who.body.email, who.body.password)).json.code).toBe("wrong_password");
    expect((await signIn(who.body.email, "a-brand-new-secret")).status).toBe(200);
  });

  it("refuses a wrong current password with wrong_password and changes nothing", async () => {
    const who = await registerMember(api);
    const res = await change(who.token, {
      current_password: "not-my-password",
      new_password: "a-brand-new-secret",
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "wrong_password", message: "Wrong password." });
    expect((await me(who.token)).status).toBe(200);
    expect((await signIn(who.body.email, who.body.password)).status).toBe(200);
  });

  it.each([
    ["too short", "1234567", "password_too_short"],
    ["common", "password123", "password_too_common"],
    ["of spaces", "          ", "required"],
  ])(
    "refuses a new password %s with the registration's field codes",
    async (_why, password, code) => {
      const who = await registerMember(api);
      const res = await change(who.token, {
        current_password: who.body.password,
        new_password: password,
      });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("validation_error");
      expect(res.json.fields).toContainEqual(
        expect.objectContaining({ field: "new_password", code }),
      );
      expect((await signIn(who.body.email, who.body.password)).status).toBe(200);
    },
  );

  it("refuses a missing current password and the same password again (password_not_updated)", async () => {
    const who = await registerMember(api);
    const missing = await change(who.token, { new_password: "a-brand-new-secret" });
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toContainEqual(
      expect.objectContaining({ field: "current_password" }),
    );
    const same = await change(who.token, {
      current_password: who.body.password,
      new_password: who.body.password,
    });
    expect(same.status).toBe(400);
    expect(same.json.code).toBe("password_not_updated");
    expect((await me(who.token)).status).toBe(200);
  });

  it("needs a customer token", async () => {
    const body = { current_password: "whatever-1", new_password: "a-brand-new-secret" };
    expect((await change(undefined, body)).status).toBe(401);
    const guest = await answerOf(client(api).guestToken.$post());
    expect((await change(guest.json.response.token, body)).status).toBe(401);
  });

  it("limits wrong guesses of the current password per account", async () => {
    const limited = await createTestApi({
      loginLimits: { perAccount: 2, perAddress: 100, windowSeconds: 900 },
    });
    try {
      const body = newCustomer();
      const token = (await answerOf(client(limited).customer.add.$post({ json: body }))).json
        .response.token;
      const guess = (current_password: string) =>
        answerOf(
          client(limited, token).customer.changePassword.$post({
            json: { current_password, new_password: "a-brand-new-secret" },
          }),
        );
      expect((await guess("wrong-guess-1")).status).toBe(400);
      expect((await guess("wrong-guess-2")).status).toBe(400);
      const third = await guess(body.password);
      expect(third.status).toBe(429);
      expect(third.json.code).toBe("too_many_attempts");
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});

describe("customer/deleteAccount", () => {
  const remove = (token: string | undefined, body: unknown) =>
    answerOf(
      client(api, token).customer.deleteAccount.$post({
        query: { language: "en" },
        json: body as never,
      }),
    );

  /** The member ordered something (pay at the door) from an address of theirs. */
  async function order(who: { token: string; id: number }) {
    const productId = await insertProduct(api.db, { categoryId, stock: 10 });
    await answerOf(
      client(api, who.token).cart.add.$post({
        json: { products: [{ product_id: productId, quantity: 1 }] },
      }),
    );
    const owner = { customerId: who.id };
    await chooseAddresses(api.db, owner, await insertAddress(api.db, owner));
    const placed = await answerOf(
      client(api, who.token).payDoor.$post({
        query: { door_payment_type: "cash" },
        json: {
          idempotency_key: randomUUID(),
          distance_selling_agreement: true,
          preliminary_information: true,
        },
      }),
    );
    expect(placed.status).toBe(201);
    return placed.json.response.order_id as number;
  }

  it("anonymises the member, deletes addresses and cart, revokes every token and keeps the orders", async () => {
    const who = await registerMember(api, {
      birthday: "1990-01-02",
      identity_number: "10000000146",
    });
    const otherDevice = (await signIn(who.body.email, who.body.password)).json.response.token;
    const orderId = await order(who);
    await insertAddress(api.db, { customerId: who.id }, { title: "İş" });
    await answerOf(
      client(api, who.token).cart.add.$post({
        json: {
          products: [{ product_id: await insertProduct(api.db, { categoryId }), quantity: 1 }],
        },
      }),
    );
    const [before] = await api.db.select().from(orders).where(eq(orders.id, orderId));

    const res = await remove(who.token, { password: who.body.password });
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ deleted: true, deleted_at: expect.any(String) });
    expect(
      res.headers.getSetCookie().some((c) => /^customer_token=;/.test(c) && /Max-Age=0/i.test(c)),
    ).toBe(true);

    const [row] = await api.db.select().from(customers).where(eq(customers.id, who.id));
    expect(row).toMatchObject({
      name: "Silinmiş üye",
      surname: "",
      email: `deleted-${who.id}@deleted.invalid`,
      passwordHash: null,
      birthday: null,
      identityNumber: null,
      homePhone: null,
      isActive: false,
      deletedAt: expect.any(Date),
    });
    expect(row?.phone).not.toBe(`+90${who.body.phone.slice(1)}`);
    expect(await api.db.select().from(addresses).where(eq(addresses.customerId, who.id))).toEqual(
      [],
    );
    expect(await api.db.select().from(carts).where(eq(carts.customerId, who.id))).toEqual([]);
    const live = await api.db
      .select()
      .from(authTokens)
      .where(sql`${authTokens.customerId} = ${who.id} AND ${authTokens.revokedAt} IS NULL`);
    expect(live).toEqual([]);
    expect((await me(who.token)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);

    const [after] = await api.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after).toEqual(before);
  });

  it("lets nobody sign in as the member and frees the e-mail address and phone number", async () => {
    const who = await registerMember(api);
    expect((await remove(who.token, { password: who.body.password })).status).toBe(200);
    const login = await signIn(who.body.email, who.body.password);
    expect(login.status).toBe(401);
    expect(login.json.code).toBe("user_not_found");
    const again = await answerOf(
      client(api).customer.add.$post({
        json: newCustomer({ email: who.body.email, phone: who.body.phone }),
      }),
    );
    expect(again.status).toBe(201);
    expect(again.json.response.customer.id).not.toBe(who.id);
  });

  it("refuses a wrong or missing password and changes nothing", async () => {
    const who = await registerMember(api);
    const wrong = await remove(who.token, { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe("wrong_password");
    const missing = await remove(who.token, {});
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toContainEqual(
      expect.objectContaining({ field: "password", code: "required" }),
    );
    expect((await me(who.token)).json.response).toEqual(who.customer);
  });

  it("needs a customer token", async () => {
    expect((await remove(undefined, { password: "whatever" })).status).toBe(401);
    const guest = await answerOf(client(api).guestToken.$post());
    expect((await remove(guest.json.response.token, { password: "whatever" })).status).toBe(401);
  });
});
