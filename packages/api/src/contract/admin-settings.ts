// The admin's checkout settings: which payment methods the shop offers and the pay-at-the-door
// fee, the cargo companies with their prices, and the bank accounts shown for wire transfer.
// Money is in whole minor units; the door fee and cargo prices are in the shop's currency.
import { z } from "zod";
import { optionalText } from "./admin-fields.ts";
import { PAYMENT_PROVIDER_NAMES } from "./checkout.ts";
import { requiredText } from "./identity.ts";

const Money = z.number().int().min(0).max(1e11);

export const PAYMENT_METHOD_CODES = ["card", "wire_transfer", "door"] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

export const AdminPaymentSettings = z
  .object({
    card: z.boolean(),
    wire_transfer: z.boolean(),
    door: z.boolean(),
    door_fee: Money.meta({ description: "The pay-at-the-door fee, in the shop's currency." }),
    currency_code: z.string().meta({ description: "The shop's currency, the fee's currency." }),
    card_providers: z.array(z.enum(PAYMENT_PROVIDER_NAMES)).meta({
      description:
        "The card payment providers that are on: the built-in test gateway, and those whose credentials the server's environment holds (IYZICO_*, PAYTR_*). Read only; the credentials themselves are never returned.",
    }),
  })
  .meta({ id: "AdminPaymentSettings" });
export type AdminPaymentSettings = z.infer<typeof AdminPaymentSettings>;

export const AdminPaymentSettingsInput = AdminPaymentSettings.omit({
  currency_code: true,
  card_providers: true,
}).meta({
  id: "AdminPaymentSettingsInput",
});
export type AdminPaymentSettingsInput = z.infer<typeof AdminPaymentSettingsInput>;

export const AdminCargoCompany = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    tracking_url_template: z.string(),
    base_price: z.number().int(),
    base_desi: z.number(),
    extra_desi_price: z.number().int(),
    free_shipping_threshold: z.number().int().nullable(),
    delivery_days_min: z.number().int(),
    delivery_days_max: z.number().int(),
    is_default: z.boolean(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    currency_code: z.string(),
  })
  .meta({ id: "AdminCargoCompany" });
export type AdminCargoCompany = z.infer<typeof AdminCargoCompany>;

export const AdminCargoCompanyInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[a-z0-9-]+$/),
    name: requiredText(100),
    tracking_url_template: z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/.*\{code\}/)
      .meta({ description: "An http(s) address with {code} where the tracking number goes." }),
    base_price: Money,
    base_desi: z.number().min(0).max(1000).multipleOf(0.01).default(5),
    extra_desi_price: Money.default(0),
    free_shipping_threshold: Money.nullable().default(null).meta({
      description: "A cart of at least this much ships free; null: never free.",
    }),
    delivery_days_min: z.number().int().min(0).max(60).default(1),
    delivery_days_max: z.number().int().min(0).max(60).default(3),
    is_default: z.boolean().default(false),
    is_active: z.boolean().default(true),
    sort_order: z.number().int().min(0).max(1e6).default(0),
  })
  .meta({ id: "AdminCargoCompanyInput" });
export type AdminCargoCompanyInput = z.infer<typeof AdminCargoCompanyInput>;

export const AdminBankAccount = z
  .object({
    id: z.number().int(),
    bank_name: z.string(),
    branch_name: z.string().nullable(),
    branch_code: z.string().nullable(),
    account_holder: z.string(),
    account_number: z.string().nullable(),
    iban: z.string(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    currency_code: z.string(),
  })
  .meta({ id: "AdminBankAccount" });
export type AdminBankAccount = z.infer<typeof AdminBankAccount>;

export const AdminBankAccountInput = z
  .object({
    bank_name: requiredText(100),
    branch_name: optionalText(100),
    branch_code: optionalText(20),
    account_holder: requiredText(150),
    account_number: optionalText(40),
    iban: z
      .string()
      .max(50)
      .transform((value) => value.replace(/\s+/g, "").toUpperCase())
      .meta({ description: "Spaces are dropped; the check digits are verified." }),
    currency_code: z.string().trim().toUpperCase().length(3).default("TRY"),
    is_active: z.boolean().default(true),
    sort_order: z.number().int().min(0).max(1e6).default(0),
  })
  .meta({ id: "AdminBankAccountInput" });
export type AdminBankAccountInput = z.infer<typeof AdminBankAccountInput>;
