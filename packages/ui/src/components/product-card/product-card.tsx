import { Heart, Truck } from "lucide-react";
import { type ComponentProps, type ReactElement, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Badge } from "../badge/badge.tsx";
import { IconButton } from "../icon-button/index.ts";
import { Link } from "../link/index.ts";
import { Price, type PriceCurrency } from "../price/index.ts";
import { Rating } from "../rating/index.ts";

const messages = defineUiMessages({
  new: { id: "commerce.productCard.new", description: "Badge of a new product" },
  freeShipping: {
    id: "commerce.productCard.freeShipping",
    description: "Badge of a product shipped free of charge",
  },
  outOfStock: { id: "commerce.productCard.outOfStock", description: "Product has no stock" },
  favourite: {
    id: "commerce.productCard.favourite",
    description: "Favourite toggle button's name (its pressed state says whether it is on)",
  },
});

export type ProductCardLinkProps = ComponentProps<"a"> & { href: string };

export type ProductCardProps = Omit<ComponentProps<"article">, "title" | "children"> & {
  href: string;
  title: string;
  brand?: string;
  /** The product's first image (small size); null or absent shows `placeholderImage`. */
  image?: string | null;
  /** The shop's no-image picture (site settings: noImageProduct). */
  placeholderImage: string;
  /** Intrinsic size of the images, reserved before they load. */
  imageWidth?: number;
  imageHeight?: number;
  /** In integer minor units (kuruş, cents), as the API sends it. */
  price: number;
  /** The price before a discount, in minor units: struck through, with the percentage. */
  oldPrice?: number;
  currency: PriceCurrency;
  isNew?: boolean;
  freeShipping?: boolean;
  outOfStock?: boolean;
  /** Average rating out of 5 and the number of ratings; absent while nobody has rated. */
  rating?: { value: number; count: number };
  /** Whether the product is in the shopper's favourites; absent hides the heart button. */
  favourite?: boolean;
  onToggleFavourite?: (favourite: boolean) => void;
  /** Renders the card's link, e.g. through the app's router link. */
  renderLink?: (props: ProductCardLinkProps) => ReactElement;
  /** Load the image eagerly and before others (cards above the fold). */
  priority?: boolean;
};

const defaultRenderLink = (props: ProductCardLinkProps) => (
  <Link variant="inherit" underline="none" {...props} />
);

export function ProductCard({
  href,
  title,
  brand,
  image,
  placeholderImage,
  imageWidth = 300,
  imageHeight = 400,
  price,
  oldPrice,
  currency,
  isNew = false,
  freeShipping = false,
  outOfStock = false,
  rating,
  favourite,
  onToggleFavourite,
  renderLink = defaultRenderLink,
  priority = false,
  className,
  ...props
}: ProductCardProps) {
  const intl = useIntl();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const source = image && image !== failedImage ? image : placeholderImage;

  return (
    <article
      data-slot="product-card"
      data-state={outOfStock ? "out-of-stock" : "in-stock"}
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-lg border border-border-subtle bg-surface",
        "transition-shadow duration-fast ease-standard hover:shadow-md",
        "has-[[data-slot=product-card-link]:focus-visible]:outline-2 has-[[data-slot=product-card-link]:focus-visible]:outline-offset-2 has-[[data-slot=product-card-link]:focus-visible]:outline-focus",
        className,
      )}
      {...props}
    >
      <div
        data-slot="product-card-media"
        className="relative aspect-[3/4] overflow-hidden bg-surface-muted"
      >
        <img
          data-slot="product-card-image"
          src={source}
          alt=""
          width={imageWidth}
          height={imageHeight}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          onError={() => image && setFailedImage(image)}
          className={cn(
            "size-full object-cover transition-transform duration-slow ease-standard group-hover:scale-[1.03]",
            outOfStock && "opacity-60 grayscale",
          )}
        />
        {isNew && (
          <Badge
            data-slot="product-card-new"
            variant="neutral"
            appearance="solid"
            size="sm"
            className="absolute start-2 top-2"
          >
            {intl.formatMessage(messages.new)}
          </Badge>
        )}
        {outOfStock && (
          <span
            data-slot="product-card-out-of-stock"
            className="absolute inset-x-0 bottom-0 bg-surface-inverse/80 py-1.5 text-center text-body-sm font-semibold text-fg-inverse"
          >
            {intl.formatMessage(messages.outOfStock)}
          </span>
        )}
      </div>
      <div data-slot="product-card-body" className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 data-slot="product-card-title" className="text-body-sm leading-snug">
          {renderLink({
            href,
            "data-slot": "product-card-link",
            className:
              "line-clamp-2 min-h-[2lh] rounded-none text-fg outline-none focus-visible:outline-none after:absolute after:inset-0 after:content-['']",
            children: (
              <>
                {brand && (
                  <span data-slot="product-card-brand" className="font-semibold text-fg-strong">
                    {brand}{" "}
                  </span>
                )}
                {title}
              </>
            ),
          } as ProductCardLinkProps)}
        </h3>
        {rating && rating.count > 0 && (
          <Rating
            data-slot="product-card-rating"
            value={rating.value}
            count={rating.count}
            showValue
            size="sm"
          />
        )}
        <Price
          data-slot="product-card-price"
          amount={price}
          {...(oldPrice !== undefined ? { oldAmount: oldPrice } : {})}
          currency={currency}
          layout="stacked"
          className={cn(
            "mt-auto pt-1",
            outOfStock && "[&_[data-slot=price-current]]:text-fg-muted",
          )}
        />
        {freeShipping && (
          <Badge
            data-slot="product-card-free-shipping"
            variant="success"
            size="sm"
            className="self-start"
          >
            <Truck aria-hidden="true" className="rtl:-scale-x-100" />
            {intl.formatMessage(messages.freeShipping)}
          </Badge>
        )}
      </div>
      {favourite !== undefined && (
        <IconButton
          data-slot="product-card-favourite"
          label={intl.formatMessage(messages.favourite)}
          aria-pressed={favourite}
          shape="round"
          onClick={() => onToggleFavourite?.(!favourite)}
          className={cn(
            "absolute end-2 top-2 z-10 size-9 min-h-9 bg-surface text-fg-muted shadow-md hover:bg-surface hover:text-brand-fg",
            favourite && "text-brand",
          )}
        >
          <Heart aria-hidden="true" className={cn(favourite && "fill-current")} />
        </IconButton>
      )}
    </article>
  );
}
