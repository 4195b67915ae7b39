// One-time codes by SMS or WhatsApp: signing in with the phone and confirming it.
import { z } from "zod";
import { Customer, CustomerToken, Phone } from "./identity.ts";

export const OTP_PURPOSE_VALUES = ["login", "confirm_phone"] as const;
export type OtpPurpose = (typeof OTP_PURPOSE_VALUES)[number];
export const OTP_CHANNEL_VALUES = ["sms", "whatsapp"] as const;
export type OtpChannel = (typeof OTP_CHANNEL_VALUES)[number];

export const OtpPurposeField = z
  .enum(OTP_PURPOSE_VALUES, { error: "invalid_value" })
  .default("login")
  .meta({
    description:
      "login: a code to sign in with (the phone of a member, confirmed); confirm_phone: a code that confirms the signed-in member's own phone (needs the customer token).",
  });

export const OtpCode = z
  .string()
  .trim()
  .min(1, { error: "required" })
  .regex(/^[0-9]{6}$/, { error: "invalid_format" })
  .meta({ description: "The six digits of the message.", example: "042917" });

/** loginPhone: where to send an SMS sign-in code. */
export const PhoneOnly = z.object({ phone: Phone }).meta({ id: "PhoneOnly" });

/** sms/otp, sendOtpWhatsapp: the phone and what the code is for. */
export const OtpRequest = z
  .object({ phone: Phone, purpose: OtpPurposeField })
  .meta({ id: "OtpRequest" });
export type OtpRequest = z.infer<typeof OtpRequest>;

/** loginWhatsapp, controlWhatsapOTP: the phone and the code it received. */
export const PhoneCode = z.object({ phone: Phone, code: OtpCode }).meta({ id: "PhoneCode" });
export type PhoneCode = z.infer<typeof PhoneCode>;

export const OtpCodeParam = z.object({ code: OtpCode });

export const OtpSent = z
  .object({
    sent: z.literal(true),
    channel: z.enum(OTP_CHANNEL_VALUES),
    purpose: z.enum(OTP_PURPOSE_VALUES),
    phone: z
      .string()
      .meta({ description: "E.164, as the code was sent to", example: "+905321234567" }),
    expires_in: z.number().int().meta({ description: "Seconds the code works", example: 600 }),
    resend_in: z
      .number()
      .int()
      .meta({ description: "Seconds before another code may be asked for", example: 60 }),
  })
  .meta({ id: "OtpSent" });
export type OtpSent = z.infer<typeof OtpSent>;

export const PhoneConfirmed = z
  .object({ phone_confirmed: z.literal(true), customer: Customer })
  .meta({ id: "PhoneConfirmed" });
export type PhoneConfirmed = z.infer<typeof PhoneConfirmed>;

/** sms/otpControl/{code}: a sign-in (purpose login) or a confirmed phone (confirm_phone). */
export const OtpControlResult = z
  .union([CustomerToken, PhoneConfirmed])
  .meta({ id: "OtpControlResult" });

export const OutboxEntry = z
  .object({
    id: z.number().int(),
    created_at: z.string().meta({ format: "date-time" }),
    channel: z.enum(["email", "sms", "whatsapp"]),
    recipient: z
      .string()
      .meta({ description: "E-mail address, or phone (E.164) for sms and whatsapp" }),
    subject: z.string().nullable(),
    body: z.string(),
    topic: z.string().meta({ example: "otp_login" }),
    language: z.string(),
    sent_at: z
      .string()
      .nullable()
      .meta({ description: "Null: no provider sent it; read it here." }),
    status: z.enum(["pending", "sent", "failed"]),
    attempts: z.number().int().meta({ description: "Times the sender tried a provider" }),
    last_error: z
      .string()
      .nullable()
      .meta({ description: "What the provider answered the last failed attempt" }),
    next_attempt_at: z
      .string()
      .nullable()
      .meta({ description: "When a pending message is tried next; null once sent or failed" }),
    failed_at: z.string().nullable().meta({ description: "When the sender gave up" }),
    delivery_status: z
      .enum(["waiting", "sent", "delivered", "read", "failed", "unknown"])
      .nullable()
      .meta({
        description:
          "Whether it reached the phone, as the provider reported (Netgsm's report API, WhatsApp's status webhook): waiting for a report; sent (on WhatsApp's servers); delivered; read (WhatsApp); failed (delivery_error says why; retry queues it again); unknown (no final report in time). Null: not followed (e-mail, or reports off).",
      }),
    delivery_error: z
      .string()
      .nullable()
      .meta({ description: "The provider's reason for a failed delivery, in words" }),
    delivery_updated_at: z
      .string()
      .nullable()
      .meta({ description: "When the delivery state last changed" }),
  })
  .meta({ id: "OutboxEntry" });
export type OutboxEntry = z.infer<typeof OutboxEntry>;
