// Every admin call, as the OpenAPI document lists them, refuses everyone but an admin: no token
// is asked to sign in (401), a shopper's token or cookie is refused (403). Walking the document
// covers the calls added later without this test knowing them.
import { beforeAll, describe, expect, it } from "vitest";
import { newGuest, signUp } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client, signInAdmin } from "../../../test/harness.ts";
import { COOKIE_NAMES } from "../../contract/index.ts";

const api = apiForFile();
let adminCalls: Array<{ method: string; path: string }>;

type Operation = { security?: Array<Record<string, string[]>> };

beforeAll(async () => {
  const doc = (await call(api, "GET", "/openapi.json")).json as {
    paths: Record<string, Record<string, Operation>>;
  };
  adminCalls = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      // Admin-only: a call that also serves shoppers (a sign-in code) is theirs to test.
      .filter(
        ([, operation]) =>
          operation.security?.some((scheme) => "adminCookie" in scheme) &&
          !operation.security.some(
            (scheme) => "customerCookie" in scheme || "guestCookie" in scheme,
          ),
      )
      // Any id will do: the refusal comes before the call looks for its record.
      .map(([method]) => ({
        method: method.toUpperCase(),
        path: `http://shop.test${path.replace(/\{[^}]+\}/g, "1")}`,
      })),
  );
});

describe("admin calls", () => {
  it("ask for an admin without a token (401) and refuse a customer's or a guest's token or cookie (403)", async () => {
    const customer = await signUp(api);
    const guest = await newGuest(api);
    const admin = await signInAdmin(api);
    const shoppers = [
      { token: customer.token },
      { token: guest.token },
      { headers: { cookie: `${COOKIE_NAMES.customerToken}=${customer.token}` } },
      { headers: { cookie: `${COOKIE_NAMES.guestToken}=${guest.token}` } },
    ];
    expect(adminCalls.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { method, path } of adminCalls) {
      const body = method === "GET" ? undefined : {};
      const anonymous = await call(api, method, path, { body });
      if (anonymous.status !== 401)
        wrong.push(`${method} ${path} without a token: ${anonymous.status}`);
      for (const shopper of shoppers) {
        const answer = await call(api, method, path, { body, ...shopper });
        if (answer.status !== 403 || answer.json?.code !== "forbidden")
          wrong.push(`${method} ${path} as a shopper: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
    // The same calls let an admin through (here, to a validation or a missing record at worst).
    const me = await answerOf(client(api, admin).admin.changes.$get());
    expect(me.status).toBe(200);
  });
});
