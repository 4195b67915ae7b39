import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import type { LayoutLinkProps } from "../../provider/link.tsx";
import { ProductCard } from "../product-card/product-card.tsx";
import { ProductRail } from "../product-rail/product-rail.tsx";
import { WidgetSection } from "../product-showcase/widget-section.tsx";
import { useProductDetail } from "./product-detail-root.tsx";
import type { ProductRailProduct } from "./product-detail-types.ts";

const messages = defineUiMessages({
  sameProducts: { id: "product.detail.sameProducts", description: "Rail of similar products" },
  lastViewed: { id: "product.detail.lastViewed", description: "Rail of recently viewed products" },
});

export interface ProductDetailRailsProps {
  sameProducts?: readonly ProductRailProduct[] | undefined;
  lastViewedProducts?: readonly ProductRailProduct[] | undefined;
}

/** The similar and the recently viewed products; an empty rail is left out. */
export function ProductDetailRails({ sameProducts, lastViewedProducts }: ProductDetailRailsProps) {
  const intl = useIntl();
  return (
    <>
      <Rail
        slot="product-detail-same-products"
        title={intl.formatMessage(messages.sameProducts)}
        products={sameProducts}
      />
      <Rail
        slot="product-detail-last-viewed"
        title={intl.formatMessage(messages.lastViewed)}
        products={lastViewedProducts}
      />
    </>
  );
}

function Rail({
  title,
  products,
  slot,
}: {
  title: string;
  products: readonly ProductRailProduct[] | undefined;
  slot: string;
}) {
  const { product, placeholderImage, renderLink } = useProductDetail();
  if (!products || products.length === 0) return null;
  return (
    <WidgetSection slot={slot} title={title}>
      <ProductRail label={title}>
        {products.map(({ id, ...card }) => (
          <ProductCard
            key={id}
            {...card}
            currency={product.currency}
            placeholderImage={placeholderImage}
            {...(renderLink ? { renderLink: (link) => renderLink(link as LayoutLinkProps) } : {})}
          />
        ))}
      </ProductRail>
    </WidgetSection>
  );
}
