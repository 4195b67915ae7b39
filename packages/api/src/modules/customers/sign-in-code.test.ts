import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  answerOf,
  apiForFile,
  call,
  client,
  onPostgres,
  registerMember,
  signInAdmin,
} from "../../../test/harness.ts";
import { signInCodes } from "../../db/schema/index.ts";
import { hashToken } from "../auth/token.service.ts";

const api = apiForFile();

async function member() {
  const { body, id, token } = await registerMember(api);
  return { ...body, id, token };
}

async function codeFor(token: string, customerId?: number) {
  const res = await answerOf(
    client(api, token).customerToken.signInCode.$post({
      query: { language: "en" },
      json: customerId === undefined ? {} : { customer_id: customerId },
    }),
  );
  expect(res.status, res.text).toBe(200);
  return res.json.response.code as string;
}

const exchange = (
  code: string,
  options: { cookie?: string; switch?: boolean; origin?: string } = {},
) =>
  call(api, "POST", "/customerToken/signInCode/exchange?language=en", {
    body: { code, ...(options.switch ? { switch: true } : {}) },
    headers: {
      ...(options.cookie ? { cookie: `customer_token=${options.cookie}` } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });

describe("sign-in codes (?token=)", () => {
  it("are made by a customer for itself, live minutes, and are stored only as a hash", async () => {
    const who = await member();
    const res = await answerOf(client(api, who.token).customerToken.signInCode.$post({ json: {} }));
    expect(res.status).toBe(200);
    const { code, expires_in, expires_at } = res.json.response;
    expect(expires_in).toBe(300);
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(300_000);
    const [row] = await api.db.select().from(signInCodes).where(eq(signInCodes.customerId, who.id));
    expect(row?.codeHash).toBe(hashToken(code));
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it("are made by an admin for a named customer; a customer cannot make one for another", async () => {
    const who = await member();
    const other = await member();
    const admin = await signInAdmin(api);
    expect(
      (await answerOf(client(api, admin).customerToken.signInCode.$post({ json: {} }))).status,
    ).toBe(400);
    const code = await codeFor(admin, who.id);
    const used = await exchange(code);
    expect(used.json.response.customer.id).toBe(who.id);
    const refused = await answerOf(
      client(api, other.token).customerToken.signInCode.$post({ json: { customer_id: who.id } }),
    );
    expect(refused.status).toBe(404);
    const unknown = await answerOf(
      client(api, admin).customerToken.signInCode.$post({ json: { customer_id: 2_000_000_000 } }),
    );
    expect(unknown.status).toBe(404);
    expect((await answerOf(client(api).customerToken.signInCode.$post({ json: {} }))).status).toBe(
      401,
    );
  });

  it("are exchanged once for a fresh session token, never being one themselves", async () => {
    const who = await member();
    const code = await codeFor(who.token);
    // The code opens nothing by itself
    expect((await answerOf(client(api, code).customerToken.me.$get())).status).toBe(401);
    const res = await exchange(code);
    expect(res.status).toBe(200);
    const fresh = res.json.response.token as string;
    expect(fresh).not.toBe(code);
    expect(fresh).not.toBe(who.token);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`customer_token=${fresh}`))).toBe(
      true,
    );
    const me = await answerOf(client(api, fresh).customerToken.me.$get());
    expect(me.json.response.customer.id).toBe(who.id);
    const again = await exchange(code);
    expect(again.status).toBe(410);
    expect(again.json.code).toBe("sign_in_link_expired");
    expect(again.json.message).toBe("The sign-in link has expired or has already been used.");
  });

  it("expire after their lifetime", async () => {
    const who = await member();
    const code = await codeFor(who.token);
    await api.db
      .update(signInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInCodes.codeHash, hashToken(code)));
    expect((await exchange(code)).json.code).toBe("sign_in_link_expired");
    expect((await exchange("not-a-code")).status).toBe(410);
  });

  it("of another customer ask for a confirmed switch when someone is signed in on the browser", async () => {
    const signedIn = await member();
    const linked = await member();
    const code = await codeFor(linked.token);
    const check = await answerOf(
      client(api).customerToken.signInCode.check.$post({ json: { code } }),
    );
    expect(check.json.response).toMatchObject({ name: linked.name, surname: linked.surname });

    const unconfirmed = await exchange(code, { cookie: signedIn.token });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.json.code).toBe("sign_in_switch_unconfirmed");
    const fromElsewhere = await exchange(code, {
      cookie: signedIn.token,
      switch: true,
      origin: "https://evil.example",
    });
    expect(fromElsewhere.json.code).toBe("origin_not_allowed");
    // Neither refusal used the code up
    const confirmed = await exchange(code, {
      cookie: signedIn.token,
      switch: true,
      origin: "http://shop.test",
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.response.customer.id).toBe(linked.id);
  });

  it("of the customer already signed in need no confirmation", async () => {
    const who = await member();
    const code = await codeFor(who.token);
    expect((await exchange(code, { cookie: who.token })).status).toBe(200);
  });
});

describe.runIf(onPostgres())("sign-in codes under concurrency, on PostgreSQL", () => {
  it("two uses of one code at the same moment sign in once", async () => {
    const who = await member();
    const code = await codeFor(who.token);
    const answers = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
  });
});
