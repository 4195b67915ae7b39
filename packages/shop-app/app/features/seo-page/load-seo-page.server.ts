// Which page a storefront /{seoLink} is, and the data of that page. Each kind's loader lives with
// its feature; this only dispatches on the API's answer (pages/resolve).
import type { Alternate } from "@shop/api/contract";
import type { ApiClient } from "../../lib/api-client.ts";
import type { Locale } from "../../lib/locale.ts";

export interface SeoPageArgs {
  api: ApiClient;
  locale: Locale;
  seoLink: string;
  url: URL;
  request: Request;
}

/** The page's own path per locale (hreflang and the language switcher). */
export function alternatesOf(links: Alternate[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(links.map((link) => [link.language, `/${link.seo_link}`]));
}

export async function loadSeoPage(args: SeoPageArgs) {
  const page = await args.api.resolvePage(args.seoLink);
  const alternates = alternatesOf(page.alternates);
  switch (page.kind) {
    case "product": {
      const { loadProductPage } = await import("../product-page/product-page.server.ts");
      return { kind: page.kind, alternates, ...(await loadProductPage(args)) } as const;
    }
    case "category": {
      const { loadCategoryPage } = await import("../listing/category-page.server.ts");
      return { kind: page.kind, alternates, ...(await loadCategoryPage(args, page.id)) } as const;
    }
    case "brand": {
      const { loadBrandPage } = await import("../listing/brand-page.server.ts");
      return { kind: page.kind, alternates, ...(await loadBrandPage(args, page.id)) } as const;
    }
    case "content":
      return {
        kind: page.kind,
        alternates,
        content: await args.api.content(page.id),
      } as const;
    case "blog_post":
      return {
        kind: page.kind,
        alternates,
        post: await args.api.blogPost(page.id),
      } as const;
  }
}

export type SeoPageData = Awaited<ReturnType<typeof loadSeoPage>> & {
  widgetData: Record<string, unknown>;
};
