export { ProductDetail } from "./product-detail.ts";
export type { ProductDetailBreadcrumbsProps } from "./product-detail-breadcrumbs.tsx";
export type { ProductDetailBuyBoxProps } from "./product-detail-buy-box.tsx";
export type { ProductDetailColumnsProps } from "./product-detail-columns.tsx";
export type { ProductDetailGalleryProps } from "./product-detail-gallery.tsx";
export type { ProductDetailLoadingProps } from "./product-detail-loading.tsx";
export type { ProductDetailRailsProps } from "./product-detail-rails.tsx";
export type { ProductDetailRootProps } from "./product-detail-root.tsx";
export { ProductDetailScreen, type ProductDetailScreenProps } from "./product-detail-screen.tsx";
export type { ProductDetailTabsProps } from "./product-detail-tabs.tsx";
export type {
  ProductDetailTab,
  ProductProperty,
  ProductRailProduct,
  ProductStockStatus,
} from "./product-detail-types.ts";
