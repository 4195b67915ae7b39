export {
  type CurrencyId,
  currencyIdCodes,
  discountPercent,
  formatPrice,
  formatPriceParts,
  type PriceCurrency,
  type PriceCurrencyCode,
  type PriceParts,
  priceSymbols,
  toCurrencyCode,
} from "./format-price.ts";
export { Price, type PriceProps, priceVariants } from "./price.tsx";
