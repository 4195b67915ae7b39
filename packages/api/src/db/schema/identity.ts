// Who calls the shop: customers (members), admins and guests, the tokens they carry, their
// browsing sessions, and the counters that rate-limit sign-in attempts.
//
// - Tokens are 32 random bytes handed to the client once; only their SHA-256 (hex) is stored.
//   A token lives 86400 s (expires_at) and can be revoked (revoked_at). Exactly one owner column
//   is set, the one its kind names.
// - E-mail addresses are unique regardless of case, phones are stored normalised to E.164
//   (+905321234567) and unique, both enforced here and not only by the service.
// - Other domains refer to a customer by `customer_id` (customers.id) and to a guest by its
//   `guest_code` (guests.code).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const created = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const GENDERS = ["female", "male", "unspecified"] as const;

export const customers = pgTable(
  "customers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    // scrypt$N$r$p$salt$hash (base64url); null for accounts that only sign in socially.
    passwordHash: text("password_hash"),
    gender: text("gender"),
    birthday: date("birthday"),
    identityNumber: text("identity_number"),
    fax: text("fax"),
    homePhone: text("home_phone"),
    officePhone: text("office_phone"),
    // URL path (under /uploads) of the profile picture the customer uploaded; null: none.
    profileImagePath: text("profile_image_path"),
    languageCode: text("language_code").notNull().default("tr"),
    kvkkAcceptedAt: timestamp("kvkk_accepted_at", { withTimezone: true }).notNull(),
    membershipAcceptedAt: timestamp("membership_accepted_at", { withTimezone: true }).notNull(),
    // Commercial electronic messages (İYS) are opt-in and separate from the agreements.
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    phoneConfirmedAt: timestamp("phone_confirmed_at", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    // Set when the member deleted the account: the row stays, anonymised, for the orders that
    // point at it (customers/account.service.ts).
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: created(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("customers_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("customers_phone_key").on(t.phone),
    check(
      "customers_gender_check",
      sql`${t.gender} IS NULL OR ${t.gender} IN ('female', 'male', 'unspecified')`,
    ),
    check("customers_phone_check", sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check(
      "customers_identity_number_check",
      sql`${t.identityNumber} IS NULL OR ${t.identityNumber} ~ '^[1-9][0-9]{10}$'`,
    ),
  ],
);

export const admins = pgTable(
  "admins",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    // RFC 6238 second factor (base32 secrets, never returned after enrolment): pending until the
    // admin confirms a first code; last_step is the last time step used, so each code works once.
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpLastStep: integer("totp_last_step"),
    createdAt: created(),
  },
  (t) => [uniqueIndex("admins_email_key").on(sql`lower(${t.email})`)],
);

/**
 * Between an admin's right password and the second factor: a single-use ticket of a few minutes
 * (only its SHA-256 stored), so that the password is not sent again with the code.
 */
export const adminTwoFactorTickets = pgTable(
  "admin_two_factor_tickets",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ticketHash: text("ticket_hash").notNull().unique("admin_two_factor_tickets_hash_key"),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("admin_two_factor_tickets_expires_idx").on(t.expiresAt)],
);

export const guests = pgTable("guests", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  // The spec's guest_code, kept by the storefront in a cookie.
  code: text("code").notNull().unique("guests_code_key"),
  // Set when the guest signs up or signs in and the cart moves over (cartGuestToCustomer).
  customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
  createdAt: created(),
});

export const TOKEN_KINDS = ["customer", "admin", "guest"] as const;

export const authTokens = pgTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text("token_hash").notNull().unique("auth_tokens_token_hash_key"),
    kind: text("kind").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "cascade" }),
    guestId: integer("guest_id").references(() => guests.id, { onDelete: "cascade" }),
    createdAt: created(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // An admin's token ends after a while without requests (adminIdleSeconds): moved on each use.
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("auth_tokens_customer_idx").on(t.customerId),
    index("auth_tokens_admin_idx").on(t.adminId),
    index("auth_tokens_expires_idx").on(t.expiresAt),
    check(
      "auth_tokens_owner_check",
      sql`CASE ${t.kind}
        WHEN 'customer' THEN ${t.customerId} IS NOT NULL AND ${t.adminId} IS NULL AND ${t.guestId} IS NULL
        WHEN 'admin' THEN ${t.adminId} IS NOT NULL AND ${t.customerId} IS NULL AND ${t.guestId} IS NULL
        WHEN 'guest' THEN ${t.guestId} IS NOT NULL AND ${t.customerId} IS NULL AND ${t.adminId} IS NULL
        ELSE false END`,
    ),
  ],
);

/**
 * Single-use sign-in codes for `?token=` links: a few minutes' life, only the SHA-256 stored,
 * used_at set by the one conditional UPDATE that exchanges the code for a fresh session token.
 * created_by_admin_id: the admin who made the link ("sign in as this customer"); null when the
 * customer made it for themselves.
 */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    codeHash: text("code_hash").notNull().unique("sign_in_codes_code_hash_key"),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdByAdminId: integer("created_by_admin_id").references(() => admins.id, {
      onDelete: "set null",
    }),
    createdAt: created(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("sign_in_codes_expires_idx").on(t.expiresAt)],
);

/** A logged-in shopper's visit (customerToken/sessionStart and sessionEnd). */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // The spec's session_id: random, handed to the browser.
    sessionId: text("session_id").notNull().unique("customer_sessions_session_id_key"),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    lastUrl: text("last_url"),
  },
  (t) => [index("customer_sessions_customer_idx").on(t.customerId, t.startedAt)],
);

/**
 * Fixed-window counters (sign-in attempts per account and per client address). Kept in the
 * database so that every process behind a load balancer counts together.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);
