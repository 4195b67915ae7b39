import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  answerOf,
  apiForFile,
  call,
  client,
  createTestApi,
  newCustomer,
  onPostgres,
} from "../../../test/harness.ts";
import { customers } from "../../db/schema/index.ts";

const api = apiForFile();

const countCustomers = async () =>
  (await api.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]?.n ?? 0;

// `as never`: the tests also send bodies that the route's schema refuses, to see the refusal.
const register = (body: unknown, language = "en") =>
  answerOf(client(api).customer.add.$post({ query: { language }, json: body as never }));

describe("customer/add", () => {
  it("registers a customer, signs them in and stores what was given, normalised", async () => {
    const body = newCustomer({
      email: "  Mehmet.Oz@Example.COM ",
      phone: "+90 (542) 111 22 33",
      gender: "male",
      birthday: "1985-03-09",
      identity_number: "10000000146",
      home_phone: "0212 555 00 11",
      marketing_consent: true,
    });
    const res = await register(body);
    expect(res.status).toBe(201);
    const { customer, token } = res.json.response;
    expect(customer).toEqual({
      id: expect.any(Number),
      name: "Ayşe",
      surname: "Yılmaz",
      email: "mehmet.oz@example.com",
      phone: "+905421112233",
      gender: "male",
      birthday: "1985-03-09",
      identity_number: "10000000146",
      fax: null,
      home_phone: "+902125550011",
      office_phone: null,
      language: "en",
      marketing_consent: true,
      phone_confirmed: false,
      image_url: null,
      created_at: expect.any(String),
    });
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith("customer_token=") && /HttpOnly/.test(c)),
    ).toBe(true);
    const me = await answerOf(client(api, token).customer.getCustomer.$get());
    expect(me.json.response).toEqual(customer);
    const [row] = await api.db
      .select()
      .from(customers)
      .where(sql`${customers.id} = ${customer.id}`);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.kvkkAcceptedAt).toBeInstanceOf(Date);
    expect(row?.membershipAcceptedAt).toBeInstanceOf(Date);
  });

  it("accepts optional fields left empty, as forms send them", async () => {
    const res = await register(
      newCustomer({ birthday: "", identity_number: "", fax: "", gender: undefined }),
    );
    expect(res.status).toBe(201);
    expect(res.json.response.customer).toMatchObject({
      birthday: null,
      identity_number: null,
      fax: null,
      gender: null,
    });
  });

  describe("refuses bad input with 400, the offending fields, and nothing written", () => {
    it.each([
      ["name missing", { name: undefined }, "name", "required"],
      ["name blank", { name: "   " }, "name", "required"],
      ["surname missing", { surname: undefined }, "surname", "required"],
      ['name the text "undefined"', { name: "undefined" }, "name", "required"],
      ['surname the text " undefined "', { surname: " undefined " }, "surname", "required"],
      ["surname null", { surname: null }, "surname", "required"],
      ["e-mail missing", { email: undefined }, "email", "required"],
      ["e-mail malformed", { email: "ayse@example" }, "email", "invalid_email"],
      [
        "e-mail with a long top-level part",
        { email: "ayse@example.shop" },
        "email",
        "invalid_email",
      ],
      ["phone missing", { phone: undefined }, "phone", "required"],
      ["phone malformed", { phone: "12ab" }, "phone", "invalid_phone"],
      ["password missing", { password: undefined }, "password", "required"],
      ["password too short", { password: "1234567" }, "password", "password_too_short"],
      ["password of spaces", { password: "         " }, "password", "required"],
      ["password breached", { password: "Password1" }, "password", "password_too_common"],
      ["KVKK missing", { kvkk_agreement: undefined }, "kvkk_agreement", "must_accept"],
      ["KVKK refused", { kvkk_agreement: false }, "kvkk_agreement", "must_accept"],
      [
        "membership refused",
        { membership_agreement: false },
        "membership_agreement",
        "must_accept",
      ],
      [
        "membership as text",
        { membership_agreement: "true" },
        "membership_agreement",
        "must_accept",
      ],
      [
        "national ID wrong",
        { identity_number: "10000000147" },
        "identity_number",
        "invalid_national_id",
      ],
      ["birthday not a date", { birthday: "1990-02-30" }, "birthday", "invalid_date"],
      ["gender unknown", { gender: "x" }, "gender", "invalid_value"],
      ["name of wrong type", { name: 12 }, "name", "invalid_type"],
      ["name too long", { name: "x".repeat(101) }, "name", "too_long"],
    ])("%s", async (_why, change, field, code) => {
      const before = await countCustomers();
      const res = await register(newCustomer(change));
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        success: false,
        code: "validation_error",
        message: "Please check the highlighted fields.",
      });
      expect(res.json.fields).toContainEqual(expect.objectContaining({ field, in: "body", code }));
      expect(await countCustomers()).toBe(before);
    });

    it("lists every refused field at once, in the requested language", async () => {
      const res = await register({ email: "x", password: "short" }, "tr");
      expect(res.status).toBe(400);
      const byField = Object.fromEntries(
        res.json.fields.map((f: { field: string }) => [f.field, f]),
      );
      expect(Object.keys(byField).sort()).toEqual(
        [
          "email",
          "kvkk_agreement",
          "membership_agreement",
          "name",
          "password",
          "phone",
          "surname",
        ].sort(),
      );
      expect(byField.password.message).toBe("Şifre en az 8 karakter olmalıdır.");
      expect(byField.email.message).toBe("Geçerli bir e-posta adresi girin.");
      expect(byField.name.message).toBe("Bu alan zorunludur.");
      expect(res.json.message).toBe("Lütfen işaretli alanları kontrol edin.");
    });

    it("says too_long with the limit", async () => {
      const res = await register(newCustomer({ surname: "y".repeat(150) }));
      expect(res.json.fields).toContainEqual(
        expect.objectContaining({
          field: "surname",
          code: "too_long",
          message: "Enter at most 100 characters.",
        }),
      );
    });
  });

  describe("unique e-mail and phone", () => {
    it("refuses a used e-mail (any case) or phone (any notation) with 409 and the fields", async () => {
      const first = newCustomer();
      expect((await register(first)).status).toBe(201);
      const before = await countCustomers();

      const sameEmail = await register(newCustomer({ email: first.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.json).toMatchObject({
        code: "email_or_phone_already_used",
        message: "This e-mail address or phone number is already in use.",
        fields: [{ field: "email", code: "already_used" }],
      });

      const samePhone = await register(newCustomer({ phone: `+90 ${first.phone.slice(1)}` }));
      expect(samePhone.status).toBe(409);
      expect(samePhone.json.fields).toEqual([
        expect.objectContaining({ field: "phone", code: "already_used" }),
      ]);

      const both = await register({ ...newCustomer(), email: first.email, phone: first.phone });
      expect(both.json.fields.map((f: { field: string }) => f.field)).toEqual(["email", "phone"]);
      expect(await countCustomers()).toBe(before);
    });

    it("is enforced by the database itself", async () => {
      const body = newCustomer();
      expect((await register(body)).status).toBe(201);
      const row = {
        name: "X",
        surname: "Y",
        phone: "+905559998877",
        kvkkAcceptedAt: new Date(),
        membershipAcceptedAt: new Date(),
      };
      await expect(
        api.db.insert(customers).values({ ...row, email: body.email.toUpperCase() }),
      ).rejects.toThrow();
      await expect(
        api.db
          .insert(customers)
          .values({ ...row, email: "other@example.com", phone: `+90${body.phone.slice(1)}` }),
      ).rejects.toThrow();
    });

    it("holds when two registrations race (PostgreSQL server)", async ({ skip }) => {
      if (!onPostgres()) skip("PGlite has one connection: no real race");
      const body = newCustomer();
      const results = await Promise.all(
        Array.from({ length: 4 }, () => register({ ...body, phone: newCustomer().phone })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      const rows = await api.db
        .select()
        .from(customers)
        .where(sql`lower(${customers.email}) = ${body.email}`);
      expect(rows).toHaveLength(1);
    });
  });
});

describe("registration limits", () => {
  it("bound the registrations of one client address per hour", async () => {
    const limited = await createTestApi({
      creationLimits: { registrationsPerHour: 2, guestsPerHour: 2 },
    });
    try {
      const from = (clientAddress: string) =>
        call(limited, "POST", "/customer/add", { body: newCustomer(), clientAddress });
      expect((await from("203.0.113.20")).status).toBe(201);
      expect((await from("203.0.113.20")).status).toBe(201);
      const third = await from("203.0.113.20");
      expect(third.status).toBe(429);
      expect(third.json.code).toBe("too_many_attempts");
      expect((await from("203.0.113.21")).status).toBe(201);
      // Every address of one IPv6 /64 is one client.
      expect((await from("2001:db8:20::1")).status).toBe(201);
      expect((await from("2001:db8:20::2")).status).toBe(201);
      expect((await from("2001:db8:20:0:ffff::3")).status).toBe(429);
      expect((await from("2001:db8:21::1")).status).toBe(201);
      const guests = await Promise.all(
        [1, 2, 3].map(() =>
          call(limited, "POST", "/guestToken", { clientAddress: "203.0.113.22" }),
        ),
      );
      expect(guests.map((g) => g.status).sort()).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("customer/getCustomer", () => {
  it("needs a customer token", async () => {
    expect((await answerOf(client(api).customer.getCustomer.$get())).status).toBe(401);
    const guest = await answerOf(client(api).guestToken.$post());
    expect(
      (await answerOf(client(api, guest.json.response.token).customer.getCustomer.$get())).status,
    ).toBe(401);
  });
});
