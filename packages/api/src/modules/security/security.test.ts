import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  apiForFile,
  call,
  client,
  newCustomer,
  signInAdmin,
  TEST_ADMIN,
} from "../../../test/harness.ts";
import { SecurityEventEntry } from "../../contract/index.ts";
import { outboxMessages } from "../../db/schema/index.ts";

const api = apiForFile({ loginLimits: { perAccount: 2, perAddress: 50, windowSeconds: 600 } });
let adminToken: string;
beforeAll(async () => {
  adminToken = await signInAdmin(api);
});

const events = async () =>
  (await answerOf(client(api, adminToken).security.events.$get({ query: { limit: "200" } }))).json
    .response as {
    kind: string;
    outcome: string;
    email: string | null;
    address: string | null;
    actor_kind: string | null;
    actor_id: number | null;
    detail: Record<string, string | number>;
  }[];

describe("the security-event log", () => {
  it("records registrations and sign-ins with who, where and the outcome, never the password", async () => {
    const body = newCustomer({ password: "a-secret-nobody-logs" });
    const registered = await call(api, "POST", "/customer/add", {
      body,
      clientAddress: "203.0.113.40",
    });
    const id = registered.json.response.customer.id as number;
    const login = (password: string) =>
      call(api, "POST", "/customerToken", {
        body: { email: body.email, password },
        clientAddress: "203.0.113.40",
      });
    expect((await login("wrong-guess-1")).status).toBe(401);
    expect((await login("wrong-guess-2")).status).toBe(401);
    expect((await login(body.password)).status).toBe(429);

    const mine = (await events()).filter(
      (e) => e.email === body.email || (e.actor_kind === "customer" && e.actor_id === id),
    );
    expect(mine.map((e) => `${e.kind}:${e.outcome}:${e.detail.reason ?? ""}`).reverse()).toEqual([
      "registration:success:",
      "sign_in:failure:wrong_password",
      "sign_in:failure:wrong_password",
      "sign_in:refused:slowed",
    ]);
    expect(mine.every((e) => e.address === "203.0.113.40")).toBe(true);
    expect(JSON.stringify(await events())).not.toMatch(/a-secret-nobody-logs|wrong-guess/);
  });

  it("records password changes, resets and sign-in links with who and where, never the secret", async () => {
    const address = "203.0.113.41";
    const body = newCustomer({ password: "first-secret-nobody-logs" });
    const registered = await answerOf(client(api).customer.add.$post({ json: body }));
    const id = registered.json.response.customer.id as number;
    const change = (current: string, next: string) =>
      call(api, "POST", "/customer/changePassword", {
        token: registered.json.response.token,
        body: { current_password: current, new_password: next },
        clientAddress: address,
      });
    expect((await change("not-my-password-guess", "second-secret-nobody-logs")).status).toBe(400);
    const changed = await change(body.password, "second-secret-nobody-logs");
    expect(changed.status).toBe(200);

    await answerOf(client(api).customer.forgotPassword.$post({ json: { email: body.email } }));
    const [mail] = await api.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, body.email), eq(outboxMessages.topic, "password_reset")),
      )
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const link = /sifre-yenile\?kod=([A-Za-z0-9_-]+)/.exec(mail?.body ?? "")?.[1] as string;
    const reset = () =>
      call(api, "POST", "/customer/forgotPasswordChangePassword", {
        body: { token: link, password: "third-secret-nobody-logs" },
        clientAddress: address,
      });
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(410);

    const signedIn = await answerOf(
      client(api).customerToken.$post({
        json: { email: body.email, password: "third-secret-nobody-logs" },
      }),
    );
    const made = await answerOf(
      client(api, signedIn.json.response.token).customerToken.signInCode.$post({ json: {} }),
    );
    const code = made.json.response.code as string;
    const exchange = () =>
      call(api, "POST", "/customerToken/signInCode/exchange", {
        body: { code },
        clientAddress: address,
      });
    expect((await exchange()).status).toBe(200);
    expect((await exchange()).status).toBe(410);

    const here = (await events()).filter((e) => e.address === address).reverse();
    expect(
      here.map((e) => `${e.kind}:${e.outcome}:${e.detail?.reason ?? ""}:${e.actor_id ?? ""}`),
    ).toEqual([
      `password_change:failure:wrong_password:${id}`,
      `password_change:success::${id}`,
      `password_reset:success::${id}`,
      "password_reset:failure:password_link_expired:",
      `sign_in:success::${id}`,
      "sign_in:failure:sign_in_link_expired:",
    ]);
    expect(
      here.filter((e) => e.kind === "sign_in").every((e) => e.detail.method === "sign_in_code"),
    ).toBe(true);
    // The answers are what the API's contract says they are (new kinds included).
    expect(SecurityEventEntry.array().safeParse(here).error).toBeUndefined();
    expect(JSON.stringify(await events())).not.toMatch(
      new RegExp(`secret-nobody-logs|not-my-password-guess|${link}|${code}`),
    );
  });

  it("records every admin write, and is for admins only", async () => {
    const customer = await answerOf(client(api).customer.add.$post({ json: newCustomer() }));
    const token = customer.json.response.token as string;
    expect((await answerOf(client(api, token).security.events.$get())).status).toBe(403);
    await answerOf(
      client(api, adminToken).image.removeFile.$post({ json: { path: "/uploads/none-s.webp" } }),
    );
    const [latest] = await events();
    expect(latest).toMatchObject({
      kind: "admin_write",
      outcome: "failure",
      detail: { method: "POST", path: "/api/v1/image/removeFile", status: 400 },
    });
  });
});

describe("the audit log", () => {
  type Change = {
    admin_id: number;
    admin_email: string | null;
    request_id: string | null;
    table: string;
    row_key: string | null;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  };
  const changes = async (query = "") =>
    (await call(api, "GET", `/admin/changes?page_size=200${query}`, { token: adminToken })).json
      .response.items as Change[];

  it("keeps each row an admin's request changed, with before and after, and who", async () => {
    const code = `audit-${Date.now()}`;
    const added = await answerOf(
      client(api, adminToken).brand.add.$post({ json: { code, name: "Denetim Bakır" } }),
    );
    expect(added.status).toBe(200);
    const id = String(added.json.response.id);
    const renamed = await answerOf(
      client(api, adminToken).brand.update[":id"].$post({
        param: { id },
        json: { ...added.json.response, name: "Denetim Bakırcılık" },
      }),
    );
    expect(renamed.status).toBe(200);

    const page = (
      await answerOf(
        client(api, adminToken).admin.changes.$get({ query: { table: "brands", page_size: "1" } }),
      )
    ).json.response;
    expect(page).toMatchObject({ page: 1, page_size: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.tables).toEqual(expect.arrayContaining(["brand_translations", "brands"]));
    const brand = await changes(`&table=brands&row_key=${id}`);
    expect(brand.map((change) => change.action)).toEqual(["update", "insert"]);
    expect(brand[0]).toMatchObject({
      admin_email: TEST_ADMIN.email,
      before: { name: "Denetim Bakır", code },
      after: { name: "Denetim Bakırcılık", code },
    });
    expect(brand[1]?.before).toBeNull();
    // The brand's texts came with it, in the same request.
    const texts = (await changes("&table=brand_translations")).filter(
      (change) => change.request_id === brand[1]?.request_id,
    );
    expect(texts.map((change) => change.after?.language_code).sort()).toEqual(["ar", "en", "tr"]);
  });

  it("never copies a secret, and shoppers' own changes are not an admin's", async () => {
    const enrolled = await answerOf(client(api, adminToken).adminToken.totp.enrol.$post());
    expect(enrolled.status).toBe(200);
    const secret = enrolled.json.response.secret as string;
    // Enrolling changes nothing but a secret: nothing to record.
    expect(await changes("&table=admins")).toEqual([]);
    expect(JSON.stringify(await changes())).not.toMatch(new RegExp(`${secret}|password_hash`));

    const customer = await answerOf(client(api).customer.add.$post({ json: newCustomer() }));
    const id = String(customer.json.response.customer.id);
    expect(await changes(`&table=customers&row_key=${id}`)).toEqual([]);
  });

  it("a refused admin write changes nothing and logs nothing", async () => {
    const before = (await changes()).length;
    const orphan = await answerOf(
      client(api, adminToken).model.add.$post({
        json: { brand_id: 999_999, code: "x", name: "X" },
      }),
    );
    expect(orphan.status).toBe(400);
    expect((await changes()).length).toBe(before);
  });

  it("is for admins only", async () => {
    const customer = await answerOf(client(api).customer.add.$post({ json: newCustomer() }));
    const token = customer.json.response.token as string;
    expect((await answerOf(client(api, token).admin.changes.$get())).status).toBe(403);
    expect((await answerOf(client(api).admin.changes.$get())).status).toBe(401);
  });
});
