// The payment methods the shop offers, its bank accounts, and what the shop asks of the provider
// that took a card payment after the fact (a refund, which provider it was). The card payment
// that makes an order (start, 3-D Secure, callback, settle) is checkout's
// (checkout/card-payments.service.ts); orders refund through this file, so neither of the two
// imports the other.
import { and, asc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { type BankAccount, type LanguageCode, PAYMENT_METHOD_CODES } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { bankAccounts, cardPayments, currencies } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { readCommerceSettings } from "../cart/cart-view.service.ts";
import { convertMinor, getRates, pickRate } from "../currencies/currency.service.ts";
import { PAYMENT_NAMES } from "./payment-names.ts";
import {
  type PaymentProvider,
  type ProviderName,
  ProviderUnavailableError,
  type StoredPayment,
} from "./payment-provider.ts";

/** The configured provider of that name (the test gateway among them when it is on, config.ts). */
export function findProvider(configured: PaymentProvider[], name: string): PaymentProvider {
  const provider = configured.find((p) => p.name === name);
  if (!provider) throw new ApiError("payment_method_unavailable", 409);
  return provider;
}

/** A provider's failure to answer, as the shopper and the admin see it. */
export async function asking<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new ApiError("payment_provider_unavailable", 502);
    throw error;
  }
}

export async function listPaymentMethods(
  db: Database,
  lang: LanguageCode,
  currencyId: number,
  configured: PaymentProvider[],
) {
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
    providers:
      code === "card"
        ? configured
            .filter((p) => !p.currencies || p.currencies.includes(target.code))
            .map((p) => p.name)
        : [],
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

export const callbackPath = (provider: ProviderName) => `/api/v1/payment/callback/${provider}`;

/**
 * Erases the pages with a card in them (a form the shopper's browser posts to the provider) of
 * payments whose time ran out before the page was opened; an opened one is erased as it is
 * served (readProviderPage). Answers how many were erased.
 */
export async function forgetUnservedCardPages(
  db: Database,
  providers: readonly string[],
  now: Date = new Date(),
): Promise<number> {
  const erased = await db
    .update(cardPayments)
    .set({ providerPage: null })
    .where(
      and(
        isNotNull(cardPayments.providerPage),
        inArray(cardPayments.provider, [...providers]),
        lte(cardPayments.expiresAt, now),
      ),
    )
    .returning({ id: cardPayments.id });
  return erased.length;
}

export type PaymentRow = typeof cardPayments.$inferSelect;

export async function storedPayment(db: Database, payment: PaymentRow): Promise<StoredPayment> {
  const [currency] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.id, payment.currencyId));
  return {
    reference: payment.reference,
    amount: payment.amount,
    currencyCode: currency?.code ?? "",
    installments: payment.installments,
    providerPaymentId: payment.providerPaymentId,
    lang: payment.languageCode as LanguageCode,
  };
}

/**
 * Gives `amount` of an order's card payment back through the provider that took it (the admin's
 * refund marked refunded). Orders paid otherwise (wire transfer, at the door) are refunded by hand.
 */
export async function refundOrderPayment(
  db: Database,
  configured: PaymentProvider[],
  orderId: number,
  amount: number,
): Promise<void> {
  const [payment] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.orderId, orderId), eq(cardPayments.status, "succeeded")));
  if (!payment?.providerPaymentId) return;
  const provider = findProvider(configured, payment.provider);
  const stored = await storedPayment(db, payment);
  await asking(() =>
    provider.refund(
      { ...stored, providerPaymentId: payment.providerPaymentId as string },
      amount,
      "127.0.0.1",
    ),
  );
}

/** Which provider took a payment (null: no such payment). */
export async function paymentProviderOf(db: Database, reference: string): Promise<string | null> {
  const [payment] = await db
    .select({ provider: cardPayments.provider })
    .from(cardPayments)
    .where(eq(cardPayments.reference, reference));
  return payment?.provider ?? null;
}
