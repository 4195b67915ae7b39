// One-time codes sent to a member's phone by SMS or WhatsApp, to sign in or to confirm the phone.
//
// - One row per (phone, purpose): sending a new code overwrites the row in one upsert, whose
//   WHERE clause also holds the resend wait, so two sends at once store one code.
// - Only a hash of the code is stored (SHA-256 of phone, purpose and code): six digits are not
//   secret against someone holding the table, but the row lives ten minutes and gives five tries.
// - Using a code is one conditional UPDATE (`used_at IS NULL AND expires_at > now() AND attempts
//   < 5`), so two confirmations at once succeed once; each wrong try adds one to `attempts`.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./catalog.ts";
import { customers } from "./identity.ts";

export const OTP_PURPOSES = ["login", "confirm_phone"] as const;
export const OTP_CHANNELS = ["sms", "whatsapp"] as const;

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // E.164, as customers.phone.
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    channel: text("channel").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("otp_codes_phone_purpose_key").on(t.phone, t.purpose),
    index("otp_codes_customer_idx").on(t.customerId),
    check("otp_codes_purpose_check", sql`${t.purpose} IN ('login', 'confirm_phone')`),
    check("otp_codes_channel_check", sql`${t.channel} IN ('sms', 'whatsapp')`),
    check("otp_codes_attempts_check", sql`${t.attempts} >= 0`),
  ],
);
