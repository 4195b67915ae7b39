// /{seoLink}: one URL space for products, categories, brands, content pages and blog posts
// (READING.md); the loader says which one it is and each kind renders its feature's page.
import type { MetaArgs } from "react-router";
import { useLoaderData, useLocation } from "react-router";
import { blogPostMeta } from "../features/blog/blog-meta.ts";
import { brandMeta, categoryMeta, titleWithShop } from "../features/listing/listing-meta.ts";
import { BrandPage, CategoryPage } from "../features/listing/listing-page.tsx";
import { productMeta } from "../features/product-page/product-meta.ts";
import { ProductPage } from "../features/product-page/product-page.tsx";
import { BlogArticle, ContentArticle } from "../features/seo-page/article-page.tsx";
import type { SeoPageData } from "../features/seo-page/load-seo-page.server.ts";
import { splitLocale } from "../lib/locale.ts";

export { action, loader } from "./seo-page.server.ts";

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
