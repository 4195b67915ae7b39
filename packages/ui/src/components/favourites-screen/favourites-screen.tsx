import { Heart } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { Notice } from "../notice/notice.tsx";
import { Pagination } from "../pagination/pagination.tsx";
import type { PriceCurrency } from "../price/index.ts";
import {
  ProductCard,
  type ProductCardLinkProps,
  type ProductCardProps,
} from "../product-card/product-card.tsx";
import { ProductGrid } from "../product-grid/product-grid.tsx";

const messages = defineUiMessages({
  count: { id: "account.favourites.count", description: "Heading: {count} favourite products" },
  label: { id: "account.favourites.label", description: "Accessible name of the product list" },
  remove: {
    id: "account.favourites.remove",
    description: "Button on a card: remove {name} from the favourites",
  },
  emptyTitle: { id: "account.favourites.emptyTitle", description: "No favourites yet" },
  emptyText: {
    id: "account.favourites.emptyText",
    description: "How to add favourites: the heart on a product",
  },
  emptyAction: { id: "account.favourites.emptyAction", description: "Link: go shopping" },
});

/** A favourite product as its card shows it. */
export type FavouriteProduct = { id: number } & Pick<
  ProductCardProps,
  | "href"
  | "title"
  | "brand"
  | "image"
  | "price"
  | "oldPrice"
  | "isNew"
  | "freeShipping"
  | "outOfStock"
  | "rating"
>;

export type FavouritesScreenProps = Omit<ComponentProps<"div">, "children"> & {
  products: readonly FavouriteProduct[];
  currency: PriceCurrency;
  /** The shop's "no image" picture (site settings: noImageProduct), for products without one. */
  placeholderImage: string;
  /** Renders each product's `<form>` (method post, the remove button as children). */
  renderRemoveForm: (productId: number, props: ComponentProps<"form">) => ReactElement;
  /** Where the empty list sends the customer. */
  shoppingHref: string;
  /** The outcome of the last removal ("… was removed from your favourites"). */
  notice?: ReactNode;
  /** All favourites, over every page (the heading counts them); the page's own by default. */
  total?: number;
  /** The current page, from 1, of `pageCount`; with more than one, the pager shows. */
  page?: number;
  pageCount?: number;
  /** The address of a page of favourites (needed with more than one page). */
  getPageHref?: (page: number) => string;
  renderLink?: (props: ProductCardLinkProps) => ReactElement;
};

/** The customer's favourite products as catalogue cards, each with a heart that removes it. */
export function FavouritesScreen({
  products,
  currency,
  placeholderImage,
  renderRemoveForm,
  shoppingHref,
  notice,
  total,
  page = 1,
  pageCount = 1,
  getPageHref,
  renderLink,
  className,
  ...props
}: FavouritesScreenProps) {
  const intl = useIntl();
  return (
    <div data-slot="favourites-screen" className={cn("flex flex-col gap-4", className)} {...props}>
      {notice && <Notice tone="success">{notice}</Notice>}
      {products.length === 0 ? (
        <div
          data-slot="favourites-screen-empty"
          className="flex flex-col items-center gap-3 rounded-lg border border-border-subtle bg-surface px-4 py-12 text-center"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-subtle text-brand-fg">
            <Heart aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-body-lg font-semibold text-fg-strong">
            {intl.formatMessage(messages.emptyTitle)}
          </h2>
          <p className="max-w-md text-body-sm text-fg-muted">
            {intl.formatMessage(messages.emptyText)}
          </p>
          <Button asChild className="mt-2">
            {(renderLink ?? defaultRenderLink)({
              href: shoppingHref,
              children: intl.formatMessage(messages.emptyAction),
            })}
          </Button>
        </div>
      ) : (
        <>
          <h2 className="text-body-sm font-medium text-fg-muted">
            {intl.formatMessage(messages.count, { count: total ?? products.length })}
          </h2>
          <ProductGrid label={intl.formatMessage(messages.label)}>
            {products.map(({ id, ...product }, index) => (
              <div key={id} data-slot="favourites-screen-item" className="relative h-full">
                <ProductCard
                  {...product}
                  placeholderImage={placeholderImage}
                  currency={currency}
                  priority={index < 4}
                  {...(renderLink ? { renderLink } : {})}
                />
                {renderRemoveForm(id, {
                  method: "post",
                  className: "absolute end-2 top-2 z-10",
                  children: (
                    <button
                      type="submit"
                      data-slot="favourites-screen-remove"
                      aria-label={intl.formatMessage(messages.remove, { name: product.title })}
                      className={cn(
                        "flex size-9 cursor-pointer items-center justify-center rounded-full bg-surface text-brand shadow-md",
                        "hover:text-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                      )}
                    >
                      <Heart aria-hidden="true" className="size-5 fill-current" />
                    </button>
                  ),
                })}
              </div>
            ))}
          </ProductGrid>
          {pageCount > 1 && getPageHref && (
            <Pagination page={page} pageCount={pageCount} getHref={getPageHref} />
          )}
        </>
      )}
    </div>
  );
}
