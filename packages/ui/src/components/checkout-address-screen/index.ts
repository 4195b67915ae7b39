export {
  CheckoutAddressScreen,
  type CheckoutAddressScreenProps,
} from "./checkout-address-screen.tsx";
