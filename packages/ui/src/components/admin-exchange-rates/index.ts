export {
  type AdminExchangeRateRow,
  AdminExchangeRatesScreen,
  type AdminExchangeRatesScreenProps,
  formatRateInput,
} from "./admin-exchange-rates-screen.tsx";
