export {
  type AdminOrderAddress,
  type AdminOrderDecision,
  AdminOrderDetailScreen,
  type AdminOrderDetailScreenProps,
  type AdminOrderRefundView,
  type AdminOrderView,
} from "./admin-order-detail-screen.tsx";
