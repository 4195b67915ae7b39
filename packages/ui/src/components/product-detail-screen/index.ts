export {
  type ProductDetail,
  ProductDetailScreen,
  type ProductDetailScreenProps,
  type ProductDetailTab,
  type ProductProperty,
  type ProductRailProduct,
  type ProductStockStatus,
} from "./product-detail-screen.tsx";
