// Generated from the payment registry (registry.ts) by scripts/generate-payments.ts: do not
// edit, run `pnpm --filter @shop/api generate:payments`.
// No imports: the contract, and with it the app's browser code, reads this without any adapter.
// The names are a literal tuple, through which the app's clients infer their types (api-032).

export const PAYMENT_PROVIDER_NAMES = [
  "test",
  "iyzico",
  "paytr",
  "moka",
  "ipara",
  "qnbpay",
  "isyerimpos",
  "tami",
  "craftgate",
  "paypal",
  "zaincash",
  "dpo",
] as const;

/** What each provider offers (PaymentOffer in provider-names.ts). */
export const PAYMENT_PROVIDER_OFFERS = {
  test: "test_card",
  iyzico: "card_3ds",
  paytr: "own_page",
  moka: "card_3ds",
  ipara: "card_3ds",
  qnbpay: "card_3ds",
  isyerimpos: "card_return",
  tami: "card_3ds",
  craftgate: "card_3ds",
  paypal: "redirect",
  zaincash: "redirect",
  dpo: "redirect",
} as const;

/** Each provider's name as the shop shows it, in each of the shop's languages. */
export const PAYMENT_PROVIDER_LABELS = {
  test: { tr: "Test bankası", en: "Test bank", ar: "بنك الاختبار" },
  iyzico: { tr: "iyzico", en: "iyzico", ar: "iyzico" },
  paytr: { tr: "PayTR", en: "PayTR", ar: "PayTR" },
  moka: { tr: "Moka", en: "Moka", ar: "Moka" },
  ipara: { tr: "iPara", en: "iPara", ar: "iPara" },
  qnbpay: { tr: "QNBpay", en: "QNBpay", ar: "QNBpay" },
  isyerimpos: { tr: "İşyerimPOS", en: "İşyerimPOS", ar: "İşyerimPOS" },
  tami: { tr: "Tami", en: "Tami", ar: "Tami" },
  craftgate: { tr: "Craftgate", en: "Craftgate", ar: "Craftgate" },
  paypal: { tr: "PayPal", en: "PayPal", ar: "PayPal" },
  zaincash: { tr: "ZainCash", en: "ZainCash", ar: "زين كاش" },
  dpo: { tr: "DPO Pay", en: "DPO Pay", ar: "DPO Pay" },
} as const;
