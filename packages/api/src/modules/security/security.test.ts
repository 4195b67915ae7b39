import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createTestApi,
  newCustomer,
  TEST_ADMIN,
  type TestApi,
} from "../../../test/harness.ts";

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi({ loginLimits: { perAccount: 2, perAddress: 50, windowSeconds: 600 } });
  adminToken = (await call(api, "POST", "/adminToken", { body: TEST_ADMIN })).json.response.token;
});
afterAll(() => api?.close());

const events = async () =>
  (await call(api, "GET", "/security/events?limit=200", { token: adminToken })).json.response as {
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

  it("records every admin write, and is for admins only", async () => {
    const customer = await call(api, "POST", "/customer/add", { body: newCustomer() });
    const token = customer.json.response.token as string;
    expect((await call(api, "GET", "/security/events", { token })).status).toBe(401);
    await call(api, "POST", "/image/removeFile", {
      body: { path: "/uploads/none-s.webp" },
      token: adminToken,
    });
    const [latest] = await events();
    expect(latest).toMatchObject({
      kind: "admin_write",
      outcome: "failure",
      detail: { method: "POST", path: "/api/v1/image/removeFile", status: 400 },
    });
  });
});
