import type { MiddlewareFunction } from "react-router";
import { describe, expect, it } from "vitest";
import { createLoadContext, outgoingCookiesContext } from "../../lib/request-context.server.ts";
import { tokenSignIn } from "../../root.server.ts";

type Setting = "auto" | "always" | "never";
type MiddlewareArgs = Parameters<MiddlewareFunction<Response>>[0];

/** Follows a `?token=` link on `origin` with an API that answers the exchange with `code`. */
async function follow(origin: string, cookieSecure: Setting, code: string, status: number) {
  const api = {
    fetch: async () => Response.json({ success: false, code, message: code }, { status }),
  };
  const context = createLoadContext({ api, cookieSecure, nonce: "n" });
  const url = new URL(`${origin}/sepet?token=a-sign-in-code`);
  const request = new Request(url, { headers: { cookie: "customer_token=someone-else" } });
  const args = { request, context, url, params: {} } as unknown as MiddlewareArgs;
  const thrown = await Promise.resolve(tokenSignIn(args, async () => new Response())).catch(
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(302);
  return context.get(outgoingCookiesContext);
}

const secureOnes = (cookies: string[]) =>
  cookies.filter((cookie) => !cookie.startsWith("__Host-")).map((c) => c.endsWith("; Secure"));

describe("the app's own cookies on the ?token= path follow COOKIE_SECURE, as the API's do", () => {
  it("keep the code in a Secure sign_in_link cookie when COOKIE_SECURE is true, even over http", async () => {
    const always = await follow("http://shop.test", "always", "sign_in_switch_unconfirmed", 409);
    expect(always).toEqual([expect.stringMatching(/^sign_in_link=a-sign-in-code;.*; Secure$/)]);
    const auto = await follow("http://shop.test", "auto", "sign_in_switch_unconfirmed", 409);
    expect(auto).toEqual([expect.not.stringContaining("Secure")]);
    const never = await follow("https://shop.test", "never", "sign_in_switch_unconfirmed", 409);
    expect(never).toEqual([expect.not.stringContaining("Secure")]);
  });

  it("clear the saved credentials with Secure cookies when COOKIE_SECURE is true", async () => {
    const always = await follow("http://shop.test", "always", "sign_in_link_expired", 410);
    expect(always.some((cookie) => cookie.startsWith("session_id=;"))).toBe(true);
    expect(secureOnes(always)).toEqual([true, true]);
    expect(
      secureOnes(await follow("http://shop.test", "auto", "sign_in_link_expired", 410)),
    ).toEqual([false, false]);
    expect(
      secureOnes(await follow("https://shop.test", "auto", "sign_in_link_expired", 410)),
    ).toEqual([true, true]);
    expect(
      secureOnes(await follow("https://shop.test", "never", "sign_in_link_expired", 410)),
    ).toEqual([false, false]);
  });
});
