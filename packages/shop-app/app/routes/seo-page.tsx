// /{seoLink}: one URL space for products, categories, brands, content pages and blog posts
// (looked up in that order); the loader says which one it is and each kind renders its feature's page.
import { lazy } from "react";
import type { MetaArgs } from "react-router";
import { useLoaderData, useLocation } from "react-router";
import { brandMeta, categoryMeta, titleWithShop } from "../features/listing/listing-meta.ts";
import { productMeta } from "../features/product-page/product-meta.ts";
import { type Locale, splitLocale } from "../lib/locale.ts";
import { blogPostMeta } from "./blog-meta.ts";
import type { SeoPageData } from "./seo-page/load-seo-page.server.ts";

export { keepCatalogueAfterCartWrite as shouldRevalidate } from "../features/listing/catalogue-revalidation.ts";
export { action, loader } from "./seo-page.server.ts";

// Each kind's page is a chunk of its own, so a product page does not download the listing's
// filters nor a category page the product's gallery. Without a Suspense boundary the server's
// shell waits for the chunk and hydration keeps the server's HTML until it has arrived.
const chunks = {
  product: once(() => import("./seo-page/product-page.tsx")),
  listing: once(() => import("../features/listing/listing-page.tsx")),
  article: once(() => import("./seo-page/article-page.tsx")),
};
const chunkOf = {
  product: chunks.product,
  category: chunks.listing,
  brand: chunks.listing,
  content: chunks.article,
  blog_post: chunks.article,
} satisfies Record<SeoPageData["kind"], () => Promise<unknown>>;

const ProductPage = lazy(() => chunks.product().then((m) => ({ default: m.ProductPage })));
const CategoryPage = lazy(() => chunks.listing().then((m) => ({ default: m.CategoryPage })));
const BrandPage = lazy(() => chunks.listing().then((m) => ({ default: m.BrandPage })));
const ContentArticle = lazy(() => chunks.article().then((m) => ({ default: m.ContentArticle })));
const BlogArticle = lazy(() => chunks.article().then((m) => ({ default: m.BlogArticle })));

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}

// In the browser this module is evaluated before hydration: the server's HTML names the kind, so
// its chunk is fetched now rather than when hydration reaches the page.
if (typeof document !== "undefined") {
  const kind = document.querySelector<HTMLElement>("[data-seo-kind]")?.dataset.seoKind;
  if (kind && Object.hasOwn(chunkOf, kind)) void chunkOf[kind as SeoPageData["kind"]]();
}

function articleMeta(args: MetaArgs, title: string, description: string | null) {
  return [
    { title: titleWithShop(args, title) },
    ...(description ? [{ name: "description", content: description }] : []),
    { property: "og:title", content: title },
  ];
}

export function meta(args: MetaArgs) {
  const data = args.loaderData as SeoPageData | undefined;
  if (!data) return [];
  switch (data.kind) {
    case "product": {
      const root = args.matches.find((match) => match?.id === "root")?.loaderData as
        | { origin: string; head: { shopName: string } }
        | undefined;
      const { locale } = splitLocale(args.location.pathname);
      return productMeta(data, root?.origin ?? "", locale, root?.head.shopName);
    }
    case "category":
      return categoryMeta(args, data);
    case "brand":
      return brandMeta(args, data);
    case "content":
      return articleMeta(
        args,
        data.content.seo_title ?? data.content.title,
        data.content.seo_description,
      );
    case "blog_post":
      return blogPostMeta(args, data.post);
  }
}

export default function SeoPage() {
  const data = useLoaderData() as SeoPageData;
  const locale = splitLocale(useLocation().pathname).locale;
  return (
    <div data-seo-kind={data.kind} className="contents">
      <SeoPageOfKind data={data} locale={locale} />
    </div>
  );
}

function SeoPageOfKind({ data, locale }: { data: SeoPageData; locale: Locale }) {
  switch (data.kind) {
    case "product":
      return <ProductPage data={data} />;
    case "category":
      return <CategoryPage data={data} />;
    case "brand":
      return <BrandPage data={data} />;
    case "content":
      return <ContentArticle content={data.content} siblings={data.siblings} locale={locale} />;
    case "blog_post":
      return <BlogArticle post={data.post} others={data.others} locale={locale} />;
  }
}
