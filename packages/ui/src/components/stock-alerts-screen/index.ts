export {
  type StockAlertItem,
  StockAlertsScreen,
  type StockAlertsScreenProps,
} from "./stock-alerts-screen.tsx";
