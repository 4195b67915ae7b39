export {
  CartLine,
  type CartLineLinkProps,
  type CartLineProps,
  type ChosenOption,
  ChosenOptions,
  type ChosenOptionsProps,
} from "./cart-line.tsx";
