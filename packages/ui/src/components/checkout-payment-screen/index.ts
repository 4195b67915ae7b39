export {
  CheckoutPaymentScreen,
  type CheckoutPaymentScreenProps,
  type PaymentMethodCode,
  type PaymentScreenBankAccount,
  type PaymentScreenInstallment,
  type PaymentScreenMethod,
} from "./checkout-payment-screen.tsx";
