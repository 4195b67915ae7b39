export {
  AdminOrderListScreen,
  type AdminOrderListScreenProps,
  type AdminOrderQuery,
  type AdminOrderRow,
  type AdminOrderSortKey,
  type AdminOrderStatus,
} from "./admin-order-list-screen.tsx";
