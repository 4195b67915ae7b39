export {
  type CartStep,
  CartStepIndicator,
  type CartStepIndicatorProps,
  cartSteps,
} from "./cart-step-indicator.tsx";
