// Category, brand and new-arrival pages: the loader's products and facets in the ui CategoryListingScreen.
// Every filter option, sort order and page is a crawlable link built from the current URL; with
// JavaScript, choosing one navigates client-side (keeping the scroll position for filters and
// sort, going to the top for a new page).
import type { Facets } from "@shop/api/contract";
import {
  type BreadcrumbItem,
  CategoryListingScreen,
  type FacetGroup,
  type FacetOption,
  type ListingFilters,
  type ListingProduct,
  type SortOrder,
} from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useAtomValue } from "jotai";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { type Locale, localizePath, splitLocale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { toProductCardProps } from "../../lib/product-card.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { useFavourites } from "../../lib/use-favourites.ts";
import { configAtom } from "../../state/customer.ts";
import type { BrandPageData } from "./brand-page.server.ts";
import type { CategoryPageData } from "./category-page.server.ts";
import type { ListingData } from "./listing.server.ts";
import { apiSortOf, type ListingQuery, listingSearch, uiSortOf } from "./listing-query.ts";
import type { NewArrivalsPageData } from "./new-arrivals-page.server.ts";

export function toListingFilters(query: ListingQuery, facets: Facets): ListingFilters {
  const chosen = new Set(query.propertyValueIds);
  const properties: Record<string, string[]> = {};
  for (const property of facets.properties) {
    const values = property.values.filter((value) => chosen.has(value.id));
    if (values.length > 0)
      properties[String(property.property_id)] = values.map((v) => String(v.id));
  }
  return {
    brands: query.brandIds.map(String),
    properties,
    price: { min: query.priceMin, max: query.priceMax },
    inStock: query.inStock,
  };
}

/** The listing state a filter choice leads to: back to the first page, same order. */
export function fromListingFilters(filters: ListingFilters, query: ListingQuery): ListingQuery {
  const ids = (values: string[]) =>
    values.map(Number).filter((value) => Number.isInteger(value) && value > 0);
  return {
    brandIds: ids(filters.brands),
    propertyValueIds: ids(Object.values(filters.properties).flat()),
    priceMin: filters.price.min,
    priceMax: filters.price.max,
    inStock: filters.inStock,
    sort: query.sort,
    page: 1,
  };
}

function facetOptions(facets: Facets): { brands: FacetOption[]; groups: FacetGroup[] } {
  return {
    brands: facets.brands.map((brand) => ({
      value: String(brand.id),
      label: brand.name,
      count: brand.count,
    })),
    groups: facets.properties
      .filter((property) => property.values.length > 0)
      .map((property) => ({
        id: String(property.property_id),
        label: property.name,
        options: property.values.map((value) => ({
          value: String(value.id),
          label: value.name,
          count: value.count,
        })),
      })),
  };
}

interface ListingProps {
  kind: "category" | "brand";
  title: string;
  description?: string | null;
  brandLogo?: string | null;
  breadcrumbs: BreadcrumbItem[];
  subcategories?: Array<{ id: number; name: string; seo_link: string }>;
  listing: ListingData;
  /** Brand pages: the brand is the page, no brand filter. */
  showBrands: boolean;
}

function useLocale(): Locale {
  return splitLocale(useLocation().pathname).locale;
}

function Listing({
  kind,
  title,
  description,
  brandLogo,
  breadcrumbs,
  subcategories = [],
  listing,
  showBrands,
}: ListingProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const locale = useLocale();
  const { noImageProduct } = useAtomValue(configAtom);
  const { query, products, facets } = listing;
  const hrefOf = (next: ListingQuery) =>
    `${location.pathname}${listingSearch(next, listing.pageSort)}`;
  const go = (next: ListingQuery, preventScrollReset: boolean) =>
    void navigate(hrefOf(next), { preventScrollReset });
  const filters = toListingFilters(query, facets);
  const { brands, groups } = facetOptions(facets);
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const favourites = useFavourites(locale);
  const items: ListingProduct[] = products.items.map((card) => ({
    id: String(card.id),
    ...toProductCardProps(card, locale),
    favourite: favourites.isFavourite(card.id),
  }));

  return (
    <CategoryListingScreen
      kind={kind}
      title={title}
      {...(description
        ? {
            description: (
              // the admin's own HTML (site content)
              // biome-ignore lint/security/noDangerouslySetInnerHtml: admin-written content
              <div dangerouslySetInnerHTML={{ __html: description }} />
            ),
          }
        : {})}
      brandLogo={brandLogo ?? null}
      breadcrumbs={breadcrumbs}
      subcategories={subcategories.map((child) => ({
        id: String(child.id),
        label: child.name,
        href: localizePath(`/${child.seo_link}`, locale),
      }))}
      totalCount={products.total}
      products={items}
      onToggleFavourite={(id, favourite) => favourites.toggle(Number(id), favourite)}
      placeholderImage={noImageProduct}
      currency={listing.currency}
      loading={loading}
      filters={filters}
      brands={showBrands ? brands : []}
      propertyGroups={groups}
      showPrice={facets.price !== null || query.priceMin !== null || query.priceMax !== null}
      getFilterHref={(next) => hrefOf(fromListingFilters(next, query))}
      onFiltersChange={(next) => go(fromListingFilters(next, query), true)}
      sort={uiSortOf[query.sort] as SortOrder}
      getSortHref={(sort) => hrefOf({ ...query, sort: apiSortOf(sort), page: 1 })}
      onSortChange={(sort) => go({ ...query, sort: apiSortOf(sort), page: 1 }, true)}
      page={Math.min(query.page, Math.max(products.page_count, 1))}
      pageCount={products.page_count}
      getPageHref={(page) => hrefOf({ ...query, page })}
      onPageChange={(page) => go({ ...query, page }, false)}
      renderLink={renderRouterLink}
    />
  );
}

function useHomeCrumb(): BreadcrumbItem {
  const intl = useIntl();
  const locale = useLocale();
  return { label: intl.formatMessage({ id: "app.page.home" }), href: localizePath("/", locale) };
}

export function CategoryPage({ data }: { data: CategoryPageData }) {
  const locale = useLocale();
  const home = useHomeCrumb();
  const { category } = data;
  const trail = category.breadcrumb.filter((crumb) => crumb.id !== category.id);
  return (
    <Listing
      kind="category"
      title={category.name}
      description={category.description}
      breadcrumbs={[
        home,
        ...trail.map((crumb) => ({
          label: crumb.name,
          href: localizePath(`/${crumb.seo_link}`, locale),
        })),
        { label: category.name },
      ]}
      subcategories={category.children}
      listing={data.listing}
      showBrands
    />
  );
}

/** A brand's page, or (with a category) the brand's products within that category. */
export function BrandPage({
  data,
}: {
  data: Pick<BrandPageData, "brand" | "listing"> & {
    category: CategoryPageData["category"] | null;
  };
}) {
  const intl = useIntl();
  const locale = useLocale();
  const home = useHomeCrumb();
  const { brand, category } = data;
  const brands = {
    label: intl.formatMessage({ id: "app.page.brands" }),
    href: localizePath(paths.brands, locale),
  };
  const breadcrumbs: BreadcrumbItem[] = category
    ? [
        home,
        brands,
        { label: brand.name, href: localizePath(`/${brand.seo_link}`, locale) },
        { label: category.name },
      ]
    : [home, brands, { label: brand.name }];
  return (
    <Listing
      kind="brand"
      title={
        category
          ? intl.formatMessage(
              { id: "app.listing.brandInCategory" },
              { brand: brand.name, category: category.name },
            )
          : brand.name
      }
      description={category ? null : brand.description}
      brandLogo={brand.logo_path}
      breadcrumbs={breadcrumbs}
      listing={data.listing}
      showBrands={false}
    />
  );
}

/** Every product, newest first, with the same filters and orders as a category. */
export function NewArrivalsPage({ data }: { data: NewArrivalsPageData }) {
  const intl = useIntl();
  const home = useHomeCrumb();
  const title = intl.formatMessage({ id: "app.page.newArrivals" });
  return (
    <Listing
      kind="category"
      title={title}
      breadcrumbs={[home, { label: title }]}
      listing={data.listing}
      showBrands
    />
  );
}
