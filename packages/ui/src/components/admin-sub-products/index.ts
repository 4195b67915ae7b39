export {
  type AdminSubProductAttribute,
  type AdminSubProductRow,
  AdminSubProducts,
  type AdminSubProductsProps,
} from "./admin-sub-products.tsx";
