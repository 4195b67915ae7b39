// Paying with a wallet (Google Pay, the specification's confirmGooglePayment; Apple Pay): what the
// payment step needs to show a wallet's button, and the wallet's token sent back to be charged.
import { z } from "zod";
import { PaymentBase } from "./checkout.ts";

export const WALLET_NAMES = ["google_pay", "apple_pay"] as const;
export type WalletName = (typeof WALLET_NAMES)[number];

/** The card networks the shop takes through a wallet (troy is in neither wallet). */
export const GOOGLE_PAY_NETWORKS = ["VISA", "MASTERCARD", "AMEX"] as const;
export const APPLE_PAY_NETWORKS = ["visa", "masterCard", "amex"] as const;

export const WalletSettings = z
  .object({
    amount: z.number().int().meta({ description: "What the cart costs now, in minor units." }),
    currency_code: z.string(),
    google_pay: z
      .object({
        environment: z.enum(["TEST", "PRODUCTION"]),
        merchant_id: z.string(),
        merchant_name: z.string(),
        public_key: z.string().meta({
          description:
            "The shop's ECv2 public key for tokenizationSpecification DIRECT (base64 uncompressed P-256 point).",
        }),
        allowed_card_networks: z.array(z.enum(GOOGLE_PAY_NETWORKS)),
        allowed_auth_methods: z.array(z.enum(["PAN_ONLY", "CRYPTOGRAM_3DS"])),
      })
      .nullable()
      .meta({ description: "null when Google Pay is not configured." }),
    apple_pay: z
      .object({
        merchant_identifier: z.string(),
        display_name: z.string(),
        country_code: z.string(),
        supported_networks: z.array(z.enum(APPLE_PAY_NETWORKS)),
        merchant_capabilities: z.array(z.literal("supports3DS")),
      })
      .nullable()
      .meta({ description: "null when Apple Pay is not configured." }),
  })
  .meta({ id: "WalletSettings" });
export type WalletSettings = z.infer<typeof WalletSettings>;

export const GooglePayBody = z
  .object({
    ...PaymentBase,
    amount: z.number().int().nonnegative().meta({
      description:
        "The total the Google Pay sheet showed the shopper, in minor units: the payment is refused (payment_amount_changed) when the cart costs otherwise now.",
    }),
    currency_code: z.string().length(3),
    token: z.string().min(2).max(20_000).meta({
      description:
        "paymentMethodData.tokenizationData.token of Google Pay's PaymentData, as Google gave it.",
    }),
  })
  .meta({ id: "GooglePayBody" });
export type GooglePayBody = z.infer<typeof GooglePayBody>;

export const ApplePaySessionBody = z
  .object({
    validation_url: z.string().max(500).meta({
      description:
        "The validationURL of Safari's onvalidatemerchant event; only Apple's apple-pay-gateway hosts are called.",
    }),
  })
  .meta({ id: "ApplePaySessionBody" });

export const ApplePayBody = z
  .object({
    ...PaymentBase,
    payment_data: z.record(z.string(), z.unknown()).meta({
      description:
        "token.paymentData of Safari's ApplePayPayment (version EC_v1: data, signature, header), as Apple gave it.",
    }),
  })
  .meta({ id: "ApplePayBody" });
export type ApplePayBody = z.infer<typeof ApplePayBody>;
