export {
  type AdminDashboardLowStockItem,
  type AdminDashboardOrder,
  AdminDashboardScreen,
  type AdminDashboardScreenProps,
} from "./admin-dashboard-screen.tsx";
