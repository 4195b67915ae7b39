import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  answerOf,
  apiForFile,
  call,
  client,
  newCustomer,
  TEST_ADMIN,
} from "../../../test/harness.ts";
import { authTokens } from "../../db/schema/index.ts";
import { createTokenCache } from "./token.service.ts";

const api = apiForFile({ tokenCacheTtlMs: 60_000 });

const me = (token: string) => answerOf(client(api, token).customerToken.me.$get());

async function signedUp() {
  const answer = await answerOf(client(api).customer.add.$post({ json: newCustomer() }));
  expect(answer.status).toBe(201);
  return answer.json.response.token as string;
}

describe("the token cache", () => {
  it("a logout ends the token at once, by header and by cookie", async () => {
    const token = await signedUp();
    expect((await me(token)).status).toBe(200);
    expect((await answerOf(client(api, token).customerToken.logout.$post())).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    const byCookie = await call(api, "GET", "/customerToken/me", {
      headers: { cookie: `customer_token=${token}` },
    });
    expect(byCookie.status).toBe(401);
  });

  it("keeps a revocation made elsewhere until its TTL or an admin's write", async () => {
    const token = await signedUp();
    expect((await me(token)).status).toBe(200);
    // Revoked by another process: this one still knows the token for at most its TTL...
    await api.db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(authTokens.kind, "customer"));
    expect((await me(token)).status).toBe(200);
    // ...or until an admin writes through it.
    const admin = await answerOf(client(api).adminToken.$post({ json: TEST_ADMIN }));
    await answerOf(client(api, admin.json.response.token).adminToken.logout.$post());
    expect((await me(token)).status).toBe(401);
  });

  it("never keeps admin tokens", async () => {
    const admin = await answerOf(client(api).adminToken.$post({ json: TEST_ADMIN }));
    const token = admin.json.response.token as string;
    expect((await answerOf(client(api, token).adminToken.me.$get())).status).toBe(200);
    await api.db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(authTokens.kind, "admin"));
    expect((await answerOf(client(api, token).adminToken.me.$get())).status).toBe(401);
  });
});

describe("createTokenCache", () => {
  it("asks the database again once the TTL is over", async () => {
    const token = await signedUp();
    let clock = Date.now();
    const cache = createTokenCache({ ttlMs: 2_000, now: () => clock });
    const first = await cache.resolve(api.db, token, "bearer");
    expect(first?.kind).toBe("customer");
    await api.db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(authTokens.id, first?.tokenId ?? 0));
    expect((await cache.resolve(api.db, token, "cookie"))?.via).toBe("cookie");
    clock += 2_000;
    expect(await cache.resolve(api.db, token, "bearer")).toBeUndefined();
  });
});
