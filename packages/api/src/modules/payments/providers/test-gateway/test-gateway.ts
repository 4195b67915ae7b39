// The built-in test card gateway, working offline so the shop sells end to end on one machine: BIN lookup, the installment
// table, and a 3-D Secure challenge on the shop's own page answered with the test bank's code.
// It is one adapter of the PaymentProvider interface, always on, beside the configured ones.
import { type CardBrand, cardBrand, type InstallmentOption } from "../../../../contract/index.ts";
import type { PaymentProvider } from "../../payment-provider.ts";

/** The one-time code the test bank's 3-D Secure page accepts. */
export const TEST_3DS_CODE = "123456";
export const TEST_MERCHANT = "JS Test Bank Sanal POS";

/** Cards the test bank declines at the 3-D Secure step, as real test environments have them. */
const DECLINED = new Set(["4000000000000002", "5105105105105100"]);

/** Test BINs of Turkish banks: which bank, and whether the card is a debit card (no instalments). */
const BINS: Record<string, { bank: string; debit: boolean }> = {
  "435508": { bank: "Akbank", debit: false },
  "540061": { bank: "Garanti BBVA", debit: false },
  "454360": { bank: "Ziraat Bankası", debit: true },
  "979203": { bank: "Halkbank", debit: false },
  "411111": { bank: "Test Bank", debit: false },
  "555555": { bank: "Test Bank", debit: false },
};

/** The instalment counts the test gateway offers with the interest each adds, in percent. */
const INSTALLMENT_RATES: ReadonlyArray<[number, number]> = [
  [1, 0],
  [2, 2.5],
  [3, 3.9],
  [6, 7.9],
  [9, 11.9],
  [12, 15.9],
];

export interface BinInfo {
  brand: CardBrand | null;
  debit: boolean;
  bank: string | null;
}

export function binInfo(bin: string): BinInfo {
  const known = BINS[bin.slice(0, 6)];
  return { brand: cardBrand(bin), debit: known?.debit ?? false, bank: known?.bank ?? null };
}

/** The instalment table for an amount: a debit card pays at once. */
export function installmentOptions(amount: number, info: BinInfo): InstallmentOption[] {
  const rates = info.debit ? INSTALLMENT_RATES.slice(0, 1) : INSTALLMENT_RATES;
  return rates.map(([count, rate]) => {
    const total = Math.round((amount * (100 + rate)) / 100);
    return { count, monthly: Math.round(total / count), total, interest_rate: rate };
  });
}

export function declines(cardNumber: string): boolean {
  return DECLINED.has(cardNumber);
}

export const testGateway: PaymentProvider = {
  name: "test",
  cardForm: true,
  async cardInfo(bin, cartTotal) {
    const info = binInfo(bin);
    return { ...info, installments: installmentOptions(cartTotal, info) };
  },
  async start(request) {
    if (request.card && declines(request.card.number))
      return { kind: "declined", reason: "test card declined" };
    return { kind: "challenge" };
  },
  async verify(payment, fields) {
    if (fields.code !== TEST_3DS_CODE) return { status: "failed", reason: "wrong_code" };
    return {
      status: "succeeded",
      amount: payment.amount,
      currencyCode: payment.currencyCode,
      installments: payment.installments,
      providerPaymentId: payment.reference,
    };
  },
  // The offline test bank moved no money, so there is nothing to send back: the admin's refund
  // is the whole of it.
  async refund() {},
};
