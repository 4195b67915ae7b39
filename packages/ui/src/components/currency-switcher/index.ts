export {
  CurrencySwitcher,
  type CurrencySwitcherProps,
  currencyCodes,
} from "./currency-switcher.tsx";
