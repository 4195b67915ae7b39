// Which page a storefront /{seoLink} is, and the data of that page. The API's answer
// (pages/resolve) carries the page's own record (a product, category, brand, content page or blog
// post, with what the last two show beside them); the product and listing loaders live with their
// features and fetch only what comes beside that record; this dispatches, beside the route.
import type { Alternate } from "@shop/api/contract";
import { redirect } from "react-router";
import { type Locale, localizePath } from "../../lib/locale.ts";
import { type ShopApi, unwrap } from "../../lib/shop-api.ts";

export interface SeoPageArgs {
  shopApi: ShopApi;
  locale: Locale;
  currency: number;
  seoLink: string;
  url: URL;
  request: Request;
}

/** The page's own path per locale (hreflang and the language switcher). */
export function alternatesOf(links: Alternate[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(links.map((link) => [link.language, `/${link.seo_link}`]));
}

export async function loadSeoPage(args: SeoPageArgs) {
  const param = { seo: encodeURIComponent(args.seoLink) };
  const page = await unwrap(args.shopApi.pages.resolve[":seo"].$get({ param }));
  // Another language's link (a Turkish banner link under /en): the page's own link in this one.
  if (page.seo_link !== args.seoLink) {
    const path = encodeURI(localizePath(`/${page.seo_link}`, args.locale));
    throw redirect(`${path}${args.url.search}`, 301);
  }
  const alternates = alternatesOf(page.alternates);
  switch (page.kind) {
    case "product": {
      const { loadProductPage } = await import(
        "../../features/product-page/product-page.server.ts"
      );
      return {
        kind: page.kind,
        alternates,
        ...(await loadProductPage(args, page.product)),
      } as const;
    }
    case "category": {
      const { loadCategoryPage } = await import("../../features/listing/category-page.server.ts");
      return {
        kind: page.kind,
        alternates,
        ...(await loadCategoryPage(args, page.category)),
      } as const;
    }
    case "brand": {
      const { loadBrandPage } = await import("../../features/listing/brand-page.server.ts");
      return { kind: page.kind, alternates, ...(await loadBrandPage(args, page.brand)) } as const;
    }
    case "content": {
      const { content, siblings } = page;
      return { kind: page.kind, alternates, content, siblings } as const;
    }
    case "blog_post": {
      const { post, others } = page;
      return { kind: page.kind, alternates, post, others } as const;
    }
  }
}

export type SeoPageData = Awaited<ReturnType<typeof loadSeoPage>> & {
  widgetData: Record<string, unknown>;
};
