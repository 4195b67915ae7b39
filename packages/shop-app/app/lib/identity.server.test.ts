import { describe, expect, it } from "vitest";
import { clearTokenCookie, tokenCookie } from "./identity.server.ts";

describe("token cookies as the API names them", () => {
  it("are found under the __Host- name (Secure) or the plain one (plain http)", () => {
    expect(tokenCookie({ "__Host-customer_token": "a" }, "customer_token")).toBe("a");
    expect(tokenCookie({ customer_token: "b" }, "customer_token")).toBe("b");
    expect(tokenCookie({ guest_token: "c" }, "customer_token")).toBeUndefined();
  });

  it("are expired under both names, the __Host- one always Secure as the prefix demands", () => {
    expect(clearTokenCookie("admin_token", false)).toEqual([
      "admin_token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly",
      "__Host-admin_token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure",
    ]);
  });
});
