// The audit log's triggers. An admin's write runs in one transaction that names the admin
// (auth.middleware.ts: set_config('shop.admin_id', ..., true)); a row trigger on every table
// then writes each change with its before and after to admin_changes. Every other writer leaves
// the setting unset and the trigger returns at once. drizzle-kit cannot express functions or
// triggers, so migrate() installs them after the migrations, every time (idempotent).
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/** Tables that are logs, credentials or shoppers' working state, never an admin's change. */
const NOT_AUDITED = [
  "admin_changes",
  "security_events",
  "auth_tokens",
  "sign_in_codes",
  "customer_sessions",
  "rate_limits",
  "admin_two_factor_tickets",
  "password_reset_tokens",
  "otp_codes",
  "social_login_flows",
  "carts",
  "cart_items",
  "search_terms",
  "outbox_messages",
];

/** Columns never copied into the log. */
const SECRET_COLUMNS = [
  "password_hash",
  "token_hash",
  "code_hash",
  "ticket_hash",
  "binding_hash",
  "confirm_token_hash",
  "totp_secret",
  "totp_pending_secret",
];

const textArray = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(", ")}]::text[]`);

export async function installAuditTriggers(db: Database): Promise<void> {
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION shop_audit_admin_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      actor text := current_setting('shop.admin_id', true);
      old_row jsonb;
      new_row jsonb;
    BEGIN
      IF actor IS NULL OR actor = '' THEN RETURN NULL; END IF;
      IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - ${textArray(SECRET_COLUMNS)}; END IF;
      IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - ${textArray(SECRET_COLUMNS)}; END IF;
      IF old_row = new_row THEN RETURN NULL; END IF;
      INSERT INTO admin_changes (admin_id, request_id, table_name, row_key, action, before, after)
      VALUES (actor::integer, nullif(current_setting('shop.request_id', true), ''), TG_TABLE_NAME,
        coalesce(new_row, old_row) ->> 'id', lower(TG_OP), old_row, new_row);
      RETURN NULL;
    END
    $fn$`);
  await db.execute(sql`
    DO $do$
    DECLARE audited text;
    BEGIN
      FOR audited IN
        SELECT tablename FROM pg_tables
        WHERE schemaname = current_schema() AND tablename <> ALL (${textArray(NOT_AUDITED)})
      LOOP
        EXECUTE format('CREATE OR REPLACE TRIGGER shop_audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION shop_audit_admin_change()', audited);
      END LOOP;
    END
    $do$`);
}
