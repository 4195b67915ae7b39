// The product page's data beside the product itself, which the link's resolution answered
// (pages/resolve): in parallel, the page of reviews the URL asks for, the questions, similar
// products, the recently viewed ones from the shopper's cookie and the product page's layout.
import type { ProductCard, ProductDetail } from "@shop/api/contract";
import type { Locale } from "../../lib/locale.ts";
import { loadPageLayout } from "../../lib/page-layout.server.ts";
import { type ShopApi, unwrap } from "../../lib/shop-api.ts";
import { lastViewedOf } from "./last-viewed.ts";
import { COMMENTS_PAGE_PARAM } from "./product-view.ts";

export interface ProductPageArgs {
  shopApi: ShopApi;
  locale: Locale;
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

export async function loadProductPage(
  { shopApi, url, request }: ProductPageArgs,
  product: ProductDetail,
) {
  const { product: products } = shopApi;
  const { id } = product;
  const viewedIds = lastViewedOf(request);
  const [comments, questions, sameProducts, viewed, layout] = await Promise.all([
    optional(
      unwrap(
        products.getProductComments[":id"].$post({
          param: { id },
          json: { page: commentsPageOf(url) },
        }),
      ),
      null,
      "comments",
    ),
    optional(unwrap(products.getProductSSS[":id"].$post({ param: { id } })), [], "questions"),
    optional(
      unwrap(
        products.getSameProducts[":id"].$post({
          param: { id },
          json: { limit: SAME_PRODUCTS_LIMIT },
        }),
      ),
      [] as ProductCard[],
      "same products",
    ),
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
    product,
    comments,
    questions,
    sameProducts,
    lastViewedProducts: viewed.filter((card) => card.id !== id),
    layout,
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
