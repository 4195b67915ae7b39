export { CartSummary, type CartSummaryDiscount, type CartSummaryProps } from "./cart-summary.tsx";
