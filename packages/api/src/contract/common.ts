import { z } from "zod";

/** The shop's languages; the first is the default. */
export const LANGUAGE_CODES = ["tr", "en", "ar"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = "tr";
export const RTL_LANGUAGES: readonly string[] = ["ar", "ku"];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Currency ids: 1 Turkish lira (default), 2 US dollar, 3 euro. */
export const CURRENCIES = [
  { id: 1, code: "TRY", symbol: "₺" },
  { id: 2, code: "USD", symbol: "$" },
  { id: 3, code: "EUR", symbol: "€" },
] as const;
export type CurrencyId = (typeof CURRENCIES)[number]["id"];
export const DEFAULT_CURRENCY_ID: CurrencyId = 1;

/**
 * Response header of an answer that may go into a page kept for every shopper (its route's
 * policy says page_cache): the storefront keeps a page only when each answer it was made of
 * carries it.
 */
export const PAGE_CACHE_HEADER = "X-Shop-Page-Cache";

/** Lifetime of every token and of the cookies that carry them (spec section 9). */
export const TOKEN_LIFETIME_SECONDS = 86_400;

/** Cookies the API sets; HttpOnly and SameSite=Lax, so no page script can read a token. */
export const COOKIE_NAMES = {
  customerToken: "customer_token",
  adminToken: "admin_token",
  guestToken: "guest_token",
} as const;

/**
 * `language` and `currency`, accepted by every call. An unknown language falls back to Turkish
 * (messages must still be read); an unknown currency is refused, since prices in the wrong one
 * would look like an answer.
 */
export const LocaleQuery = z.object({
  language: z.string().optional().meta({
    description: "tr (default), en or ar: the language of texts and messages.",
    example: "tr",
  }),
  currency: z.string().optional().meta({
    description:
      "Currency id (1 TRY default, 2 USD, 3 EUR) or ISO code: the currency of prices. Any other value is 400 validation_error naming `currency`.",
    example: "1",
  }),
});

export const IdParam = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }),
});

export const IsoDateTime = z
  .string()
  .meta({ format: "date-time", example: "2025-01-31T12:00:00.000Z" });
