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
  signInAdmin,
  type TestApi,
} from "../../../test/harness.ts";
import { normalizePhone } from "../../contract/index.ts";
import { customers, otpCodes, outboxMessages } from "../../db/schema/index.ts";

const api = apiForFile();

/** A member; with `confirmed` the phone is confirmed (as the confirm_phone flow would). */
async function member(target: TestApi = api, confirmed = true) {
  const { body, id, token } = await registerMember(target);
  if (confirmed) {
    await target.db
      .update(customers)
      .set({ phoneConfirmedAt: new Date() })
      .where(eq(customers.id, id));
  }
  return { body, id, token, phone: e164(body.phone) };
}

function e164(phone: string): string {
  const normalized = normalizePhone(phone);
  if (!normalized) throw new Error(`not a phone: ${phone}`);
  return normalized;
}
/** A phone no member has. */
const freshPhone = () => e164(newCustomer().phone);

type Options = { target?: TestApi; token?: string; clientAddress?: string; language?: string };
const post = (path: string, body: unknown, o: Options = {}) =>
  call(o.target ?? api, "POST", `${path}?language=${o.language ?? "en"}`, {
    body,
    ...(o.token ? { token: o.token } : {}),
    ...(o.clientAddress ? { clientAddress: o.clientAddress } : {}),
  });

const loginPhone = (phone: string, o: Options = {}) => post("/customer/loginPhone", { phone }, o);
const control = (code: string, phone: string, o: Options & { purpose?: string } = {}) =>
  post(`/sms/otpControl/${code}`, { phone, ...(o.purpose ? { purpose: o.purpose } : {}) }, o);

/** The last message sent to the phone, and its code. */
async function lastMessage(phone: string, target: TestApi = api) {
  const [message] = await target.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!message) throw new Error(`no message to ${phone}`);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error("no code in the message");
  return { message, code };
}

async function messagesTo(phone: string) {
  return api.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone));
}

/** Lets the resend wait pass by moving the code's creation a minute back. */
async function afterResendWait(phone: string, purpose = "login", target: TestApi = api) {
  await target.db
    .update(otpCodes)
    .set({ createdAt: sql`now() - interval '61 seconds'` })
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)));
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("customer/loginPhone and sms/otpControl/{code}", () => {
  it("sends a six-digit SMS code to the outbox and stores only its hash", async () => {
    const who = await member();
    const res = await loginPhone(who.body.phone);
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({
      sent: true,
      channel: "sms",
      purpose: "login",
      phone: who.phone,
      expires_in: 600,
      resend_in: 60,
    });
    const { message, code } = await lastMessage(who.phone);
    expect(message).toMatchObject({
      channel: "sms",
      recipient: who.phone,
      topic: "otp_login",
      languageCode: "en",
      subject: null,
      sentAt: null,
    });
    expect(message.body).toBe(
      `Demo Mağaza: Your sign-in code: ${code}. It is valid for 10 minutes; do not share it with anyone.`,
    );
    const [row] = await api.db.select().from(otpCodes).where(eq(otpCodes.phone, who.phone));
    expect(row).toMatchObject({
      purpose: "login",
      channel: "sms",
      customerId: who.id,
      attempts: 0,
    });
    expect(row?.codeHash).toBe(
      createHash("sha256").update(`${who.phone}|login|${code}`).digest("hex"),
    );
    expect(JSON.stringify(row)).not.toContain(code);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it.each([
    ["tr", "Demo Mağaza: Giriş kodunuz: {code}. Kod 10 dakika geçerlidir; kimseyle paylaşmayın."],
    [
      "ar",
      "Demo Mağaza: رمز تسجيل الدخول الخاص بك: {code}. الرمز صالح لمدة 10 دقائق؛ لا تشاركه مع أحد.",
    ],
  ])("writes the message in %s", async (language, text) => {
    const who = await member();
    expect((await loginPhone(who.body.phone, { language })).status).toBe(200);
    const { message, code } = await lastMessage(who.phone);
    expect(message.languageCode).toBe(language);
    expect(message.body).toBe(text.replace("{code}", code));
  });

  it("signs in with the code exactly as customerToken does", async () => {
    const who = await member();
    await loginPhone(who.body.phone);
    const { code } = await lastMessage(who.phone);
    const res = await control(code, who.body.phone);
    expect(res.status).toBe(200);
    const byPassword = await answerOf(
      client(api).customerToken.$post({
        json: { email: who.body.email, password: who.body.password },
      }),
    );
    expect(Object.keys(res.json.response).sort()).toEqual(
      Object.keys(byPassword.json.response).sort(),
    );
    expect(res.json.response).toMatchObject({
      token_type: "Bearer",
      expires_in: 86400,
      customer: { id: who.id, phone: who.phone, phone_confirmed: true },
    });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`customer_token=${res.json.response.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await answerOf(client(api, res.json.response.token).customerToken.me.$get());
    expect(me.status).toBe(200);
    expect(me.json.response.customer.id).toBe(who.id);
  });

  it("refuses the code a second time (timeout, 410)", async () => {
    const who = await member();
    await loginPhone(who.body.phone);
    const { code } = await lastMessage(who.phone);
    expect((await control(code, who.phone)).status).toBe(200);
    const again = await control(code, who.phone);
    expect(again.status).toBe(410);
    expect(again.json).toMatchObject({
      code: "timeout",
      message: "The time is up. Please try again.",
    });
  });

  it("counts wrong codes; the fifth kills the code", async () => {
    const who = await member();
    await loginPhone(who.body.phone);
    const { code } = await lastMessage(who.phone);
    for (let i = 1; i <= 5; i++) {
      const wrong = await control(otherCode(code), who.phone, { language: "tr" });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toMatchObject({ code: "wrong_code", message: "Girdiğiniz kod hatalı." });
      const [row] = await api.db.select().from(otpCodes).where(eq(otpCodes.phone, who.phone));
      expect(row?.attempts).toBe(i);
    }
    const right = await control(code, who.phone);
    expect(right.status).toBe(429);
    expect(right.json.code).toBe("too_many_attempts");
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    // A new code (after the wait) works again.
    await afterResendWait(who.phone);
    expect((await loginPhone(who.phone)).status).toBe(200);
    const fresh = await lastMessage(who.phone);
    expect((await control(fresh.code, who.phone)).status).toBe(200);
  });

  it("refuses an expired code (timeout, 410) without counting a try", async () => {
    const who = await member();
    await loginPhone(who.body.phone);
    const { code } = await lastMessage(who.phone);
    await api.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.phone, who.phone));
    const res = await control(code, who.phone, { language: "ar" });
    expect(res.status).toBe(410);
    expect(res.json).toMatchObject({
      code: "timeout",
      message: "انتهى الوقت. يرجى المحاولة مرة أخرى.",
    });
    expect((await control(otherCode(code), who.phone)).json.code).toBe("timeout");
  });

  it("answers timeout for a phone that was sent no code", async () => {
    const who = await member();
    const res = await control("123456", who.phone);
    expect(res.status).toBe(410);
    expect(res.json.code).toBe("timeout");
  });

  it("sends a new code only a minute after the last, and the new one replaces it", async () => {
    const who = await member();
    expect((await loginPhone(who.body.phone)).status).toBe(200);
    const first = await lastMessage(who.phone);
    const again = await loginPhone(who.body.phone);
    expect(again.status).toBe(429);
    expect(again.json.code).toBe("too_many_attempts");
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await messagesTo(who.phone)).toHaveLength(1);

    await afterResendWait(who.phone);
    expect((await loginPhone(who.body.phone)).status).toBe(200);
    const second = await lastMessage(who.phone);
    if (second.code !== first.code) {
      expect((await control(first.code, who.phone)).json.code).toBe("wrong_code");
    }
    expect((await control(second.code, who.phone)).status).toBe(200);
  });

  it("answers user_not_found (404) for a phone of no member, and sends nothing", async () => {
    const phone = freshPhone();
    const res = await loginPhone(phone, { language: "tr" });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("user_not_found");
    expect(await messagesTo(phone)).toEqual([]);
  });

  it("refuses a phone the member has not confirmed (phone_confirmation_needed, 403)", async () => {
    const who = await member(api, false);
    const res = await loginPhone(who.body.phone);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      code: "phone_confirmation_needed",
      message: "Please confirm your phone number.",
    });
    expect(await messagesTo(who.phone)).toEqual([]);
  });

  it("refuses a changed phone until it is confirmed again", async () => {
    const who = await member();
    const phone = newCustomer().phone;
    const { body } = who;
    const update = await answerOf(
      client(api, who.token).customer.update.$post({
        json: { name: body.name, surname: body.surname, email: body.email, phone },
      }),
    );
    expect(update.status).toBe(200);
    expect(update.json.response.phone_confirmed).toBe(false);
    expect((await loginPhone(phone)).json.code).toBe("phone_confirmation_needed");
    expect((await loginPhone(who.phone)).json.code).toBe("user_not_found");
  });

  it("does not sign in a member who changed the phone after the code was sent", async () => {
    const who = await member();
    await loginPhone(who.phone);
    const { code } = await lastMessage(who.phone);
    await api.db.update(customers).set({ phone: freshPhone() }).where(eq(customers.id, who.id));
    const res = await control(code, who.phone);
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("user_not_found");
  });

  it("refuses malformed input with 400", async () => {
    const who = await member();
    expect((await loginPhone("12")).json.fields).toContainEqual(
      expect.objectContaining({ field: "phone", code: "invalid_phone" }),
    );
    const badCode = await control("12ab56", who.phone);
    expect(badCode.status).toBe(400);
    expect(badCode.json.fields).toContainEqual(
      expect.objectContaining({ field: "code", code: "invalid_format" }),
    );
    const badPurpose = await post("/sms/otp", { phone: who.phone, purpose: "reset" });
    expect(badPurpose.status).toBe(400);
  });

  it("limits the codes per phone and per client network, unknown phones included", async () => {
    const limited = await createTestApi({
      otpLimits: {
        sendsPerPhone: 2,
        sendsPerAddress: 3,
        checksPerAddress: 100,
        windowSeconds: 3600,
      },
    });
    try {
      const one = await member(limited);
      const two = await member(limited);
      const send = (phone: string, clientAddress: string) =>
        loginPhone(phone, { target: limited, clientAddress });
      expect((await send(one.phone, "203.0.113.50")).status).toBe(200);
      await afterResendWait(one.phone, "login", limited);
      expect((await send(one.phone, "203.0.113.51")).status).toBe(200);
      await afterResendWait(one.phone, "login", limited);
      const third = await send(one.phone, "203.0.113.52");
      expect(third.status).toBe(429);
      expect(third.json.code).toBe("too_many_attempts");
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);

      const from = "2001:db8:1:2::10";
      expect((await send(two.phone, from)).status).toBe(200);
      expect((await send(freshPhone(), from)).status).toBe(404);
      // Another address of the same /64 is the same network.
      expect((await send(freshPhone(), "2001:db8:1:2::99")).status).toBe(404);
      const fourth = await send(freshPhone(), from);
      expect(fourth.status).toBe(429);
      expect(fourth.json.code).toBe("too_many_attempts");
    } finally {
      await limited.close();
    }
  });

  it("limits the code checks per client network", async () => {
    const limited = await createTestApi({
      otpLimits: {
        sendsPerPhone: 5,
        sendsPerAddress: 20,
        checksPerAddress: 2,
        windowSeconds: 3600,
      },
    });
    try {
      const who = await member(limited);
      await loginPhone(who.phone, { target: limited });
      const { code } = await lastMessage(who.phone, limited);
      const check = (value: string) =>
        control(value, who.phone, { target: limited, clientAddress: "198.51.100.7" });
      expect((await check(otherCode(code))).json.code).toBe("wrong_code");
      expect((await check(otherCode(code))).json.code).toBe("wrong_code");
      const third = await check(code);
      expect(third.status).toBe(429);
      expect(third.json.code).toBe("too_many_attempts");
      // From elsewhere the code still works: the refusal counted no try.
      const elsewhere = await control(code, who.phone, {
        target: limited,
        clientAddress: "198.51.100.8",
      });
      expect(elsewhere.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("sends through a configured provider instead of the outbox", async () => {
    const sent: Array<{ phone: string; text: string; lang: string }> = [];
    const withProvider = await createTestApi({
      phoneProviders: {
        sms: {
          async send(phone, text, lang) {
            sent.push({ phone, text, lang });
          },
        },
      },
    });
    try {
      const who = await member(withProvider);
      expect((await loginPhone(who.phone, { target: withProvider, language: "tr" })).status).toBe(
        200,
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ phone: who.phone, lang: "tr" });
      expect(
        await withProvider.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, who.phone)),
      ).toEqual([]);
      const code = /\b(\d{6})\b/.exec(sent[0]?.text ?? "")?.[1] ?? "";
      expect((await control(code, who.phone, { target: withProvider })).status).toBe(200);
    } finally {
      await withProvider.close();
    }
  });

  it("stores no code when the provider fails, so the shopper may ask again at once", async () => {
    let fail = true;
    const flaky = await createTestApi({
      phoneProviders: {
        sms: {
          async send() {
            if (fail) throw new Error("provider down");
          },
        },
      },
    });
    try {
      const who = await member(flaky);
      expect((await loginPhone(who.phone, { target: flaky })).status).toBe(500);
      fail = false;
      expect((await loginPhone(who.phone, { target: flaky })).status).toBe(200);
    } finally {
      await flaky.close();
    }
  });
});

describe("sms/otp", () => {
  it("sends a login code like loginPhone when purpose is left out", async () => {
    const who = await member();
    const res = await post("/sms/otp", { phone: who.body.phone });
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({ channel: "sms", purpose: "login" });
    const { code } = await lastMessage(who.phone);
    expect((await control(code, who.phone)).status).toBe(200);
  });

  it("confirms the signed-in member's phone (purpose confirm_phone)", async () => {
    const who = await member(api, false);
    const sent = await post(
      "/sms/otp",
      { phone: who.body.phone, purpose: "confirm_phone" },
      {
        token: who.token,
        language: "tr",
      },
    );
    expect(sent.status).toBe(200);
    expect(sent.json.response).toMatchObject({ purpose: "confirm_phone", channel: "sms" });
    const { message, code } = await lastMessage(who.phone);
    expect(message).toMatchObject({
      channel: "sms",
      topic: "otp_confirm_phone",
      languageCode: "tr",
    });
    expect(message.body).toBe(
      `Demo Mağaza: Telefon doğrulama kodunuz: ${code}. Kod 10 dakika geçerlidir; kimseyle paylaşmayın.`,
    );
    // A confirmation code is no sign-in code.
    expect((await control(code, who.phone)).json.code).toBe("timeout");
    const res = await control(code, who.phone, { token: who.token, purpose: "confirm_phone" });
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({
      phone_confirmed: true,
      customer: { id: who.id, phone_confirmed: true },
    });
    const me = await answerOf(client(api, who.token).customer.getCustomer.$get());
    expect(me.json.response.phone_confirmed).toBe(true);
    // Now the phone signs in.
    expect((await loginPhone(who.phone)).status).toBe(200);
  });

  it("needs the customer token and the member's own phone for confirm_phone", async () => {
    const who = await member(api, false);
    const other = await member(api, false);
    const anonymous = await post("/sms/otp", { phone: who.phone, purpose: "confirm_phone" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBe("unauthorized");
    const notMine = await post(
      "/sms/otp",
      { phone: other.phone, purpose: "confirm_phone" },
      { token: who.token },
    );
    expect(notMine.status).toBe(400);
    expect(notMine.json).toMatchObject({
      code: "check_phone",
      message: "Please check your phone number.",
    });
    expect(await messagesTo(other.phone)).toEqual([]);

    await post("/sms/otp", { phone: who.phone, purpose: "confirm_phone" }, { token: who.token });
    const { code } = await lastMessage(who.phone);
    const noToken = await control(code, who.phone, { purpose: "confirm_phone" });
    expect(noToken.status).toBe(401);
    const wrongMember = await control(code, who.phone, {
      token: other.token,
      purpose: "confirm_phone",
    });
    expect(wrongMember.json.code).toBe("check_phone");
    // Neither refusal used the code up.
    const res = await control(code, who.phone, { token: who.token, purpose: "confirm_phone" });
    expect(res.status).toBe(200);
  });
});

describe("WhatsApp: customer/sendOtpWhatsapp, loginWhatsapp, controlWhatsapOTP", () => {
  it("sends a sign-in code by WhatsApp and signs in with it", async () => {
    const who = await member();
    const sent = await post(
      "/customer/sendOtpWhatsapp",
      { phone: who.body.phone },
      { language: "ar" },
    );
    expect(sent.status).toBe(200);
    expect(sent.json.response).toMatchObject({ channel: "whatsapp", purpose: "login" });
    const { message, code } = await lastMessage(who.phone);
    expect(message).toMatchObject({
      channel: "whatsapp",
      recipient: who.phone,
      topic: "otp_login",
      languageCode: "ar",
    });
    expect(message.body).toContain("Demo Mağaza");
    expect(message.body).toContain("10 دقائق");
    const wrong = await post("/customer/loginWhatsapp", {
      phone: who.phone,
      code: otherCode(code),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe("wrong_code");
    const res = await post("/customer/loginWhatsapp", { phone: who.phone, code });
    expect(res.status).toBe(200);
    expect(res.json.response.customer.id).toBe(who.id);
    expect(res.headers.get("set-cookie")).toContain(`customer_token=${res.json.response.token}`);
    const again = await post("/customer/loginWhatsapp", { phone: who.phone, code });
    expect(again.status).toBe(410);
  });

  it("refuses unknown and unconfirmed phones like the SMS send", async () => {
    const unknown = await post("/customer/sendOtpWhatsapp", { phone: newCustomer().phone });
    expect(unknown.json.code).toBe("user_not_found");
    const who = await member(api, false);
    const unconfirmed = await post("/customer/sendOtpWhatsapp", { phone: who.phone });
    expect(unconfirmed.json.code).toBe("phone_confirmation_needed");
  });

  it("confirms the phone with a WhatsApp code (controlWhatsapOTP)", async () => {
    const who = await member(api, false);
    const sent = await post(
      "/customer/sendOtpWhatsapp",
      { phone: who.phone, purpose: "confirm_phone" },
      { token: who.token },
    );
    expect(sent.status).toBe(200);
    const { message, code } = await lastMessage(who.phone);
    expect(message).toMatchObject({ channel: "whatsapp", topic: "otp_confirm_phone" });
    const anonymous = await post("/customer/controlWhatsapOTP", { phone: who.phone, code });
    expect(anonymous.status).toBe(401);
    const res = await post(
      "/customer/controlWhatsapOTP",
      { phone: who.phone, code },
      {
        token: who.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({ phone_confirmed: true, customer: { id: who.id } });
    const again = await post(
      "/customer/controlWhatsapOTP",
      { phone: who.phone, code },
      {
        token: who.token,
      },
    );
    expect(again.json.code).toBe("timeout");
  });
});

describe("outbox/messages", () => {
  it("lets the admin read a shopper's code, by channel and phone; nobody else", async () => {
    const who = await member();
    await post("/customer/sendOtpWhatsapp", { phone: who.phone }, { language: "tr" });
    const { code } = await lastMessage(who.phone);
    const admin = await signInAdmin(api);
    const path = `/outbox/messages?channel=whatsapp&recipient=${encodeURIComponent(who.phone)}`;
    const res = await call(api, "GET", path, { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.response).toHaveLength(1);
    expect(res.json.response[0]).toMatchObject({
      channel: "whatsapp",
      recipient: who.phone,
      topic: "otp_login",
      language: "tr",
      sent_at: null,
    });
    expect(res.json.response[0].body).toContain(code);
    expect((await call(api, "GET", path, { token: who.token })).status).toBe(403);
    expect((await call(api, "GET", path)).status).toBe(401);
  });
});

describe.runIf(onPostgres())("under concurrency, on PostgreSQL", () => {
  it("two uses of one code at the same moment sign in once", async () => {
    const who = await member();
    await loginPhone(who.phone);
    const { code } = await lastMessage(who.phone);
    const answers = await Promise.all([control(code, who.phone), control(code, who.phone)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
  });

  it("two confirmations at the same moment succeed once", async () => {
    const who = await member(api, false);
    await post("/sms/otp", { phone: who.phone, purpose: "confirm_phone" }, { token: who.token });
    const { code } = await lastMessage(who.phone);
    const confirmOnce = () =>
      post("/customer/controlWhatsapOTP", { phone: who.phone, code }, { token: who.token });
    const answers = await Promise.all([confirmOnce(), confirmOnce()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
  });

  it("five sends at the same moment store one code and send one message", async () => {
    const who = await member();
    const answers = await Promise.all(Array.from({ length: 5 }, () => loginPhone(who.phone)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
    expect(await messagesTo(who.phone)).toHaveLength(1);
  });

  it("wrong guesses at the same moment never get more than five tries", async () => {
    const who = await member();
    await loginPhone(who.phone);
    const { code } = await lastMessage(who.phone);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => control(otherCode(code), who.phone)),
    );
    expect(answers.filter((a) => a.json.code === "wrong_code")).toHaveLength(5);
    const [row] = await api.db.select().from(otpCodes).where(eq(otpCodes.phone, who.phone));
    expect(row?.attempts).toBe(5);
    expect((await control(code, who.phone)).status).toBe(429);
  });
});
