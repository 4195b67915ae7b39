// Search results in the ui CategoryListingScreen (kind "search"): the query as the heading, a
// "did you mean" link, pages as links; without results the most searched terms.
import { CategoryListingScreen, emptyFilters } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useAtomValue } from "jotai";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { localizePath, splitLocale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { toProductCardProps } from "../../lib/product-card.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { configAtom } from "../../state/customer.ts";
import { listingParams } from "./listing-query.ts";
import type { SearchPageData } from "./search-page.server.ts";

export function searchHref(locale: Parameters<typeof localizePath>[1], text: string, page = 1) {
  const query = `?q=${encodeURIComponent(text)}${page > 1 ? `&${listingParams.page}=${page}` : ""}`;
  return `${localizePath(paths.search, locale)}${query}`;
}

const searchLayout = [
  "[&_[data-slot=category-listing-filters]]:hidden",
  "[&_[data-slot=category-listing-toolbar]]:hidden",
  "lg:[&_div:has(>[data-slot=category-listing-filters])]:grid-cols-1",
].join(" ");

export function SearchPage({ data }: { data: SearchPageData }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { locale } = splitLocale(location.pathname);
  const { noImageProduct } = useAtomValue(configAtom);
  const { result, query } = data;
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const here = () => `${location.pathname}${location.search}`;
  return (
    <CategoryListingScreen
      kind="search"
      query={query}
      breadcrumbs={[
        { label: intl.formatMessage({ id: "app.page.home" }), href: localizePath("/", locale) },
        { label: intl.formatMessage({ id: "app.page.search" }) },
      ]}
      {...(result?.did_you_mean
        ? {
            didYouMean: {
              query: result.did_you_mean,
              href: searchHref(locale, result.did_you_mean),
            },
          }
        : {})}
      popularSearches={data.popular.map((term) => ({
        id: term,
        label: term,
        href: searchHref(locale, term),
      }))}
      totalCount={result?.total ?? 0}
      products={(result?.products ?? []).map((card) => ({
        id: String(card.id),
        ...toProductCardProps(card, locale),
      }))}
      placeholderImage={noImageProduct}
      currency={data.currency}
      loading={loading}
      filters={emptyFilters}
      showPrice={false}
      showInStock={false}
      getFilterHref={here}
      sort="recommended"
      page={result?.page ?? 1}
      pageCount={result?.page_count ?? 0}
      getPageHref={(page) => searchHref(locale, query, page)}
      onPageChange={(page) => void navigate(searchHref(locale, query, page))}
      renderLink={renderRouterLink}
      // search has neither facets nor orders: no filter column, no filter and sort bar
      className={searchLayout}
    />
  );
}
