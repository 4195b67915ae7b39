import { z } from "zod";
import { IsoDateTime } from "./common.ts";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isNonEmpty,
  isValidIsoDate,
  isValidNationalId,
  isValidPhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  stripBidiControls,
} from "./validators.ts";

// Field-level refusals carry a FieldErrorCode as their zod message; the API renders the text.
// Section 5's non-empty check: a form that turned a missing value into "undefined" is refused too.
// Names and titles lose their direction controls on the way in (stripBidiControls).
export const requiredText = (max: number) =>
  z
    .string({ error: "invalid_type" })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "too_long" })
    .refine(isNonEmpty, { error: "required" });

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: "required" })
  .max(EMAIL_MAX_LENGTH, { error: "too_long" })
  .regex(EMAIL_PATTERN, { error: "invalid_email" })
  .meta({ example: "ayse.yilmaz@example.com" });

export const Phone = z
  .string()
  .trim()
  .min(1, { error: "required" })
  .refine(isValidPhone, { error: "invalid_phone" })
  .meta({ description: "Any usual notation; stored as E.164.", example: "0532 123 45 67" });

export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: "password_too_short" })
  .max(PASSWORD_MAX_LENGTH, { error: "too_long" })
  .refine(isNonEmpty, { error: "required" })
  .meta({ format: "password", example: "a-long-secret" });

export const optionalPhone = z
  .string()
  .trim()
  .max(30, { error: "too_long" })
  .refine((v) => v === "" || isValidPhone(v), { error: "invalid_phone" })
  .optional();

export const GENDER_VALUES = ["female", "male", "unspecified"] as const;

export const CustomerRegistration = z
  .object({
    name: requiredText(100),
    surname: requiredText(100),
    email: Email,
    phone: Phone,
    password: NewPassword,
    gender: z.enum(GENDER_VALUES, { error: "invalid_value" }).optional(),
    birthday: z
      .string()
      .refine((v) => v === "" || isValidIsoDate(v), { error: "invalid_date" })
      .optional()
      .meta({ description: "YYYY-MM-DD", example: "1990-05-17" }),
    identity_number: z
      .string()
      .trim()
      .refine((v) => v === "" || isValidNationalId(v), { error: "invalid_national_id" })
      .optional()
      .meta({
        description: "Turkish national ID (T.C. kimlik no), 11 digits.",
        example: "10000000146",
      }),
    fax: optionalPhone,
    home_phone: optionalPhone,
    office_phone: optionalPhone,
    kvkk_agreement: z
      .literal(true, { error: "must_accept" })
      .meta({ description: "The KVKK (personal data) disclosure was read and accepted." }),
    membership_agreement: z
      .literal(true, { error: "must_accept" })
      .meta({ description: "The membership agreement was accepted." }),
    marketing_consent: z.boolean({ error: "invalid_type" }).optional(),
  })
  .meta({ id: "CustomerRegistration" });
export type CustomerRegistration = z.input<typeof CustomerRegistration>;

/** Query of customer/add: Facebook click and browser ids, accepted for the conversion API. */
export const RegistrationQuery = z.object({
  fbp: z.string().max(200).optional(),
  fbc: z.string().max(200).optional(),
});

export const Credentials = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, { error: "required" })
      .max(EMAIL_MAX_LENGTH, { error: "too_long" }),
    password: z
      .string()
      .min(1, { error: "required" })
      .max(PASSWORD_MAX_LENGTH, { error: "too_long" }),
  })
  .meta({ id: "Credentials" });
export type Credentials = z.input<typeof Credentials>;

export const Customer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone: z.string().meta({
      description:
        'E.164; "" for an account made by social sign-in until the customer gives a phone (customer/update)',
      example: "+905321234567",
    }),
    gender: z.enum(GENDER_VALUES).nullable(),
    birthday: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
    identity_number: z.string().nullable(),
    fax: z.string().nullable(),
    home_phone: z.string().nullable(),
    office_phone: z.string().nullable(),
    language: z.string(),
    marketing_consent: z.boolean(),
    phone_confirmed: z.boolean(),
    image_url: z.string().nullable().meta({
      description:
        "The profile picture (image/uploadCustomer), medium WebP, as a path on the shop; null without one",
      example: "/uploads/customers/12/3f9c2a-m.webp",
    }),
    created_at: IsoDateTime,
  })
  .meta({ id: "Customer" });
export type Customer = z.infer<typeof Customer>;

export const Admin = z
  .object({ id: z.number().int(), email: z.string(), name: z.string() })
  .meta({ id: "Admin" });
export type Admin = z.infer<typeof Admin>;

const tokenFields = {
  token: z.string().meta({
    description: "Send as `Authorization: Bearer <token>`. Also set as an HttpOnly cookie.",
  }),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().meta({ example: 86400 }),
  expires_at: IsoDateTime,
};

export const CustomerToken = z
  .object({ ...tokenFields, customer: Customer })
  .meta({ id: "CustomerToken" });
export type CustomerToken = z.infer<typeof CustomerToken>;

export const AdminToken = z.object({ ...tokenFields, admin: Admin }).meta({ id: "AdminToken" });
export type AdminToken = z.infer<typeof AdminToken>;

export const GuestToken = z
  .object({ ...tokenFields, guest_code: z.string().meta({ example: "G7K2M9QX4T8W3Z5N" }) })
  .meta({ id: "GuestToken" });
export type GuestToken = z.infer<typeof GuestToken>;

export const CustomerMe = z
  .object({ type: z.literal("customer"), expires_at: IsoDateTime, customer: Customer })
  .meta({ id: "CustomerMe" });
export type CustomerMe = z.infer<typeof CustomerMe>;

export const AdminMe = z
  .object({ type: z.literal("admin"), expires_at: IsoDateTime, admin: Admin })
  .meta({ id: "AdminMe" });
export type AdminMe = z.infer<typeof AdminMe>;

export const GuestMe = z
  .object({ type: z.literal("guest"), expires_at: IsoDateTime, guest_code: z.string() })
  .meta({ id: "GuestMe" });
export type GuestMe = z.infer<typeof GuestMe>;

export const LoggedOut = z.object({ logged_out: z.literal(true) }).meta({ id: "LoggedOut" });

export const SessionStart = z
  .object({ session_id: z.string(), started_at: IsoDateTime })
  .meta({ id: "SessionStart" });
export type SessionStart = z.infer<typeof SessionStart>;

export const SessionEnd = z
  .object({ session_id: z.string(), ended: z.boolean() })
  .meta({ id: "SessionEnd" });

export const SecurityEventEntry = z
  .object({
    id: z.number().int(),
    at: IsoDateTime,
    kind: z.enum(["sign_in", "registration", "password_change", "password_reset", "admin_write"]),
    outcome: z.enum(["success", "failure", "refused"]),
    actor_kind: z.string().nullable(),
    actor_id: z.number().int().nullable(),
    email: z.string().nullable().meta({ description: "The e-mail a sign-in tried." }),
    address: z.string().nullable(),
    detail: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: "SecurityEventEntry" });
export type SecurityEventEntry = z.infer<typeof SecurityEventEntry>;

export const AdminChangeEntry = z
  .object({
    id: z.number().int(),
    at: IsoDateTime,
    admin_id: z.number().int(),
    admin_email: z.string().nullable(),
    request_id: z.string().nullable().meta({ description: "The changes of one request share it." }),
    table: z.string().meta({ example: "products" }),
    row_key: z.string().nullable().meta({ description: "The row's id, where its table has one." }),
    action: z.enum(["insert", "update", "delete"]),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: "AdminChangeEntry" });
export type AdminChangeEntry = z.infer<typeof AdminChangeEntry>;

export const AdminChangePage = z
  .object({
    items: z.array(AdminChangeEntry),
    tables: z.array(z.string()).meta({ description: "Every table with a recorded change." }),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "AdminChangePage" });
export type AdminChangePage = z.infer<typeof AdminChangePage>;

export const AdminChangesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  table: z
    .string()
    .regex(/^[a-z_]{1,63}$/)
    .optional(),
  row_key: z.string().max(40).optional(),
  admin_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AdminChangesQuery = z.infer<typeof AdminChangesQuery>;

/** Who a sign-in link is made for: an admin names the customer; a customer makes one for itself. */
export const SignInCodeRequest = z
  .object({
    customer_id: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .optional()
      .meta({ description: "Required for an admin; a customer may only make its own" }),
  })
  .meta({ id: "SignInCodeRequest" });
export type SignInCodeRequest = z.input<typeof SignInCodeRequest>;

export const SignInCode = z
  .object({
    code: z.string().meta({ description: "Put on any page of the shop as `?token=<code>`" }),
    expires_in: z.number().int().meta({ example: 300 }),
    expires_at: IsoDateTime,
  })
  .meta({ id: "SignInCode" });
export type SignInCode = z.infer<typeof SignInCode>;

const signInCodeField = z.string().min(1, { error: "required" }).max(200, { error: "too_long" });

export const SignInCodeExchange = z
  .object({
    code: signInCodeField,
    switch: z.boolean().optional().meta({
      description:
        "true once the shopper confirmed signing in as the link's customer while another customer is signed in on this browser",
    }),
  })
  .meta({ id: "SignInCodeExchange" });
export type SignInCodeExchange = z.input<typeof SignInCodeExchange>;

export const SignInCodeCheck = z.object({ code: signInCodeField }).meta({ id: "SignInCodeCheck" });

export const SignInCodeOwner = z
  .object({ name: z.string(), surname: z.string(), expires_at: IsoDateTime })
  .meta({ id: "SignInCodeOwner" });
export type SignInCodeOwner = z.infer<typeof SignInCodeOwner>;

/** adminToken's answer when the admin has a second factor: send the code with the ticket. */
export const AdminTwoFactorChallenge = z
  .object({
    two_factor_required: z.literal(true),
    ticket: z.string().meta({ description: "Send with the code to adminToken/totp (single use)" }),
    expires_in: z.number().int().meta({ example: 300 }),
  })
  .meta({ id: "AdminTwoFactorChallenge" });
export type AdminTwoFactorChallenge = z.infer<typeof AdminTwoFactorChallenge>;

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: "invalid_format" })
  .meta({ example: "123456" });

export const AdminTwoFactorAnswer = z
  .object({ ticket: z.string().min(1, { error: "required" }).max(200), code: totpCode })
  .meta({ id: "AdminTwoFactorAnswer" });
export type AdminTwoFactorAnswer = z.input<typeof AdminTwoFactorAnswer>;

export const TotpEnrolment = z
  .object({
    secret: z.string().meta({ description: "Base32; shown this once, never again" }),
    otpauth_uri: z.string().meta({ description: "otpauth://totp/… for a QR code" }),
  })
  .meta({ id: "TotpEnrolment" });

export const TotpConfirmation = z.object({ code: totpCode }).meta({ id: "TotpConfirmation" });

export const TotpEnabled = z.object({ enabled: z.literal(true) }).meta({ id: "TotpEnabled" });
