import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  answerOf,
  apiForFile,
  call,
  client,
  createTestApi,
  newCustomer,
  onPostgres,
  registerMember,
  type TestApi,
} from "../../../test/harness.ts";
import { customers, outboxMessages, passwordResetTokens } from "../../db/schema/index.ts";

const api = apiForFile();

const forgot = (email: string, language = "en", target: TestApi = api, clientAddress?: string) =>
  call(target, "POST", `/customer/forgotPassword?language=${language}`, {
    body: { email },
    ...(clientAddress ? { clientAddress } : {}),
  });
// `as never`: the tests also send bodies that the route's schema refuses, to see the refusal.
const check = (token: unknown) =>
  answerOf(
    client(api).customer.forgotPasswordcontrolRefreshToken.$post({
      query: { language: "en" },
      json: { token } as never,
    }),
  );
const reset = (token: unknown, password: unknown) =>
  answerOf(
    client(api).customer.forgotPasswordChangePassword.$post({
      query: { language: "en" },
      json: { token, password } as never,
    }),
  );
const signIn = (email: string, password: string) =>
  answerOf(client(api).customerToken.$post({ json: { email, password } }));

/** The last reset e-mail sent to the address, and the token of its link. */
async function lastMail(email: string) {
  const [mail] = await api.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.topic, "password_reset")))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!mail) throw new Error(`no reset e-mail to ${email}`);
  const token = /sifre-yenile\?kod=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error("no link in the e-mail");
  return { mail, token };
}

async function linkFor(email: string) {
  expect((await forgot(email)).status).toBe(200);
  return (await lastMail(email)).token;
}

describe("customer/forgotPassword", () => {
  it("puts an e-mail with a one-hour link into the outbox, in the caller's language", async () => {
    const who = await registerMember(api);
    const res = await forgot(who.body.email.toUpperCase(), "en");
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ sent: true, expires_in: 3600 });
    const { mail, token } = await lastMail(who.body.email);
    expect(mail).toMatchObject({
      channel: "email",
      subject: "Reset your password",
      languageCode: "en",
      sentAt: null,
    });
    expect(mail.body).toContain(`/en/sifre-yenile?kod=${token}`);
    expect(mail.body).toContain("1 hour");
    // Only the token's hash is stored.
    const rows = await api.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.customerId, who.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it.each([
    ["tr", "Şifre yenileme", "/sifre-yenile?kod="],
    ["ar", "إعادة تعيين كلمة المرور", "/ar/sifre-yenile?kod="],
  ])("writes in %s", async (language, subject, path) => {
    const who = await registerMember(api);
    expect((await forgot(who.body.email, language)).status).toBe(200);
    const { mail } = await lastMail(who.body.email);
    expect(mail.subject).toBe(subject);
    expect(mail.languageCode).toBe(language);
    expect(mail.body).toMatch(new RegExp(`(^|\\s)${path.replace(/[?/]/g, "\\$&")}`));
  });

  it("answers email_not_found (404) for an address of no member, and sends nothing", async () => {
    const email = newCustomer().email;
    const res = await forgot(email, "tr");
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({
      code: "email_not_found",
      message: "Bu e-posta adresiyle kayıtlı bir üye bulunamadı.",
    });
    expect(
      await api.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)),
    ).toEqual([]);
  });

  it("refuses a malformed or missing e-mail with 400", async () => {
    for (const email of ["ayse@example", "", undefined]) {
      const res = await answerOf(
        client(api).customer.forgotPassword.$post({ json: { email } as never }),
      );
      expect(res.status).toBe(400);
      expect(res.json.fields).toContainEqual(expect.objectContaining({ field: "email" }));
    }
  });

  it("limits the asks per e-mail address and per client address", async () => {
    const limited = await createTestApi({
      passwordResetLimits: { perEmail: 2, perAddress: 3, windowSeconds: 3600 },
    });
    try {
      const one = await registerMember(limited);
      const two = await registerMember(limited);
      const from = "203.0.113.40";
      expect((await forgot(one.body.email, "en", limited, from)).status).toBe(200);
      expect((await forgot(one.body.email, "en", limited, "203.0.113.41")).status).toBe(200);
      const third = await forgot(one.body.email, "en", limited, "203.0.113.42");
      expect(third.status).toBe(429);
      expect(third.json.code).toBe("too_many_attempts");
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);

      expect((await forgot(two.body.email, "en", limited, from)).status).toBe(200);
      // The address's third ask: an unknown e-mail still counts.
      expect((await forgot(newCustomer().email, "en", limited, from)).status).toBe(404);
      const fourth = await forgot(two.body.email, "en", limited, from);
      expect(fourth.status).toBe(429);
      expect(fourth.json.code).toBe("too_many_attempts");
    } finally {
      await limited.close();
    }
  });

  it("answers email_not_found for a deleted account", async () => {
    const who = await registerMember(api);
    await answerOf(
      client(api, who.token).customer.deleteAccount.$post({
        json: { password: who.body.password },
      }),
    );
    expect((await forgot(who.body.email)).json.code).toBe("email_not_found");
  });
});

describe("customer/forgotPasswordcontrolRefreshToken", () => {
  it("says a fresh link works and uses nothing up", async () => {
    const who = await registerMember(api);
    const token = await linkFor(who.body.email);
    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.status).toBe(200);
      expect(res.json.response).toEqual({ valid: true, expires_at: expect.any(String) });
    }
    expect((await reset(token, "a-brand-new-secret")).status).toBe(200);
  });

  it("answers password_link_expired (410) for an unknown, used, replaced or expired link", async () => {
    const unknown = await check("x".repeat(43));
    expect(unknown.status).toBe(410);
    expect(unknown.json).toMatchObject({
      code: "password_link_expired",
      message: "The password-change link has expired.",
    });

    const who = await registerMember(api);
    const used = await linkFor(who.body.email);
    expect((await reset(used, "a-brand-new-secret")).status).toBe(200);
    expect((await check(used)).status).toBe(410);

    const replaced = await linkFor(who.body.email);
    const newer = await linkFor(who.body.email);
    expect((await check(replaced)).status).toBe(410);
    expect((await check(newer)).status).toBe(200);

    await api.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.customerId, who.id));
    expect((await check(newer)).status).toBe(410);
  });

  it("refuses a missing token with 400", async () => {
    const res = await check("");
    expect(res.status).toBe(400);
    expect(res.json.fields).toContainEqual(
      expect.objectContaining({ field: "token", code: "required" }),
    );
  });
});

describe("customer/forgotPasswordChangePassword", () => {
  it("sets the password, uses the link up and ends every session", async () => {
    const who = await registerMember(api);
    const otherDevice = (await signIn(who.body.email, who.body.password)).json.response.token;
    const token = await linkFor(who.body.email);
    const res = await reset(token, "a-brand-new-secret");
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ password_changed: true });
    for (const session of [who.token, otherDevice]) {
      expect((await answerOf(client(api, session).customer.getCustomer.$get())).status).toBe(401);
    }
    expect((await signIn(who.body.email, who.body.password)).json.code).toBe("wrong_password");
    expect((await signIn(who.body.email, "a-brand-new-secret")).status).toBe(200);

    const again = await reset(token, "yet-another-secret");
    expect(again.status).toBe(410);
    expect(again.json.code).toBe("password_link_expired");
    expect((await signIn(who.body.email, "a-brand-new-secret")).status).toBe(200);
  });

  it("refuses an expired link and keeps the old password", async () => {
    const who = await registerMember(api);
    const token = await linkFor(who.body.email);
    await api.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.customerId, who.id));
    const res = await reset(token, "a-brand-new-secret");
    expect(res.status).toBe(410);
    expect(res.json.code).toBe("password_link_expired");
    expect((await signIn(who.body.email, who.body.password)).status).toBe(200);
  });

  it("refuses a replaced or unknown link", async () => {
    const who = await registerMember(api);
    const older = await linkFor(who.body.email);
    await linkFor(who.body.email);
    expect((await reset(older, "a-brand-new-secret")).status).toBe(410);
    expect((await reset("y".repeat(43), "a-brand-new-secret")).status).toBe(410);
    expect((await signIn(who.body.email, who.body.password)).status).toBe(200);
  });

  it.each([
    ["too short", "1234567", "password_too_short"],
    ["common", "password123", "password_too_common"],
  ])("refuses a new password %s and leaves the link usable", async (_why, password, code) => {
    const who = await registerMember(api);
    const token = await linkFor(who.body.email);
    const res = await reset(token, password);
    expect(res.status).toBe(400);
    expect(res.json.fields).toContainEqual(expect.objectContaining({ field: "password", code }));
    expect((await check(token)).status).toBe(200);
    expect((await reset(token, "a-brand-new-secret")).status).toBe(200);
  });

  it("also sets a password a member never had (a social sign-in account)", async () => {
    const who = await registerMember(api);
    await api.db.update(customers).set({ passwordHash: null }).where(eq(customers.id, who.id));
    const token = await linkFor(who.body.email);
    expect((await reset(token, "a-brand-new-secret")).status).toBe(200);
    expect((await signIn(who.body.email, "a-brand-new-secret")).status).toBe(200);
  });
});

describe("links die with what they were for", () => {
  it("a password change kills an unused link", async () => {
    const who = await registerMember(api);
    const token = await linkFor(who.body.email);
    const changed = await answerOf(
      client(api, who.token).customer.changePassword.$post({
        json: { current_password: who.body.password, new_password: "a-brand-new-secret" },
      }),
    );
    expect(changed.status).toBe(200);
    expect((await check(token)).status).toBe(410);
    expect((await reset(token, "yet-another-secret")).status).toBe(410);
  });

  it("a deleted account's link no longer works", async () => {
    const who = await registerMember(api);
    const token = await linkFor(who.body.email);
    await answerOf(
      client(api, who.token).customer.deleteAccount.$post({
        json: { password: who.body.password },
      }),
    );
    expect((await check(token)).status).toBe(410);
    expect((await reset(token, "a-brand-new-secret")).status).toBe(410);
    expect((await signIn(who.body.email, "a-brand-new-secret")).json.code).toBe("user_not_found");
  });
});

describe.runIf(onPostgres())("under concurrency, on PostgreSQL", () => {
  it("two uses of one link at the same moment succeed once", async () => {
    const who = await registerMember(api);
    const token = await linkFor(who.body.email);
    const answers = await Promise.all([
      reset(token, "first-new-secret"),
      reset(token, "second-new-secret"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    const winner = answers[0]?.status === 200 ? "first-new-secret" : "second-new-secret";
    const loser = winner === "first-new-secret" ? "second-new-secret" : "first-new-secret";
    expect((await signIn(who.body.email, winner)).status).toBe(200);
    expect((await signIn(who.body.email, loser)).json.code).toBe("wrong_password");
  });
});
