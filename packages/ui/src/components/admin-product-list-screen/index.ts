export {
  type AdminProductActiveFilter,
  AdminProductListScreen,
  type AdminProductListScreenProps,
  type AdminProductQuery,
  type AdminProductRow,
  type AdminProductSortKey,
  type AdminProductStockFilter,
  type AdminProductStockLevel,
} from "./admin-product-list-screen.tsx";
