import type { BreadcrumbItem } from "../breadcrumbs/breadcrumbs.tsx";
import { ProductDetail } from "./product-detail.ts";
import type { ProductDetailBuyBoxProps } from "./product-detail-buy-box.tsx";
import type { ProductDetailRailsProps } from "./product-detail-rails.tsx";
import type { ProductDetailRootProps } from "./product-detail-root.tsx";
import type { ProductDetailTabsProps } from "./product-detail-tabs.tsx";

export type ProductDetailScreenProps = Omit<ProductDetailRootProps, "product" | "children"> &
  ProductDetailBuyBoxProps &
  ProductDetailTabsProps &
  ProductDetailRailsProps & {
    /** Absent (or `loading`) shows the skeleton. */
    product?: ProductDetail | undefined;
    loading?: boolean;
    breadcrumbs: BreadcrumbItem[];
  };

/**
 * The whole product page from its parts (`ProductDetail.*`): breadcrumbs, gallery, the buy box,
 * tabs with the description, specifications, reviews and questions, and the similar / recently
 * viewed rails.
 */
export function ProductDetailScreen({
  product,
  loading = false,
  breadcrumbs,
  favourite,
  onToggleFavourite,
  addToCartDisabled,
  renderAddToCartForm,
  addingToCart,
  onAddToCart,
  personalizationErrors,
  signedIn,
  backInStockStatus,
  backInStockError,
  onNotifyMe,
  shareUrl,
  onShare,
  comments,
  reviewForm,
  questions,
  onAskQuestion,
  questionForm,
  defaultTab,
  sameProducts,
  lastViewedProducts,
  ...root
}: ProductDetailScreenProps) {
  if (loading || !product) {
    return <ProductDetail.Loading {...(root.className ? { className: root.className } : {})} />;
  }
  return (
    <ProductDetail.Root {...root} product={product}>
      <ProductDetail.Breadcrumbs items={breadcrumbs} />
      <ProductDetail.Columns>
        <ProductDetail.Gallery />
        <ProductDetail.BuyBox
          favourite={favourite}
          onToggleFavourite={onToggleFavourite}
          addToCartDisabled={addToCartDisabled}
          renderAddToCartForm={renderAddToCartForm}
          addingToCart={addingToCart}
          onAddToCart={onAddToCart}
          personalizationErrors={personalizationErrors}
          signedIn={signedIn}
          backInStockStatus={backInStockStatus}
          backInStockError={backInStockError}
          onNotifyMe={onNotifyMe}
          shareUrl={shareUrl}
          onShare={onShare}
        />
      </ProductDetail.Columns>
      <ProductDetail.Tabs
        comments={comments}
        reviewForm={reviewForm}
        questions={questions}
        onAskQuestion={onAskQuestion}
        questionForm={questionForm}
        defaultTab={defaultTab}
      />
      <ProductDetail.Rails sameProducts={sameProducts} lastViewedProducts={lastViewedProducts} />
    </ProductDetail.Root>
  );
}
