export {
  ORDER_STATUS_TONES,
  type OrderListItem,
  OrderListScreen,
  type OrderListScreenProps,
  OrderStatusBadge,
  type OrderStatusCode,
} from "./order-list-screen.tsx";
