// Which payment methods the checkout offers and the pay-at-the-door fee, kept as code/value rows
// of `settings` (payment_<method>_active "1" or "0"; no row: on, as a shop starts). The checkout
// reads them through the cart reference (cart-reference.ts).
import { inArray, sql } from "drizzle-orm";
import {
  type AdminPaymentSettings,
  type AdminPaymentSettingsInput,
  CURRENCIES,
  DEFAULT_CURRENCY_ID,
  PAYMENT_METHOD_CODES,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { settings } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";

export const paymentActiveCode = (method: string) => `payment_${method}_active`;

const CODES = [...PAYMENT_METHOD_CODES.map(paymentActiveCode), "door_payment_fee"];
const SHOP_CURRENCY =
  CURRENCIES.find((currency) => currency.id === DEFAULT_CURRENCY_ID)?.code ?? "TRY";

export async function readPaymentSettings(
  db: Database,
  configured: PaymentProvider[],
): Promise<AdminPaymentSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.code, CODES));
  const value = new Map(rows.map((row) => [row.code, row.value]));
  const active = (method: string) => value.get(paymentActiveCode(method)) !== "0";
  return {
    card: active("card"),
    wire_transfer: active("wire_transfer"),
    door: active("door"),
    door_fee: Number(value.get("door_payment_fee") ?? "0"),
    currency_code: SHOP_CURRENCY,
    card_providers: configured.map((provider) => provider.name),
  };
}

/** A shop always keeps one way to pay; the fee is set in the shop's currency. */
export async function updatePaymentSettings(
  db: Database,
  input: AdminPaymentSettingsInput,
  configured: PaymentProvider[],
): Promise<AdminPaymentSettings> {
  if (!PAYMENT_METHOD_CODES.some((method) => input[method]))
    throw new ApiError("validation_error", 400, {
      fields: PAYMENT_METHOD_CODES.map((field) => ({ field, code: "invalid_value" as const })),
    });
  const rows = [
    ...PAYMENT_METHOD_CODES.map((method) => ({
      code: paymentActiveCode(method),
      value: input[method] ? "1" : "0",
      isPublic: false,
    })),
    { code: "door_payment_fee", value: String(input.door_fee), isPublic: true },
    { code: "door_payment_currency", value: String(DEFAULT_CURRENCY_ID), isPublic: true },
  ];
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: settings.code,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
  return readPaymentSettings(db, configured);
}
