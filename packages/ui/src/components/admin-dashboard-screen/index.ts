export {
  type AdminDashboardBestSeller,
  type AdminDashboardLowStockItem,
  type AdminDashboardOrder,
  AdminDashboardScreen,
  type AdminDashboardScreenProps,
  type DashboardDay,
} from "./admin-dashboard-screen.tsx";
