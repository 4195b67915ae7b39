import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { answerOf, apiForFile, call, client, TEST_ADMIN } from "../../../test/harness.ts";
import { admins } from "../../db/schema/index.ts";
import { hashPassword } from "./password.ts";

const api = apiForFile({ loginLimits: { perAccount: 3, perAddress: 50, windowSeconds: 600 } });

const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

let counter = 0;
/** A fresh admin of its own, signed in: each test enrols its own second factor. */
async function newAdmin() {
  counter += 1;
  const email = `totp-${counter}-${Date.now()}@shop.test`;
  await api.db.insert(admins).values({
    email,
    name: "İkinci",
    passwordHash: await hashPassword(TEST_ADMIN.password, { N: 1024, r: 8, p: 1 }),
  });
  const credentials = { email, password: TEST_ADMIN.password };
  const token = (await answerOf(client(api).adminToken.$post({ json: credentials }))).json.response
    .token as string;
  return { credentials, token };
}

async function enrolled() {
  const admin = await newAdmin();
  const enrol = await answerOf(client(api, admin.token).adminToken.totp.enrol.$post());
  expect(enrol.status).toBe(200);
  const secret = enrol.json.response.secret as string;
  expect(enrol.json.response.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  // A code of the previous step: clock drift of one step is allowed
  const confirm = await answerOf(
    client(api, admin.token).adminToken.totp.confirm.$post({
      json: { code: codeAt(secret, Date.now() - 30_000) },
    }),
  );
  expect(confirm.status).toBe(200);
  return { ...admin, secret };
}

const passwordStep = (credentials: { email: string; password: string }, clientAddress?: string) =>
  call(api, "POST", "/adminToken?language=en", {
    body: credentials,
    ...(clientAddress ? { clientAddress } : {}),
  });
const codeStep = (ticket: string, code: string, clientAddress?: string) =>
  call(api, "POST", "/adminToken/totp?language=en", {
    body: { ticket, code },
    ...(clientAddress ? { clientAddress } : {}),
  });

describe("an admin's second factor (TOTP)", () => {
  it("is off until enrolled: the password alone signs in", async () => {
    const admin = await newAdmin();
    expect(admin.token).toBeTruthy();
  });

  it("once enrolled, asks for the code after the password; the code signs in once", async () => {
    const admin = await enrolled();
    const first = await passwordStep(admin.credentials);
    expect(first.status).toBe(200);
    expect(first.json.response).toMatchObject({ two_factor_required: true });
    expect(first.json.response.token).toBeUndefined();
    expect(first.headers.getSetCookie().join()).not.toContain("admin_token=");

    const code = codeAt(admin.secret, Date.now() + 30_000); // the next step: drift allowed
    const signedIn = await codeStep(first.json.response.ticket, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie().join()).toContain("admin_token=");
    const me = await answerOf(client(api, signedIn.json.response.token).adminToken.me.$get());
    expect(me.json.response.admin.email).toBe(admin.credentials.email);

    // The same code again, even with a new ticket: refused
    const again = await passwordStep(admin.credentials);
    const reused = await codeStep(again.json.response.ticket, code);
    expect(reused.status).toBe(401);
    expect(reused.json.code).toBe("wrong_code");
    // The used ticket is gone
    expect((await codeStep(first.json.response.ticket, code)).json.code).toBe("unauthorized");
  });

  it("refuses codes out of the ±1 step window and never returns the secret again", async () => {
    const admin = await enrolled();
    const { ticket } = (await passwordStep(admin.credentials)).json.response;
    const old = await codeStep(ticket, codeAt(admin.secret, Date.now() - 90_000));
    expect(old.json.code).toBe("wrong_code");
    const again = await answerOf(client(api, admin.token).adminToken.totp.enrol.$post());
    expect(again.status).toBe(403);
    expect(
      JSON.stringify((await answerOf(client(api, admin.token).adminToken.me.$get())).json),
    ).not.toContain(admin.secret);
  });

  it("counts wrong codes like wrong passwords", async () => {
    const admin = await enrolled();
    const address = "192.0.2.55";
    const { ticket } = (await passwordStep(admin.credentials, address)).json.response;
    for (let i = 0; i < 3; i += 1) {
      expect((await codeStep(ticket, "000000", address)).json.code).toBe("wrong_code");
    }
    const slowed = await codeStep(ticket, codeAt(admin.secret, Date.now()), address);
    expect(slowed.status).toBe(429);
    expect(slowed.json.code).toBe("too_many_attempts");
    // The right password does not wipe the count while the code is still owed
    expect((await passwordStep(admin.credentials, address)).status).toBe(429);
  });

  it("needs a first right code before it takes effect", async () => {
    const admin = await newAdmin();
    await answerOf(client(api, admin.token).adminToken.totp.enrol.$post());
    const wrong = await answerOf(
      client(api, admin.token).adminToken.totp.confirm.$post({
        query: { language: "en" },
        json: { code: "000000" },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe("wrong_code");
    // Not enrolled: the password still signs in on its own
    expect((await passwordStep(admin.credentials)).json.response.token).toBeTruthy();
  });
});
