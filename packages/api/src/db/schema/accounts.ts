// What a member keeps besides the profile: favourite products, and the single-use links of a
// forgotten password.
//
// - A favourite is a (customer, product) pair, unique: adding twice is harmless.
// - A password-reset link carries 32 random bytes; only their SHA-256 (hex) is stored, with an
//   expiry one hour after issue and the moment it was used. Using it is one conditional UPDATE
//   (`used_at IS NULL AND expires_at > now()`), so two uses at once succeed once.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, products } from "./catalog.ts";
import { customers } from "./identity.ts";

export const customerFavorites = pgTable(
  "customer_favorites",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("customer_favorites_key").on(t.customerId, t.productId),
    index("customer_favorites_product_idx").on(t.productId),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash),
    index("password_reset_tokens_customer_idx").on(t.customerId),
    index("password_reset_tokens_expires_idx").on(t.expiresAt),
  ],
);
