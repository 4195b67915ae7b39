import { ProductDetailBreadcrumbs } from "./product-detail-breadcrumbs.tsx";
import { ProductDetailBuyBox } from "./product-detail-buy-box.tsx";
import { ProductDetailColumns } from "./product-detail-columns.tsx";
import { ProductDetailGallery } from "./product-detail-gallery.tsx";
import { ProductDetailLoading } from "./product-detail-loading.tsx";
import { ProductDetailRails } from "./product-detail-rails.tsx";
import { ProductDetailRoot } from "./product-detail-root.tsx";
import { ProductDetailTabs } from "./product-detail-tabs.tsx";
import type * as Types from "./product-detail-types.ts";

/** The product as the product page shows it. */
export type ProductDetail = Types.ProductDetail;

/**
 * The product page's parts, which a page assembles inside `Root` (the product and the state they
 * share): `Breadcrumbs`, `Columns` holding `Gallery` and `BuyBox`, `Tabs`, `Rails`; `Loading`
 * stands in for all of them while the product is on its way.
 */
export const ProductDetail = {
  Root: ProductDetailRoot,
  Loading: ProductDetailLoading,
  Breadcrumbs: ProductDetailBreadcrumbs,
  Columns: ProductDetailColumns,
  Gallery: ProductDetailGallery,
  BuyBox: ProductDetailBuyBox,
  Tabs: ProductDetailTabs,
  Rails: ProductDetailRails,
};
