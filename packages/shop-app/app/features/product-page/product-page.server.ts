// The product page's data: the product by its seo link, then (in parallel, as soon as its id is
// known) the first page of reviews, the questions, similar products; the recently viewed ones
// from the shopper's cookie and the product page's layout do not wait for the product.
import type { ProductCard } from "@shop/api/contract";
import type { Locale } from "../../lib/locale.ts";
import { loadPageLayout } from "../../lib/page-layout.server.ts";
import { type ShopApi, unwrap } from "../../lib/shop-api.ts";
import { lastViewedOf } from "./last-viewed.ts";
import { COMMENTS_PAGE_PARAM } from "./product-view.ts";

export interface ProductPageArgs {
  shopApi: ShopApi;
  locale: Locale;
  seoLink: string;
  url: URL;
  request: Request;
}

function commentsPageOf(url: URL): number {
  const page = Number(url.searchParams.get(COMMENTS_PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

export const SAME_PRODUCTS_LIMIT = 12;

async function optional<T>(call: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`product page: ${what} unavailable`, error);
    return fallback;
  }
}

export async function loadProductPage({ shopApi, seoLink, url, request }: ProductPageArgs) {
  const { product: products } = shopApi;
  const param = { seo: encodeURIComponent(seoLink) };
  const product = unwrap(products.getProductBySeoLink[":seo"].$post({ param }));
  // Calls that need the product's id; a missing product fails the page once, through `product`.
  const byId = <T>(call: (id: number) => Promise<T>, fallback: T, what: string) =>
    product.then(
      (found) => optional(call(found.id), fallback, what),
      () => fallback,
    );
  const commentsPage = commentsPageOf(url);
  const commentsOf = (id: number) =>
    unwrap(
      products.getProductComments[":id"].$post({ param: { id }, json: { page: commentsPage } }),
    );
  const questionsOf = (id: number) =>
    unwrap(products.getProductSSS[":id"].$post({ param: { id } }));
  const sameAs = (id: number) =>
    unwrap(
      products.getSameProducts[":id"].$post({
        param: { id },
        json: { limit: SAME_PRODUCTS_LIMIT },
      }),
    );
  const viewedIds = lastViewedOf(request);
  const [found, comments, questions, sameProducts, viewed, layout] = await Promise.all([
    product,
    byId(commentsOf, null, "comments"),
    byId(questionsOf, [], "questions"),
    byId(sameAs, [] as ProductCard[], "same products"),
    viewedIds.length > 0
      ? optional(
          unwrap(products.getLastViewedProducts.$post({ json: { product_ids: viewedIds } })),
          [] as ProductCard[],
          "last viewed products",
        )
      : Promise.resolve([] as ProductCard[]),
    loadPageLayout(shopApi, "product"),
  ]);
  return {
    product: found,
    comments,
    questions,
    sameProducts,
    lastViewedProducts: viewed.filter((card) => card.id !== found.id),
    layout,
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
