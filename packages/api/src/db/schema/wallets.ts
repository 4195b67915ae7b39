// Wallet tokens (Google Pay, Apple Pay) the shop has opened. A token is single-use: its id
// (Google's messageId, Apple's transactionId) is kept, unique per wallet, so that the same token
// sent again is refused instead of charged twice (api-023).
import { integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt } from "./catalog.ts";
import { cardPayments } from "./orders.ts";

export const WALLETS = ["google_pay", "apple_pay"] as const;

export const walletTokens = pgTable(
  "wallet_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    wallet: text("wallet", { enum: WALLETS }).notNull(),
    tokenId: text("token_id").notNull(),
    cardPaymentId: integer("card_payment_id").references(() => cardPayments.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [unique("wallet_tokens_wallet_token_id_key").on(t.wallet, t.tokenId)],
);
