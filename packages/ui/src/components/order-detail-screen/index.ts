export {
  OrderDetailScreen,
  type OrderDetailScreenProps,
  type OrderDetailView,
} from "./order-detail-screen.tsx";
