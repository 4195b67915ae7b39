import { Search, SearchX } from "lucide-react";
import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type LayoutLinkProps, type RenderLayoutLink } from "../../provider/link.tsx";
import { type BreadcrumbItem, Breadcrumbs } from "../breadcrumbs/index.ts";
import { Button } from "../button/button.tsx";
import { FilterPanel } from "../filter-panel/filter-panel.tsx";
import {
  activeFilterCount,
  emptyFilters,
  type FacetGroup,
  type FacetOption,
  type ListingFilters,
} from "../filter-panel/filters.ts";
import { Pagination } from "../pagination/index.ts";
import type { PriceCurrency } from "../price/index.ts";
import { ProductCard, type ProductCardProps } from "../product-card/index.ts";
import { ProductGrid } from "../product-grid/index.ts";
import { Skeleton } from "../skeleton/index.ts";
import { type SortOrder, SortSelect } from "../sort-select/sort-select.tsx";

const messages = defineUiMessages({
  resultCount: {
    id: "catalogue.listing.resultCount",
    description: "How many products the listing has",
  },
  subcategories: { id: "catalogue.listing.subcategories", description: "Sub-category links" },
  resultsFor: { id: "catalogue.listing.resultsFor", description: "Search results heading" },
  didYouMean: {
    id: "catalogue.listing.didYouMean",
    description: "Search: a suggested spelling, {suggestion} is a link",
  },
  noResultsTitle: { id: "catalogue.listing.noResultsTitle" },
  noResultsText: { id: "catalogue.listing.noResultsText" },
  popularSearches: { id: "catalogue.listing.popularSearches" },
  emptyTitle: { id: "catalogue.listing.emptyTitle", description: "A category without products" },
  emptyText: { id: "catalogue.listing.emptyText" },
  emptyFilteredTitle: {
    id: "catalogue.listing.emptyFilteredTitle",
    description: "No product matches the filters",
  },
  emptyFilteredText: { id: "catalogue.listing.emptyFilteredText" },
  clearFilters: { id: "catalogue.listing.clearFilters" },
  brandLogo: { id: "catalogue.listing.brandLogo", description: "Alt text of a brand's logo" },
  toolbar: { id: "catalogue.listing.toolbar", description: "Filter and sort bar's name" },
  products: { id: "commerce.productGrid.label" },
});

export interface ListingLink {
  id: string;
  label: string;
  href: string;
}

/** A product of the listing: the ProductCard's data with an id. */
export type ListingProduct = Omit<
  ProductCardProps,
  "renderLink" | "placeholderImage" | "currency" | "onToggleFavourite" | "priority"
> & { id: string };

export type CategoryListingScreenProps = Omit<ComponentProps<"div">, "title" | "children"> & {
  /** A category, a brand (logo and name as the header) or search results (the query heading). */
  kind?: "category" | "brand" | "search";
  breadcrumbs: BreadcrumbItem[];
  /** The category's or brand's name; search results use the query instead. */
  title?: string;
  /** The category's description (site content), under the title. */
  description?: ReactNode;
  /** Brand pages: the brand's logo. */
  brandLogo?: string | null;
  /** Search: what the shopper searched for. */
  query?: string;
  /** Search: a better spelling with its results' address. */
  didYouMean?: { query: string; href: string };
  /** Search without results: popular searches as links. */
  popularSearches?: ListingLink[];
  /** Sub-categories as links under the title. */
  subcategories?: ListingLink[];
  /** Products matching the filters on every page. */
  totalCount: number;
  /** This page's products. */
  products: ListingProduct[];
  /** The shop's "no image" picture. */
  placeholderImage: string;
  currency: PriceCurrency;
  /** Shows skeletons while the products load. */
  loading?: boolean;
  onToggleFavourite?: (productId: string, favourite: boolean) => void;

  filters: ListingFilters;
  brands?: FacetOption[];
  propertyGroups?: FacetGroup[];
  showPrice?: boolean;
  showInStock?: boolean;
  /** The listing's address with these filters (each filter is a crawlable link). */
  getFilterHref: (filters: ListingFilters) => string;
  onFiltersChange?: (filters: ListingFilters) => void;

  sort: SortOrder;
  onSortChange?: (sort: SortOrder) => void;
  /** The listing's address with this order (the sort form without JavaScript). */
  getSortHref?: (sort: SortOrder) => string;

  page: number;
  pageCount: number;
  getPageHref: (page: number) => string;
  onPageChange?: (page: number) => void;

  /** Renders every link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
};

/**
 * The category, brand and search listing page: breadcrumbs, the heading with the result count,
 * description and sub-categories, the filters (the start column on wide screens, a drawer on
 * phones), the sort order, the product grid and pagination. Search results without any product
 * show "no results" with popular searches; an empty listing offers to clear the filters.
 */
function CategoryListingScreen({
  kind = "category",
  breadcrumbs,
  title,
  description,
  brandLogo,
  query,
  didYouMean,
  popularSearches = [],
  subcategories = [],
  totalCount,
  products,
  placeholderImage,
  currency,
  loading = false,
  onToggleFavourite,
  filters,
  brands = [],
  propertyGroups = [],
  showPrice = true,
  showInStock = true,
  getFilterHref,
  onFiltersChange,
  sort,
  onSortChange,
  getSortHref,
  page,
  pageCount,
  getPageHref,
  onPageChange,
  renderLink,
  className,
  ...props
}: CategoryListingScreenProps) {
  const intl = useIntl();
  const filtered = activeFilterCount(filters) > 0;
  const noSearchResults =
    kind === "search" && !loading && products.length === 0 && totalCount === 0 && !filtered;
  const heading =
    kind === "search" ? intl.formatMessage(messages.resultsFor, { query: query ?? "" }) : title;
  const linkTo = (link: LayoutLinkProps) => <LayoutLink render={renderLink} {...link} />;
  const clearFilters = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onFiltersChange) return;
    event.preventDefault();
    onFiltersChange(emptyFilters);
  };

  const filterProps = {
    filters,
    brands,
    propertyGroups,
    showPrice,
    showInStock,
    currency,
    getHref: getFilterHref,
    onChange: onFiltersChange,
    renderLink,
  };

  const suggestion = didYouMean && (
    <p data-slot="category-listing-did-you-mean" className="text-body text-fg">
      {intl.formatMessage(messages.didYouMean, {
        suggestion: (
          <LayoutLink
            key="suggestion"
            render={renderLink}
            href={didYouMean.href}
            data-slot="category-listing-suggestion"
            className="rounded-sm font-semibold text-fg-link underline underline-offset-4 hover:text-info-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {didYouMean.query}
          </LayoutLink>
        ),
      })}
    </p>
  );

  return (
    <div
      data-slot="category-listing-screen"
      data-kind={kind}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <Breadcrumbs
        items={breadcrumbs}
        {...(renderLink ? { renderLink: ({ href, children }) => linkTo({ href, children }) } : {})}
      />

      {noSearchResults ? (
        <section
          data-slot="category-listing-no-results"
          className="mx-auto flex w-full max-w-2xl flex-col items-center gap-3 px-4 py-10 text-center sm:py-14"
        >
          <span
            aria-hidden="true"
            className="mb-3 flex size-20 items-center justify-center rounded-full bg-brand-subtle text-brand-fg [&_svg]:size-9"
          >
            <SearchX />
          </span>
          <h1 className="text-heading-md font-bold text-fg-strong text-balance break-words sm:text-heading-lg">
            {intl.formatMessage(messages.noResultsTitle, { query: query ?? "" })}
          </h1>
          {suggestion}
          <p className="max-w-lg text-body text-fg-muted text-pretty">
            {intl.formatMessage(messages.noResultsText)}
          </p>
          {popularSearches.length > 0 && (
            <nav
              data-slot="category-listing-popular"
              aria-labelledby="category-listing-popular-title"
              className="mt-6 flex w-full flex-col items-center gap-3"
            >
              <h2
                id="category-listing-popular-title"
                className="text-body-lg font-semibold text-fg-strong"
              >
                {intl.formatMessage(messages.popularSearches)}
              </h2>
              <ul className="flex flex-wrap justify-center gap-2">
                {popularSearches.map((search) => (
                  <li key={search.id}>
                    <LayoutLink
                      render={renderLink}
                      href={search.href}
                      data-slot="category-listing-popular-link"
                      className={chipClass}
                    >
                      <Search aria-hidden="true" className="size-4 text-fg-muted" />
                      {search.label}
                    </LayoutLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </section>
      ) : (
        <>
          <header
            data-slot="category-listing-header"
            className={cn(
              "flex flex-col gap-2",
              kind === "brand" && "sm:flex-row sm:items-center sm:gap-5",
            )}
          >
            {kind === "brand" && brandLogo && (
              <img
                data-slot="category-listing-brand-logo"
                src={brandLogo}
                alt={intl.formatMessage(messages.brandLogo, { brand: title ?? "" })}
                width={160}
                height={80}
                className="h-16 w-32 shrink-0 rounded-lg border border-border-subtle bg-surface object-contain p-2 sm:h-20 sm:w-40"
              />
            )}
            <div className="flex min-w-0 flex-col gap-1">
              <h1
                data-slot="category-listing-title"
                className="text-heading-md font-bold text-fg-strong text-balance break-words sm:text-heading-lg"
              >
                {heading}
              </h1>
              {loading ? (
                <Skeleton shape="text" className="w-32" />
              ) : (
                <p
                  data-slot="category-listing-count"
                  aria-live="polite"
                  className="text-body-sm text-fg-muted"
                >
                  {intl.formatMessage(messages.resultCount, { count: totalCount })}
                </p>
              )}
              {suggestion}
              {description && (
                <div
                  data-slot="category-listing-description"
                  className="mt-1 max-w-3xl text-body-sm text-fg text-pretty"
                >
                  {description}
                </div>
              )}
            </div>
          </header>

          {subcategories.length > 0 && (
            <nav
              data-slot="category-listing-subcategories"
              aria-label={intl.formatMessage(messages.subcategories)}
            >
              <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
                {subcategories.map((category) => (
                  <li key={category.id} className="shrink-0">
                    <LayoutLink
                      render={renderLink}
                      href={category.href}
                      data-slot="category-listing-subcategory"
                      className={chipClass}
                    >
                      {category.label}
                    </LayoutLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
            <aside data-slot="category-listing-filters" className="hidden lg:block">
              <FilterPanel {...filterProps} display="inline" />
            </aside>
            <div className="flex min-w-0 flex-col gap-4">
              <h2 className="sr-only">{intl.formatMessage(messages.products)}</h2>
              <div
                data-slot="category-listing-toolbar"
                role="toolbar"
                aria-label={intl.formatMessage(messages.toolbar)}
                className="flex flex-wrap items-center justify-between gap-3"
              >
                <FilterPanel
                  {...filterProps}
                  display="drawer"
                  resultCount={totalCount}
                  className="lg:hidden"
                />
                <SortSelect
                  value={sort}
                  onChange={onSortChange}
                  getHref={getSortHref}
                  className="ms-auto"
                />
              </div>
              <ProductGrid
                loading={loading}
                skeletonCount={8}
                emptyTitle={intl.formatMessage(
                  filtered ? messages.emptyFilteredTitle : messages.emptyTitle,
                )}
                emptyDescription={intl.formatMessage(
                  filtered ? messages.emptyFilteredText : messages.emptyText,
                )}
                emptyAction={
                  filtered ? (
                    <Button asChild variant="outline">
                      <LayoutLink
                        render={renderLink}
                        href={getFilterHref(emptyFilters)}
                        data-slot="category-listing-clear-filters"
                        onClick={clearFilters}
                      >
                        {intl.formatMessage(messages.clearFilters)}
                      </LayoutLink>
                    </Button>
                  ) : undefined
                }
              >
                {products.map(({ id, ...product }, index) => (
                  <ProductCard
                    key={id}
                    {...product}
                    currency={currency}
                    placeholderImage={placeholderImage}
                    priority={index < 4}
                    {...(onToggleFavourite
                      ? { onToggleFavourite: (next: boolean) => onToggleFavourite(id, next) }
                      : {})}
                    {...(renderLink
                      ? { renderLink: (link) => renderLink(link as LayoutLinkProps) }
                      : {})}
                  />
                ))}
              </ProductGrid>
              {!loading && (
                <Pagination
                  page={page}
                  pageCount={pageCount}
                  getHref={getPageHref}
                  onPageChange={onPageChange}
                  {...(renderLink
                    ? { renderLink: ({ href, children }) => linkTo({ href, children }) }
                    : {})}
                  className="mt-4"
                />
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}

const chipClass = cn(
  "inline-flex min-h-10 items-center gap-1.5 rounded-full border border-border bg-surface px-4 text-body-sm font-medium text-fg-strong",
  "transition-colors duration-fast ease-standard hover:border-brand hover:text-brand-fg",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
);

export { CategoryListingScreen };
