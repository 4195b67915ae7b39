import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  answerOf,
  apiForFile,
  call,
  client,
  newCustomer,
  TEST_ADMIN,
  TEST_PASSWORD_COST,
} from "../../../test/harness.ts";
import { createApi } from "../../app.ts";
import {
  admins,
  authTokens,
  customerSessions,
  customers,
  rateLimits,
} from "../../db/schema/index.ts";
import { createLogger } from "../../lib/logger.ts";
import { DEFAULT_SCRYPT_COST, hashPassword, needsRehash, verifyPassword } from "./password.ts";

const api = apiForFile({ loginLimits: { perAccount: 3, perAddress: 6, windowSeconds: 600 } });

async function registered(overrides: Record<string, unknown> = {}) {
  const body = newCustomer(overrides);
  const res = await answerOf(client(api).customer.add.$post({ json: body }));
  expect(res.status).toBe(201);
  return {
    ...body,
    id: res.json.response.customer.id as number,
    token: res.json.response.token as string,
  };
}

const login = (
  email: string,
  password: string,
  extra: { clientAddress?: string; language?: string } = {},
) =>
  call(api, "POST", `/customerToken?language=${extra.language ?? "tr"}`, {
    body: { email, password },
    ...(extra.clientAddress ? { clientAddress: extra.clientAddress } : {}),
  });

function cookieOf(res: { headers: Headers }, name: string) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header;
}

describe("passwords", () => {
  it("are hashed with scrypt and verified in constant time", async () => {
    const hash = await hashPassword("correct horse", TEST_PASSWORD_COST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain("correct");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct horsf", hash)).toBe(false);
    expect(await hashPassword("correct horse", TEST_PASSWORD_COST)).not.toBe(hash);
  });

  it("refuse stored values that are not ours", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$99999999$8$1$AAAA$AAAA")).toBe(false);
    expect(await verifyPassword("x", "scrypt$1024$8$1$AAAA$short")).toBe(false);
  });

  it("tell when a hash was made with other parameters", async () => {
    const hash = await hashPassword("x", TEST_PASSWORD_COST);
    expect(needsRehash(hash, TEST_PASSWORD_COST)).toBe(false);
    expect(needsRehash(hash, { N: 2048, r: 8, p: 1 })).toBe(true);
  });

  it("are at least one of OWASP's scrypt minimums by default", () => {
    const { N, r, p } = DEFAULT_SCRYPT_COST;
    // N=2^17,p=1 / 2^16,p=2 / 2^15,p=3 / 2^14,p=5 / 2^13,p=10, all with r=8
    const minimumP = { [2 ** 17]: 1, [2 ** 16]: 2, [2 ** 15]: 3, [2 ** 14]: 5, [2 ** 13]: 10 }[N];
    expect(r).toBeGreaterThanOrEqual(8);
    expect(minimumP).toBeDefined();
    expect(p).toBeGreaterThanOrEqual(minimumP ?? Number.POSITIVE_INFINITY);
  });

  it("of an admin made at an older cost are rehashed at the next sign-in", async () => {
    const old = await hashPassword(TEST_ADMIN.password, { N: 512, r: 8, p: 1 });
    await api.db
      .update(admins)
      .set({ passwordHash: old })
      .where(eq(admins.email, TEST_ADMIN.email));
    expect((await answerOf(client(api).adminToken.$post({ json: TEST_ADMIN }))).status).toBe(200);
    const [admin] = await api.db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email));
    expect(admin?.passwordHash).not.toBe(old);
    expect(needsRehash(admin?.passwordHash ?? "", TEST_PASSWORD_COST)).toBe(false);
    expect(await verifyPassword(TEST_ADMIN.password, admin?.passwordHash ?? "")).toBe(true);
  });

  it("of a customer made at an older cost are rehashed at the next sign-in", async () => {
    const customer = await registered();
    const old = await hashPassword(customer.password, { N: 512, r: 8, p: 1 });
    await api.db.update(customers).set({ passwordHash: old }).where(eq(customers.id, customer.id));
    expect((await login(customer.email, customer.password)).status).toBe(200);
    const [row] = await api.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.passwordHash).not.toBe(old);
    expect(needsRehash(row?.passwordHash ?? "", TEST_PASSWORD_COST)).toBe(false);
    expect(await verifyPassword(customer.password, row?.passwordHash ?? "")).toBe(true);
  });
});

describe("customer sign-in (customerToken)", () => {
  it("returns a token, the customer, and sets an HttpOnly SameSite cookie for 86400 s", async () => {
    const customer = await registered();
    const res = await login(customer.email.toUpperCase(), customer.password);
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({
      token_type: "Bearer",
      expires_in: 86400,
      customer: { id: customer.id, email: customer.email, name: "Ayşe" },
    });
    expect(res.json.response.token).toMatch(/^[\w-]{43}$/);
    const cookie = cookieOf(res, "customer_token");
    expect(cookie).toContain(`customer_token=${res.json.response.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=86(399|400)/);
    expect(cookie).not.toMatch(/Secure/); // plain http here; https requests get Secure

    // Only the token's hash is stored.
    const stored = await api.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.customerId, customer.id));
    expect(stored.map((t) => t.tokenHash)).not.toContain(res.json.response.token);
    expect(stored.every((t) => /^[0-9a-f]{64}$/.test(t.tokenHash))).toBe(true);
  });

  it("marks the cookie Secure (and __Host-) for requests that came over https", async () => {
    const customer = await registered();
    const res = await call(api, "POST", "https://shop.test/api/v1/customerToken", {
      body: { email: customer.email, password: customer.password },
    });
    expect(cookieOf(res, "__Host-customer_token")).toMatch(/Secure/);
  });

  it("refuses a wrong password and an unknown e-mail with the specification's messages", async () => {
    const customer = await registered();
    const wrong = await login(customer.email, "not-the-password", { language: "en" });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({
      success: false,
      code: "wrong_password",
      message: "Wrong password.",
    });
    const unknown = await login("nobody@example.com", "whatever-1", { language: "ar" });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual({
      success: false,
      code: "user_not_found",
      message: "المستخدم غير موجود.",
    });
    expect(cookieOf(wrong, "customer_token")).toBeUndefined();
  });

  it("names missing fields", async () => {
    const res = await answerOf(
      client(api).customerToken.$post({ query: { language: "en" }, json: { email: "" } as never }),
    );
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual([
      { field: "email", in: "body", code: "required", message: "This field is required." },
      { field: "password", in: "body", code: "required", message: "This field is required." },
    ]);
  });

  it("refuses an account that was deactivated", async () => {
    const customer = await registered();
    await api.db.update(customers).set({ isActive: false }).where(eq(customers.id, customer.id));
    expect((await login(customer.email, customer.password)).json.code).toBe("user_not_found");
    expect((await answerOf(client(api, customer.token).customerToken.me.$get())).status).toBe(401);
  });
});

describe("customerToken/me", () => {
  it("answers to the Bearer header and to the cookie", async () => {
    const customer = await registered();
    const byHeader = await answerOf(client(api, customer.token).customerToken.me.$get());
    expect(byHeader.status).toBe(200);
    expect(byHeader.json.response).toMatchObject({
      type: "customer",
      customer: { id: customer.id },
    });
    expect(Date.parse(byHeader.json.response.expires_at) - Date.now()).toBeGreaterThan(86_000_000);
    const byCookie = await call(api, "GET", "/customerToken/me", {
      headers: { cookie: `customer_token=${customer.token}` },
    });
    expect(byCookie.json.response.customer.id).toBe(customer.id);
  });

  it("refuses no token, an unknown token, a malformed header and another kind's token", async () => {
    expect((await answerOf(client(api).customerToken.me.$get())).status).toBe(401);
    const unknown = await answerOf(
      client(api, "x".repeat(43)).customerToken.me.$get({ query: { language: "en" } }),
    );
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual({
      success: false,
      code: "unauthorized",
      message: "Please sign in to continue.",
    });
    expect(
      (await call(api, "GET", "/customerToken/me", { headers: { authorization: "Basic abc" } }))
        .status,
    ).toBe(401);
    const guest = await answerOf(client(api).guestToken.$post());
    expect(
      (await answerOf(client(api, guest.json.response.token).customerToken.me.$get())).status,
    ).toBe(401);
  });

  it("refuses an expired token", async () => {
    const customer = await registered();
    await api.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.customerId, customer.id));
    expect((await answerOf(client(api, customer.token).customerToken.me.$get())).status).toBe(401);
  });
});

describe("logout", () => {
  it("revokes the token (header or cookie no longer work) and clears the cookie", async () => {
    const customer = await registered();
    const other = await login(customer.email, customer.password);
    const res = await answerOf(client(api, customer.token).customerToken.logout.$post());
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ logged_out: true });
    expect(cookieOf(res, "customer_token")).toMatch(/Max-Age=0/);
    expect((await answerOf(client(api, customer.token).customerToken.me.$get())).status).toBe(401);
    expect(
      (
        await call(api, "GET", "/customerToken/me", {
          headers: { cookie: `customer_token=${customer.token}` },
        })
      ).status,
    ).toBe(401);
    // Only that token: the customer's other sign-in lives on.
    expect(
      (await answerOf(client(api, other.json.response.token).customerToken.me.$get())).status,
    ).toBe(200);
  });
});

describe("cookie-authenticated writes check the Origin", () => {
  it("refuses a write from another site, or with no origin at all", async () => {
    const customer = await registered();
    const cookie = `customer_token=${customer.token}`;
    const foreign = await call(api, "POST", "/customerToken/logout?language=en", {
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.code).toBe("origin_not_allowed");
    expect((await call(api, "POST", "/customerToken/logout", { headers: { cookie } })).status).toBe(
      403,
    );
    expect(
      (
        await call(api, "POST", "/customerToken/logout", {
          headers: { cookie, "sec-fetch-site": "cross-site" },
        })
      ).status,
    ).toBe(403);
    // Still signed in: nothing happened.
    expect((await call(api, "GET", "/customerToken/me", { headers: { cookie } })).status).toBe(200);
  });

  it("accepts the same site (Origin or Sec-Fetch-Site), configured origins, and Bearer calls", async () => {
    const same = await registered();
    const res = await call(api, "POST", "/customerToken/logout", {
      headers: { cookie: `customer_token=${same.token}`, origin: "http://shop.test" },
    });
    expect(res.status).toBe(200);

    const fetchSite = await registered();
    expect(
      (
        await call(api, "POST", "/customerToken/logout", {
          headers: { cookie: `customer_token=${fetchSite.token}`, "sec-fetch-site": "same-origin" },
        })
      ).status,
    ).toBe(200);

    const configured = createApi({
      db: api.db,
      config: {
        allowedOrigins: ["https://www.shop.example"],
        logger: createLogger({ level: "silent" }),
      },
    });
    const listed = await registered();
    expect(
      (
        await call({ app: configured }, "POST", "/customerToken/logout", {
          headers: { cookie: `customer_token=${listed.token}`, origin: "https://www.shop.example" },
        })
      ).status,
    ).toBe(200);

    const bearer = await registered();
    expect((await answerOf(client(api, bearer.token).customerToken.logout.$post())).status).toBe(
      200,
    );
  });
});

describe("POSTs that only read", () => {
  it("answer a cookie from another site, as a GET does: an account page opened from a link", async () => {
    const customer = await registered();
    const cookie = `customer_token=${customer.token}`;
    const elsewhere: Record<string, string>[] = [
      { cookie, "sec-fetch-site": "cross-site" },
      { cookie },
    ];
    for (const [path, body] of [
      ["/customer/getCustomerFavorites", {}],
      ["/getOrders", { page: 1 }],
      ["/getRefundOrders", {}],
    ] as const) {
      for (const headers of elsewhere) {
        const res = await call(api, "POST", `${path}?language=en`, { headers, body });
        expect(res.status, path).toBe(200);
      }
    }
    // A write beside them still checks where it comes from.
    const update = await call(api, "POST", "/customer/update", {
      headers: { cookie, "sec-fetch-site": "cross-site" },
      body: { name: "Mallory" },
    });
    expect(update.json.code).toBe("origin_not_allowed");
  });
});

describe("sign-in rate limits", () => {
  const expireWaits = (email: string) =>
    api.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} LIKE ${`%${email}%:wait`}`);

  it("slow an account's guesses down with doubling waits, never locking its owner out", async () => {
    const customer = await registered();
    const guesser = { clientAddress: "198.51.100.66" };
    for (let i = 0; i < 3; i++)
      expect((await login(customer.email, "wrong-password", guesser)).status).toBe(401);
    const slowed = await login(customer.email, customer.password, { ...guesser, language: "en" });
    expect(slowed.status).toBe(429);
    expect(slowed.json.code).toBe("too_many_attempts");
    expect(Number(slowed.headers.get("retry-after"))).toBeLessThanOrEqual(2);
    // the owner, elsewhere, is not held up by the stranger's guesses
    const owner = await login(customer.email, customer.password, { clientAddress: "192.0.2.10" });
    expect(owner.status).toBe(200);
    // each further failure doubles the wait: 2 s, then 4 s, then 8 s
    const waits: number[] = [];
    for (let i = 0; i < 2; i++) {
      await expireWaits(customer.email);
      expect((await login(customer.email, "wrong-password", guesser)).status).toBe(401);
      waits.push(Number((await login(customer.email, "x", guesser)).headers.get("retry-after")));
    }
    expect(waits).toEqual([4, 8]);
    // after the wait, the right password works from there too
    await expireWaits(customer.email);
    expect((await login(customer.email, customer.password, guesser)).status).toBe(200);
  });

  it("forget an account's failures after a successful sign-in, and after the window", async () => {
    const customer = await registered();
    for (let i = 0; i < 2; i++) await login(customer.email, "wrong-password");
    expect((await login(customer.email, customer.password)).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await login(customer.email, "wrong-password")).status).toBe(401);
    expect((await login(customer.email, customer.password)).status).toBe(200);

    for (let i = 0; i < 3; i++) await login(customer.email, "wrong-password");
    expect((await login(customer.email, customer.password)).status).toBe(429);
    await api.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} LIKE ${`%${customer.email}%`}`);
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it("count every address of one IPv6 /64 as one client", async () => {
    const customer = await registered();
    // A guesser walking through the addresses of its own /64 is slowed as one address would be.
    for (const host of ["1", "2", "3"]) {
      const from = { clientAddress: `2001:db8:5:6::${host}` };
      expect((await login(customer.email, "wrong-password", from)).status).toBe(401);
    }
    const next = await login(customer.email, customer.password, {
      clientAddress: "2001:db8:5:6:ffff::9",
    });
    expect(next.status).toBe(429);
    // Another /64 is another client, and IPv4 addresses stay apart.
    expect(
      (await login(customer.email, customer.password, { clientAddress: "2001:db8:5:7::1" })).status,
    ).toBe(200);
  });

  it("limit one client address across accounts", async () => {
    const address = "203.0.113.7";
    for (let i = 0; i < 6; i++) {
      expect(
        (await login(`nobody${i}@example.com`, "guess-guess", { clientAddress: address })).status,
      ).toBe(401);
    }
    const customer = await registered();
    expect(
      (await login(customer.email, customer.password, { clientAddress: address })).status,
    ).toBe(429);
    expect(
      (await login(customer.email, customer.password, { clientAddress: "198.51.100.1" })).status,
    ).toBe(200);
  });

  it("are kept in the database, so every process counts together", async () => {
    const customer = await registered();
    const second = createApi({
      db: api.db,
      config: {
        passwordCost: TEST_PASSWORD_COST,
        loginLimits: { perAccount: 3, perAddress: 6, windowSeconds: 600 },
        logger: createLogger({ level: "silent" }),
      },
    });
    await login(customer.email, "wrong-1");
    await answerOf(
      client({ app: second }).customerToken.$post({
        json: { email: customer.email, password: "wrong-2" },
      }),
    );
    await login(customer.email, "wrong-3");
    const res = await answerOf(
      client({ app: second }).customerToken.$post({
        json: { email: customer.email, password: customer.password },
      }),
    );
    expect(res.status).toBe(429);
  });

  it("trust X-Forwarded-For only behind a configured proxy", async () => {
    const customer = await registered();
    const direct = await call(api, "POST", "/customerToken", {
      body: { email: customer.email, password: customer.password },
      headers: { "x-forwarded-for": "192.0.2.99" },
    });
    expect(direct.status).toBe(200);
    const rows = await api.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} LIKE '%192.0.2.99%'`);
    expect(rows).toHaveLength(0);

    const proxied = createApi({
      db: api.db,
      config: {
        trustProxy: true,
        passwordCost: TEST_PASSWORD_COST,
        loginLimits: { perAccount: 3, perAddress: 6, windowSeconds: 600 },
        logger: createLogger({ level: "silent" }),
      },
    });
    await call({ app: proxied }, "POST", "/customerToken", {
      body: { email: "nobody@example.com", password: "guess" },
      headers: { "x-forwarded-for": "10.0.0.1, 192.0.2.99" },
    });
    const counted = await api.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} LIKE '%192.0.2.99%'`);
    expect(counted.map((row) => row.key).sort()).toEqual([
      "login:customer:address:192.0.2.99",
      "login:customer:pair:nobody@example.com|192.0.2.99",
    ]);
  });
});

describe("admin sign-in (adminToken)", () => {
  it("signs the admin in and answers adminToken/me", async () => {
    const res = await answerOf(client(api).adminToken.$post({ json: TEST_ADMIN }));
    expect(res.status).toBe(200);
    expect(res.json.response.admin).toMatchObject({ email: TEST_ADMIN.email });
    expect(cookieOf(res, "admin_token")).toMatch(/HttpOnly/);
    expect(cookieOf(res, "admin_token")).toMatch(/SameSite=Strict/);
    const token = res.json.response.token;
    const me = await answerOf(client(api, token).adminToken.me.$get());
    expect(me.json.response).toMatchObject({ type: "admin", admin: { email: TEST_ADMIN.email } });
    const viaCookie = await call(api, "GET", "/adminToken/me", {
      headers: { cookie: `admin_token=${token}` },
    });
    expect(viaCookie.status).toBe(200);
    // An admin token is not a customer token, and the other way round.
    expect((await answerOf(client(api, token).customerToken.me.$get())).status).toBe(401);
    const customer = await registered();
    expect((await answerOf(client(api, customer.token).adminToken.me.$get())).status).toBe(403);
    expect(
      (
        await call(api, "GET", "/adminToken/me", {
          headers: { cookie: `customer_token=${customer.token}` },
        })
      ).status,
    ).toBe(403);

    const out = await answerOf(client(api, token).adminToken.logout.$post());
    expect(out.status).toBe(200);
    expect((await answerOf(client(api, token).adminToken.me.$get())).status).toBe(401);
  });

  it("refuses a wrong password", async () => {
    const res = await answerOf(
      client(api).adminToken.$post({ json: { email: TEST_ADMIN.email, password: "nope-nope" } }),
    );
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("wrong_password");
  });
});

describe("guest identity (guestToken)", () => {
  it("creates a guest code and token, readable by header and cookie", async () => {
    const res = await answerOf(client(api).guestToken.$post());
    expect(res.status).toBe(200);
    const { guest_code, token } = res.json.response;
    expect(guest_code).toMatch(/^[2-9A-HJKMNP-Z]{16}$/);
    expect(cookieOf(res, "guest_token")).toMatch(/HttpOnly/);
    const me = await answerOf(client(api, token).guestToken.me.$get());
    expect(me.json.response).toMatchObject({ type: "guest", guest_code });
    const viaCookie = await call(api, "GET", "/guestToken/me", {
      headers: { cookie: `guest_token=${token}` },
    });
    expect(viaCookie.json.response.guest_code).toBe(guest_code);
    const second = await answerOf(client(api).guestToken.$post());
    expect(second.json.response.guest_code).not.toBe(guest_code);
  });
});

describe("browsing sessions (sessionStart / sessionEnd)", () => {
  it("starts, continues and ends the signed-in customer's session", async () => {
    const customer = await registered();
    const start = await answerOf(
      client(api, customer.token).customerToken.sessionStart[":userId"].$get({
        param: { userId: customer.id },
      }),
    );
    expect(start.status).toBe(200);
    const sessionId = start.json.response.session_id;
    expect(sessionId).toMatch(/^[\w-]{20,}$/);
    const again = await answerOf(
      client(api, customer.token).customerToken.sessionStart[":userId"].$get({
        param: { userId: customer.id },
        query: { session_id: sessionId },
      }),
    );
    expect(again.json.response.session_id).toBe(sessionId);

    const end = await call(api, "POST", `/customerToken/sessionEnd/${customer.id}/${sessionId}`, {
      headers: { cookie: `customer_token=${customer.token}`, origin: "http://shop.test" },
    });
    expect(end.json.response).toEqual({ session_id: sessionId, ended: true });
    const twice = await answerOf(
      client(api, customer.token).customerToken.sessionEnd[":userId"][":sessionId"].$get({
        param: { userId: customer.id, sessionId },
      }),
    );
    expect(twice.json.response.ended).toBe(false);
    const fresh = await answerOf(
      client(api, customer.token).customerToken.sessionStart[":userId"].$get({
        param: { userId: customer.id },
        query: { session_id: sessionId },
      }),
    );
    expect(fresh.json.response.session_id).not.toBe(sessionId);
  });

  it("refuses a GET from another site that carries the cookie, as any cookie write", async () => {
    const customer = await registered();
    const foreign = (path: string, origin?: string) =>
      call(api, "GET", path, {
        headers: {
          cookie: `customer_token=${customer.token}`,
          ...(origin ? { origin } : { "sec-fetch-site": "cross-site" }),
        },
      });
    const start = `/customerToken/sessionStart/${customer.id}`;
    for (const res of [await foreign(start, "https://evil.example"), await foreign(start)]) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("origin_not_allowed");
    }
    const own = await call(api, "GET", start, { token: customer.token });
    const sessionId = own.json.response.session_id as string;
    const end = await foreign(
      `/customerToken/sessionEnd/${customer.id}/${sessionId}`,
      "https://evil.example",
    );
    expect(end.status).toBe(403);
    expect(end.json.code).toBe("origin_not_allowed");
    // The session was neither started nor ended by the foreign requests.
    const sessions = await api.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.customerId, customer.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.endedAt).toBeNull();
  });

  it("refuses a malformed customer id", async () => {
    const customer = await registered();
    const res = await answerOf(
      client(api, customer.token).customerToken.sessionStart[":userId"].$get({
        param: { userId: "abc" },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.json.fields[0]).toMatchObject({ field: "userId", in: "path" });
  });

  it("answers another customer's id with 404", async () => {
    const a = await registered();
    const b = await registered();
    expect(
      (
        await answerOf(
          client(api, a.token).customerToken.sessionStart[":userId"].$get({
            param: { userId: b.id },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answerOf(
          client(api).customerToken.sessionStart[":userId"].$get({ param: { userId: a.id } }),
        )
      ).status,
    ).toBe(401);
  });
});
