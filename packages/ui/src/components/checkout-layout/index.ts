export { CheckoutLayout, type CheckoutLayoutProps } from "./checkout-layout.tsx";
