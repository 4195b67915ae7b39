// Social sign-in (modules/social-login): the identities customers sign in with at Google,
// Facebook, Apple (or any OpenID provider the environment configures), and the sign-ins under
// way between the redirect to the provider and its return.
//
// - An identity is the provider's `sub` for our client: unique per provider, one customer may have
//   several (Google and Apple), and it goes with the customer when the account is deleted.
// - A flow row lives 10 minutes and is used once. The browser holds only a random value whose
//   SHA-256 is `binding_hash`, so the callback is accepted only from the browser that started it.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./identity.ts";

export const customerIdentities = pgTable(
  "customer_identities",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    // The e-mail address the provider vouched for when the identity was linked (for support).
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customer_identities_provider_subject_key").on(t.provider, t.subject),
    index("customer_identities_customer_idx").on(t.customerId),
  ],
);

export const socialLoginFlows = pgTable(
  "social_login_flows",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bindingHash: text("binding_hash").notNull().unique("social_login_flows_binding_hash_key"),
    provider: text("provider").notNull(),
    state: text("state").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    returnPath: text("return_path").notNull(),
    languageCode: text("language_code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("social_login_flows_expires_idx").on(t.expiresAt)],
);
