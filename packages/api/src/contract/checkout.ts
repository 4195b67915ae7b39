// Paying and placing an order (spec section 7, Payment and bank, Order): the built-in methods that
// need no provider's account: card (through the built-in test gateway with its 3-D Secure step), wire transfer and
// pay at the door. Card numbers and CVVs pass through and are never stored or logged.
import { z } from "zod";

// The card payment providers and the redirect ones, from the API's payment registry
// (modules/payments/provider-names.ts: names and labels only, no adapter code; api-032).
import { PAYMENT_PROVIDER_NAMES } from "../modules/payments/provider-names.ts";

export {
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDER_NAMES,
  type PaymentProviderName,
  REDIRECT_PROVIDER_NAMES,
  type RedirectProviderName,
} from "../modules/payments/provider-names.ts";

export const CARD_BRANDS = ["visa", "mastercard", "amex", "troy"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The card's brand from its first digits, as the card form shows it while the number is typed. */
export function cardBrand(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, "");
  if (/^9792/.test(digits)) return "troy";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^4/.test(digits)) return "visa";
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mastercard";
  return null;
}

/** The Luhn check digit of card numbers. */
export function isLuhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, "");
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const IdempotencyKey = z.string().trim().min(16).max(100).meta({
  description:
    "Made once by the client for one payment attempt (a random UUID); the same key again answers the order it already made instead of making another.",
});

/** What every payment confirms: the two agreements of the approve step. */
export const PaymentBase = {
  idempotency_key: IdempotencyKey,
  distance_selling_agreement: z.literal(true, { error: "must_accept" }),
  preliminary_information: z.literal(true, { error: "must_accept" }),
};

export const WireTransferQuery = z.object({
  selected_account: z.coerce.number().int().positive().max(2_147_483_647).meta({
    description: "The bank account (bank/getBankAccounts) the shopper will transfer to.",
  }),
});
export const DOOR_PAYMENT_TYPES = ["cash", "card"] as const;
export const DoorQuery = z.object({ door_payment_type: z.enum(DOOR_PAYMENT_TYPES) });

export const PaymentBody = z.object(PaymentBase).meta({ id: "PaymentBody" });

/** PaymentBody as a query, for the specification's GET calls: the agreements as "true". */
export const PaymentQuery = z.object({
  idempotency_key: IdempotencyKey,
  distance_selling_agreement: z.literal("true", { error: "must_accept" }),
  preliminary_information: z.literal("true", { error: "must_accept" }),
});

export const CardPaymentBody = z
  .object({
    ...PaymentBase,
    card_holder: z.string().trim().min(2).max(100),
    card_number: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{12,19}$/, { error: "invalid_card_number" }))
      .refine(isLuhnValid, { error: "invalid_card_number" }),
    expire_month: z.coerce.number().int().min(1).max(12),
    expire_year: z.coerce.number().int().min(2000).max(2100),
    cvv: z.string().regex(/^\d{3,4}$/, { error: "invalid_format" }),
    installment: z.number().int().min(1).max(12).default(1),
  })
  .meta({ id: "CardPaymentBody" });
export type CardPaymentBody = z.infer<typeof CardPaymentBody>;
/** What a client sends: the expiry as typed in the form (text) is fine. */
export type CardPaymentRequest = z.input<typeof CardPaymentBody>;

export const InstallmentQueryBody = z
  .object({
    bin: z
      .string()
      .regex(/^\d{6,8}$/, { error: "invalid_format" })
      .meta({ description: "The card number's first 6 to 8 digits." }),
  })
  .meta({ id: "InstallmentQueryBody" });

export const InstallmentOption = z
  .object({
    count: z.number().int(),
    monthly: z.number().int(),
    total: z.number().int(),
    interest_rate: z.number().meta({ description: "Percent added to the total." }),
  })
  .meta({ id: "InstallmentOption" });
export type InstallmentOption = z.infer<typeof InstallmentOption>;

export const InstallmentInfo = z
  .object({
    brand: z.enum(CARD_BRANDS).nullable(),
    card_type: z.enum(["credit", "debit"]),
    bank_name: z.string().nullable(),
    currency_code: z.string(),
    installments: z.array(InstallmentOption),
  })
  .meta({ id: "InstallmentInfo" });
export type InstallmentInfo = z.infer<typeof InstallmentInfo>;

export const ThreeDSecureChallenge = z
  .object({
    reference: z.string(),
    amount: z.number().int(),
    currency_code: z.string(),
    card_brand: z.enum(CARD_BRANDS).nullable(),
    card_last4: z.string(),
    merchant: z.string(),
    attempts_left: z.number().int(),
    expires_at: z.string(),
  })
  .meta({ id: "ThreeDSecureChallenge" });
export type ThreeDSecureChallenge = z.infer<typeof ThreeDSecureChallenge>;

export const ThreeDSecureBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: "invalid_format" }),
  })
  .meta({ id: "ThreeDSecureBody" });

export const PaymentMethod = z
  .object({
    code: z.enum(["card", "wire_transfer", "door"]),
    name: z.string(),
    fee: z.number().int().meta({ description: "Added to the total (pay at the door)." }),
    currency_code: z.string(),
    providers: z.array(z.enum(PAYMENT_PROVIDER_NAMES)).meta({
      description:
        "For card: the providers that take cards, the built-in test gateway first, then those whose credentials are configured.",
    }),
  })
  .meta({ id: "PaymentMethod" });

export const BankAccount = z
  .object({
    id: z.number().int(),
    bank_name: z.string(),
    branch_name: z.string().nullable(),
    branch_code: z.string().nullable(),
    account_holder: z.string(),
    account_number: z.string().nullable(),
    iban: z.string(),
    currency_code: z.string(),
    logo: z.string().nullable(),
  })
  .meta({ id: "BankAccount" });
export type BankAccount = z.infer<typeof BankAccount>;

export const PlacedOrder = z
  .object({
    order_id: z.number().int(),
    order_code: z.string().meta({ example: "JS100001" }),
    status: z.string(),
    payment_method: z.enum(["card", "wire_transfer", "door"]),
    total: z.number().int(),
    currency_code: z.string(),
    email: z.string(),
    bank_account: BankAccount.nullable().meta({
      description: "For a wire transfer: where to send the money, with the order code in the note.",
    }),
  })
  .meta({ id: "PlacedOrder" });
export type PlacedOrder = z.infer<typeof PlacedOrder>;

export const CardPaymentStarted = z
  .object({
    three_d_secure: z.object({
      reference: z.string(),
      path: z.string().meta({ description: "Where the shopper answers the bank's challenge." }),
      html: z.string().nullable().meta({
        description:
          "The provider's own 3-D Secure page to show the shopper (iyzico); null for the test gateway, whose challenge is at path.",
      }),
    }),
  })
  .meta({ id: "CardPaymentStarted" });

export const PaytrIframe = z
  .object({
    reference: z.string(),
    iframe_url: z.string().meta({ description: "PayTR's payment page, to show in an iframe." }),
  })
  .meta({ id: "PaytrIframe" });
export type PaytrIframe = z.infer<typeof PaytrIframe>;

export const PaymentRedirect = z
  .object({
    reference: z.string(),
    redirect_url: z.string().meta({
      description:
        "The provider's page (PayPal's approval, ZainCash's or DPO's payment page); it sends the shopper back to payment/return/{reference}.",
    }),
  })
  .meta({ id: "PaymentRedirect" });
export type PaymentRedirect = z.infer<typeof PaymentRedirect>;
