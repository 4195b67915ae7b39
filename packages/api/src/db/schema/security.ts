// The security-event log: who did what security-relevant thing, from where, with what outcome
// (sign-ins and their failures, throttled tries, registrations, password changes and resets,
// admin writes). Never a password,
// token or card number: `detail` holds only the reason or the path.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const SECURITY_EVENT_KINDS = [
  "sign_in",
  "registration",
  "password_change",
  "password_reset",
  "admin_write",
] as const;
export const SECURITY_OUTCOMES = ["success", "failure", "refused"] as const;

export const securityEvents = pgTable(
  "security_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").notNull(),
    outcome: text("outcome").notNull(),
    // Who: customer, admin or guest with its id; for a failed sign-in only the e-mail tried.
    actorKind: text("actor_kind"),
    actorId: integer("actor_id"),
    email: text("email"),
    address: text("address"),
    detail: jsonb("detail").$type<Record<string, string | number>>(),
  },
  (t) => [
    index("security_events_at_idx").on(t.at),
    check(
      "security_events_kind_check",
      sql.raw(`kind IN (${SECURITY_EVENT_KINDS.map((k) => `'${k}'`).join(", ")})`),
    ),
    check(
      "security_events_outcome_check",
      sql.raw(`outcome IN (${SECURITY_OUTCOMES.map((k) => `'${k}'`).join(", ")})`),
    ),
  ],
);

/**
 * The admin's audit log: every row an admin's request inserted, changed or deleted, with its
 * before and after (db/audit.ts installs the triggers that write it). Secrets are left out.
 */
export const adminChanges = pgTable(
  "admin_changes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    adminId: integer("admin_id").notNull(),
    // The changes of one request share it (the X-Request-Id the API answered with).
    requestId: text("request_id"),
    tableName: text("table_name").notNull(),
    // The row's id, where the table has one; translations are named by their keys in before/after.
    rowKey: text("row_key"),
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("admin_changes_at_idx").on(t.at),
    index("admin_changes_row_idx").on(t.tableName, t.rowKey),
    check("admin_changes_action_check", sql`action IN ('insert', 'update', 'delete')`),
  ],
);
