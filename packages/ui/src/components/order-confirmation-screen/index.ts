export {
  OrderConfirmationScreen,
  type OrderConfirmationScreenProps,
} from "./order-confirmation-screen.tsx";
