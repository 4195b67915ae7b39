import { z } from "zod";
import { CATALOG_DEFAULT_PAGE_SIZE, CATALOG_MAX_PAGE_SIZE } from "./catalog.ts";
import { IsoDateTime } from "./common.ts";
import {
  Email,
  GENDER_VALUES,
  NewPassword,
  optionalPhone,
  Phone,
  requiredText,
} from "./identity.ts";
import { isValidIsoDate, isValidNationalId, PASSWORD_MAX_LENGTH } from "./validators.ts";

/** A password the customer already has: checked against the stored hash, never against rules. */
const CurrentPassword = z
  .string({ error: "required" })
  .min(1, { error: "required" })
  .max(PASSWORD_MAX_LENGTH, { error: "too_long" })
  .meta({ format: "password" });

const clearable = "Left out: unchanged; empty (or null): cleared.";

export const CustomerUpdate = z
  .object({
    name: requiredText(100),
    surname: requiredText(100),
    email: Email,
    phone: Phone.meta({
      description: "Any usual notation; stored as E.164. A new number must be confirmed again.",
    }),
    gender: z
      .enum([...GENDER_VALUES, ""], { error: "invalid_value" })
      .nullable()
      .optional()
      .meta({ description: clearable }),
    birthday: z
      .string()
      .refine((v) => v === "" || isValidIsoDate(v), { error: "invalid_date" })
      .nullable()
      .optional()
      .meta({ description: `YYYY-MM-DD. ${clearable}`, example: "1990-05-17" }),
    identity_number: z
      .string()
      .trim()
      .refine((v) => v === "" || isValidNationalId(v), { error: "invalid_national_id" })
      .nullable()
      .optional()
      .meta({ description: `Turkish national ID, 11 digits. ${clearable}` }),
    fax: optionalPhone.nullable().meta({ description: clearable }),
    home_phone: optionalPhone.nullable().meta({ description: clearable }),
    office_phone: optionalPhone.nullable().meta({ description: clearable }),
    marketing_consent: z
      .boolean({ error: "invalid_type" })
      .optional()
      .meta({ description: "Commercial messages (İYS). Left out: unchanged." }),
  })
  .meta({ id: "CustomerUpdate" });
export type CustomerUpdate = z.input<typeof CustomerUpdate>;

export const PasswordChange = z
  .object({
    current_password: CurrentPassword,
    new_password: NewPassword.meta({
      description: "At least 8 characters and not one of the common or breached passwords.",
    }),
  })
  .meta({ id: "PasswordChange" });
export type PasswordChange = z.input<typeof PasswordChange>;

export const AccountDeletion = z
  .object({ password: CurrentPassword.meta({ description: "The account's current password." }) })
  .meta({ id: "AccountDeletion" });
export type AccountDeletion = z.input<typeof AccountDeletion>;

export const AccountDeleted = z
  .object({ deleted: z.literal(true), deleted_at: IsoDateTime })
  .meta({ id: "AccountDeleted" });

export const ForgotPasswordRequest = z
  .object({ email: Email })
  .meta({ id: "ForgotPasswordRequest" });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

export const ForgotPasswordSent = z
  .object({
    sent: z.literal(true),
    expires_in: z
      .number()
      .int()
      .meta({ description: "Seconds the link stays valid.", example: 3600 }),
  })
  .meta({ id: "ForgotPasswordSent" });

const ResetToken = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(200, { error: "too_long" })
  .meta({ description: "The `token` query parameter of the link in the e-mail." });

export const PasswordResetToken = z
  .object({ token: ResetToken })
  .meta({ id: "PasswordResetToken" });
export type PasswordResetToken = z.input<typeof PasswordResetToken>;

export const PasswordResetTokenState = z
  .object({ valid: z.literal(true), expires_at: IsoDateTime })
  .meta({ id: "PasswordResetTokenState" });

export const PasswordReset = z
  .object({
    token: ResetToken,
    password: NewPassword.meta({
      description: "At least 8 characters and not one of the common or breached passwords.",
    }),
  })
  .meta({ id: "PasswordReset" });
export type PasswordReset = z.input<typeof PasswordReset>;

export const PasswordResetDone = z
  .object({ password_changed: z.literal(true) })
  .meta({ id: "PasswordResetDone" });

export const FavoritesRequest = z
  .object({
    page: z.number().int().min(1).max(1_000_000).optional().meta({
      description: "1-based page number (default 1).",
    }),
    page_size: z
      .number()
      .int()
      .min(1)
      .transform((v) => Math.min(v, CATALOG_MAX_PAGE_SIZE))
      .optional()
      .meta({
        description: `Items per page, ${CATALOG_DEFAULT_PAGE_SIZE} by default; more than ${CATALOG_MAX_PAGE_SIZE} is served as ${CATALOG_MAX_PAGE_SIZE}.`,
      }),
  })
  .meta({ id: "FavoritesRequest" });
export type FavoritesRequest = z.infer<typeof FavoritesRequest>;

export const FavoriteChange = z
  .object({ product_id: z.number().int(), is_favorite: z.boolean() })
  .meta({ id: "FavoriteChange" });
export type FavoriteChange = z.infer<typeof FavoriteChange>;
