export {
  ExchangeRate,
  type ExchangeRateEntry,
  type ExchangeRateProps,
  exchangeRateVariants,
} from "./exchange-rate.tsx";
