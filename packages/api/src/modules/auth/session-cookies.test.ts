import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  answerOf,
  apiForFile,
  call,
  client,
  createTestApi,
  registerMember,
  signInAdmin,
  TEST_ADMIN,
} from "../../../test/harness.ts";
import { authTokens } from "../../db/schema/index.ts";
import { hashToken } from "./token.service.ts";

const api = apiForFile({ adminIdleSeconds: 60 });

const HTTPS = "https://shop.test/api/v1";
const HTTP = "http://shop.test/api/v1";

async function member() {
  const { body, token } = await registerMember(api);
  return { ...body, token };
}

const setCookie = (res: { headers: Headers }, name: string) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

const meWithCookie = (base: string, cookie: string) =>
  call(api, "GET", `${base}/customerToken/me`, { headers: { cookie } });

describe("token cookies", () => {
  it("over https are __Host- cookies: Secure, path /, no Domain", async () => {
    const who = await member();
    const res = await call(api, "POST", `${HTTPS}/customerToken`, {
      body: { email: who.email, password: who.password },
    });
    expect(res.status).toBe(200);
    const token = res.json.response.token as string;
    const cookie = setCookie(res, "__Host-customer_token");
    expect(cookie).toContain(`__Host-customer_token=${token}`);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).not.toMatch(/Domain=/i);
    expect(setCookie(res, "customer_token")).toBeUndefined();

    expect((await meWithCookie(HTTPS, `__Host-customer_token=${token}`)).status).toBe(200);
    // A cookie without the prefix (planted by a neighbouring subdomain, say) is not read over https
    expect((await meWithCookie(HTTPS, `customer_token=${token}`)).status).toBe(401);

    const out = await call(api, "POST", `${HTTPS}/customerToken/logout`, {
      headers: { cookie: `__Host-customer_token=${token}`, origin: "https://shop.test" },
    });
    expect(out.status).toBe(200);
    expect(setCookie(out, "__Host-customer_token")).toMatch(/Max-Age=0/);
  });

  it("over plain http keep their plain names", async () => {
    const who = await member();
    const res = await call(api, "POST", `${HTTP}/customerToken`, {
      body: { email: who.email, password: who.password },
    });
    const token = res.json.response.token as string;
    expect(setCookie(res, "customer_token")).not.toContain("Secure");
    expect(setCookie(res, "__Host-customer_token")).toBeUndefined();
    expect((await meWithCookie(HTTP, `customer_token=${token}`)).status).toBe(200);
    expect((await meWithCookie(HTTP, `__Host-customer_token=${token}`)).status).toBe(401);
  });

  it("are __Host- cookies on plain http too when COOKIE_SECURE is true", async () => {
    const secure = await createTestApi({ cookieSecure: "always" });
    try {
      const res = await call(secure, "POST", `${HTTP}/adminToken`, { body: TEST_ADMIN });
      const cookie = setCookie(res, "__Host-admin_token");
      expect(cookie).toContain("Secure");
      expect(cookie).toContain("SameSite=Strict");
      const me = await call(secure, "GET", `${HTTP}/adminToken/me`, {
        headers: { cookie: `__Host-admin_token=${res.json.response.token}` },
      });
      expect(me.status).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

describe("an admin's session", () => {
  const lastUsed = (token: string, secondsAgo: number) =>
    api.db
      .update(authTokens)
      .set({ lastUsedAt: sql`now() - make_interval(secs => ${secondsAgo})` })
      .where(eq(authTokens.tokenHash, hashToken(token)));

  /** Moves the token's last use back in time, keeping what the API itself wrote. */
  const olderBy = (token: string, seconds: number) =>
    api.db
      .update(authTokens)
      .set({ lastUsedAt: sql`${authTokens.lastUsedAt} - make_interval(secs => ${seconds})` })
      .where(eq(authTokens.tokenHash, hashToken(token)));

  it("ends after the idle time without a request, and each request moves the end on", async () => {
    const token = await signInAdmin(api);
    await lastUsed(token, 50);
    expect((await answerOf(client(api, token).adminToken.me.$get())).status).toBe(200);
    // That request counted as activity: 50 seconds more since it are still within the minute,
    // whereas 100 seconds since the last activity before it would have ended the session.
    await olderBy(token, 50);
    expect((await answerOf(client(api, token).adminToken.me.$get())).status).toBe(200);

    await lastUsed(token, 61);
    expect((await answerOf(client(api, token).adminToken.me.$get())).status).toBe(401);
    // Ended for good: revoked, not only asleep
    await lastUsed(token, 0);
    expect((await answerOf(client(api, token).adminToken.me.$get())).status).toBe(401);
  });

  it("is the only one that ends when idle: a customer's lasts its lifetime", async () => {
    const who = await member();
    await lastUsed(who.token, 3600);
    expect((await answerOf(client(api, who.token).customerToken.me.$get())).status).toBe(200);
  });
});
