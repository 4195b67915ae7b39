export {
  type AddToCartLinkProps,
  AddToCartPopup,
  type AddToCartPopupProduct,
  type AddToCartPopupProps,
} from "./add-to-cart-popup.tsx";
