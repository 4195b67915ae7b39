import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink, LayoutLink } from "../../provider/link.tsx";
import { linkVariants } from "../link/link.tsx";
import { RatingDisplay } from "../rating/rating.tsx";
import { useProductDetail } from "./product-detail-root.tsx";

const messages = defineUiMessages({
  ratingLink: {
    id: "product.detail.ratingLink",
    description: "Link from the rating summary to the reviews tab",
  },
  noRatings: { id: "product.detail.noRatings" },
});

/** The buy box's head: the brand, the title and the rating, which leads to the reviews. */
export function BuyBoxHeading() {
  const intl = useIntl();
  const { product, renderLink, tabsId, openComments } = useProductDetail();
  const link = renderLink ?? defaultRenderLink;
  const ratingCount = product.rating?.count ?? 0;
  return (
    <div className="flex flex-col gap-1.5">
      {product.brand &&
        (product.brand.href ? (
          <LayoutLink
            render={link}
            href={product.brand.href}
            data-slot="product-detail-brand"
            className={cn(
              linkVariants({ variant: "brand", underline: "hover", size: "sm" }),
              "self-start font-semibold",
            )}
          >
            {product.brand.name}
          </LayoutLink>
        ) : (
          <span
            data-slot="product-detail-brand"
            className="text-body-sm font-semibold text-brand-fg"
          >
            {product.brand.name}
          </span>
        ))}
      <h1
        data-slot="product-detail-title"
        className="text-heading-sm font-semibold text-fg-strong [overflow-wrap:anywhere] md:text-heading-md"
      >
        {product.title}
      </h1>
      <div
        data-slot="product-detail-rating"
        className="flex flex-wrap items-center gap-x-3 gap-y-1"
      >
        {ratingCount > 0 && product.rating ? (
          <>
            <RatingDisplay value={product.rating.value} showValue />
            <a
              href={`#${tabsId}`}
              data-slot="product-detail-rating-link"
              onClick={(event) => {
                event.preventDefault();
                openComments();
              }}
              className={linkVariants({ variant: "muted", underline: "always", size: "sm" })}
            >
              {intl.formatMessage(messages.ratingLink, { count: ratingCount })}
            </a>
          </>
        ) : (
          <span className="text-body-sm text-fg-muted">
            {intl.formatMessage(messages.noRatings)}
          </span>
        )}
      </div>
    </div>
  );
}
