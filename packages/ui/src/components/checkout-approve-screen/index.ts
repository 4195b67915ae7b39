export {
  type ApproveLine,
  CheckoutApproveScreen,
  type CheckoutApproveScreenProps,
} from "./checkout-approve-screen.tsx";
