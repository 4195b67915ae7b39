// The payment methods, the shop's bank accounts, and the card payment through the test gateway:
// the card form starts a payment for what the cart costs now, the shopper answers the bank's
// 3-D Secure challenge, and only when the server has checked that answer itself does the order
// come into being (placeOrder, in the same transaction). The card number and CVV are used for the
// checks of this request and then forgotten: only the brand and last four digits are kept.
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import {
  type BankAccount,
  type CardPaymentBody,
  cardBrand,
  type InstallmentInfo,
  type LanguageCode,
  PAYMENT_METHOD_CODES,
  type PlacedOrder,
  type ThreeDSecureChallenge,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { bankAccounts, cardPayments, currencies } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import type { Owner } from "../../lib/require-identity.ts";
import { evaluateCart, findCart, readCommerceSettings } from "../cart/cart-view.service.ts";
import { convertMinor, getRates, pickRate } from "../currencies/currency.service.ts";
import { PAYMENT_NAMES } from "../orders/status-names.ts";
import { placeOrder, readPlacedOrder, requirePaymentMethod } from "./order-placement.service.ts";
import {
  binInfo,
  declines,
  installmentOptions,
  TEST_3DS_CODE,
  TEST_MERCHANT,
} from "./test-gateway.ts";

export async function listPaymentMethods(db: Database, lang: LanguageCode, currencyId: number) {
  const [rates, shop] = await Promise.all([getRates(db), readCommerceSettings(db)]);
  const target = pickRate(rates, currencyId);
  const doorFee = convertMinor(
    shop.doorPaymentFee,
    pickRate(rates, shop.doorPaymentCurrencyId),
    target,
  );
  return PAYMENT_METHOD_CODES.filter((code) => !shop.paymentsOff.includes(code)).map((code) => ({
    code,
    name: PAYMENT_NAMES[lang][code],
    fee: code === "door" ? doorFee : 0,
    currency_code: target.code,
  }));
}

export async function listBankAccounts(db: Database): Promise<BankAccount[]> {
  const rows = await db
    .select({
      id: bankAccounts.id,
      bank_name: bankAccounts.bankName,
      branch_name: bankAccounts.branchName,
      branch_code: bankAccounts.branchCode,
      account_holder: bankAccounts.accountHolder,
      account_number: bankAccounts.accountNumber,
      iban: bankAccounts.iban,
      currency_code: currencies.code,
      logo: bankAccounts.logoPath,
    })
    .from(bankAccounts)
    .innerJoin(currencies, eq(currencies.id, bankAccounts.currencyId))
    .where(eq(bankAccounts.isActive, true))
    .orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.id));
  return rows;
}

interface PayContext {
  lang: LanguageCode;
  currencyId: number;
}

/** What a card payment for the cart would cost now, before instalment interest. */
async function cardAmount(db: Database, owner: Owner, context: PayContext) {
  await requirePaymentMethod(db, "card");
  const { details } = await evaluateCart(db, await findCart(db, owner), {
    ...context,
    paymentCode: "card",
  });
  if (details.items.length === 0) throw new ApiError("cart_empty", 409);
  if (!details.can_order) throw new ApiError("out_of_stock_items", 409);
  return { amount: details.total, currencyCode: details.currency_code };
}

export async function installmentInfo(
  db: Database,
  owner: Owner | undefined,
  bin: string,
  context: PayContext,
): Promise<InstallmentInfo> {
  const info = binInfo(bin);
  const cart = owner ? await findCart(db, owner) : undefined;
  const { details } = await evaluateCart(db, cart, { ...context, paymentCode: "card" });
  return {
    brand: info.brand,
    card_type: info.debit ? "debit" : "credit",
    bank_name: info.bank,
    currency_code: details.currency_code,
    installments: installmentOptions(details.total, info),
  };
}

const CHALLENGE_MINUTES = 15;
const CHALLENGE_TRIES = 3;

export async function startCardPayment(
  db: Database,
  owner: Owner,
  card: CardPaymentBody,
  context: PayContext & { now?: Date },
): Promise<{ reference: string }> {
  const now = context.now ?? new Date();
  const lastMonth = new Date(Date.UTC(card.expire_year, card.expire_month, 1));
  if (lastMonth <= now)
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "expire_year", in: "body", code: "card_expired" }],
    });
  const { amount } = await cardAmount(db, owner, context);
  const info = binInfo(card.card_number.slice(0, 8));
  const option = installmentOptions(amount, info).find((o) => o.count === card.installment);
  if (!option)
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "installment", in: "body", code: "invalid_value" }],
    });
  if (declines(card.card_number)) throw new ApiError("payment_failed", 402);
  const reference = randomBytes(18).toString("base64url");
  await db.insert(cardPayments).values({
    reference,
    ...(owner.customerId !== undefined
      ? { customerId: owner.customerId }
      : { guestId: owner.guestId }),
    idempotencyKey: card.idempotency_key,
    amount: option.total,
    currencyId: context.currencyId,
    installments: option.count,
    cardBrand: cardBrand(card.card_number) ?? "unknown",
    cardLast4: card.card_number.slice(-4),
    languageCode: context.lang,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
  });
  return { reference };
}

const ownedPayment = (owner: Owner, reference: string) =>
  and(
    eq(cardPayments.reference, reference),
    owner.customerId !== undefined
      ? eq(cardPayments.customerId, owner.customerId)
      : eq(cardPayments.guestId, owner.guestId),
  );

export async function readChallenge(
  db: Database,
  owner: Owner,
  reference: string,
): Promise<ThreeDSecureChallenge> {
  const [row] = await db
    .select({
      payment: cardPayments,
      currencyCode: currencies.code,
    })
    .from(cardPayments)
    .innerJoin(currencies, eq(currencies.id, cardPayments.currencyId))
    .where(ownedPayment(owner, reference));
  if (row?.payment.status !== "challenge" || row.payment.expiresAt <= new Date())
    throw new ApiError("record_not_found", 404);
  const brand = row.payment.cardBrand;
  return {
    reference,
    amount: row.payment.amount,
    currency_code: row.currencyCode,
    card_brand: brand === "unknown" ? null : (brand as ThreeDSecureChallenge["card_brand"]),
    card_last4: row.payment.cardLast4,
    merchant: TEST_MERCHANT,
    attempts_left: CHALLENGE_TRIES - row.payment.attempts,
    expires_at: row.payment.expiresAt.toISOString(),
  };
}

/**
 * Checks the shopper's answer to the 3-D Secure challenge and, when it is right, places the order
 * for exactly the amount that was authorised. A wrong code may be tried again (wrong_code) until
 * the tries run out; an expired, used or failed payment, or a cart that changed since, is
 * payment_failed, and the order is not made.
 */
export async function completeCardPayment(
  db: Database,
  owner: Owner,
  reference: string,
  code: string,
  context: { guestCode?: string | undefined },
): Promise<PlacedOrder> {
  let outcome: { order: PlacedOrder } | { wrong: number } | { failed: true };
  try {
    outcome = await db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(cardPayments)
        .where(ownedPayment(owner, reference))
        .for("update");
      if (!payment) throw new ApiError("record_not_found", 404);
      if (payment.status === "succeeded" && payment.orderId !== null)
        return { order: await readPlacedOrder(tx, payment.orderId) };
      if (payment.status !== "challenge" || payment.expiresAt <= new Date())
        return { failed: true as const };
      if (code !== TEST_3DS_CODE) {
        const attempts = payment.attempts + 1;
        const exhausted = attempts >= CHALLENGE_TRIES;
        await tx
          .update(cardPayments)
          .set({ attempts, ...(exhausted ? { status: "failed" } : {}) })
          .where(eq(cardPayments.id, payment.id));
        return exhausted ? { failed: true as const } : { wrong: CHALLENGE_TRIES - attempts };
      }
      const order = await placeOrder(tx, {
        owner,
        lang: payment.languageCode as LanguageCode,
        currencyId: payment.currencyId,
        method: "card",
        idempotencyKey: payment.idempotencyKey,
        guestCode: context.guestCode,
        card: {
          brand: payment.cardBrand,
          last4: payment.cardLast4,
          installments: payment.installments,
          amount: payment.amount,
        },
      });
      await tx
        .update(cardPayments)
        .set({ status: "succeeded", orderId: order.order_id })
        .where(eq(cardPayments.id, payment.id));
      return { order };
    });
  } catch (error) {
    // The bank said yes but the order could not be made (stock gone, cart changed): the
    // authorisation is dropped and the shopper goes back to the cart with the reason.
    if (error instanceof ApiError && error.code !== "record_not_found") {
      await db
        .update(cardPayments)
        .set({ status: "failed" })
        .where(and(ownedPayment(owner, reference), eq(cardPayments.status, "challenge")));
    }
    throw error;
  }
  if ("wrong" in outcome)
    throw new ApiError("wrong_code", 409, { params: { attempts: outcome.wrong } });
  if ("failed" in outcome) throw new ApiError("payment_failed", 402);
  return outcome.order;
}

/** The order a verified card payment made (createOrder / createOrderGuest). */
export async function orderOfPayment(
  db: Database,
  owner: Owner,
  reference: string,
): Promise<PlacedOrder> {
  const [payment] = await db.select().from(cardPayments).where(ownedPayment(owner, reference));
  if (!payment?.orderId) throw new ApiError("record_not_found", 404);
  return readPlacedOrder(db, payment.orderId);
}
