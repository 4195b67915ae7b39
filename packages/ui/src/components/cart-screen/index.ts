export {
  CartScreen,
  type CartScreenCampaign,
  type CartScreenCargo,
  type CartScreenChoices,
  type CartScreenLine,
  type CartScreenProps,
  DELIVERY_TIME_WINDOWS,
} from "./cart-screen.tsx";
