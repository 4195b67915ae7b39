// Head tags of the blog: the list as a listing page (title, description, Open Graph, JSON-LD
// BreadcrumbList), a post as an article (Open Graph article, JSON-LD Article and BreadcrumbList).
// It puts the blog and the listing's head tags together, so it lives with the routes.
import type { BlogPostDetail } from "@shop/api/contract";
import type { MetaDescriptor } from "react-router";
import { blogListPath } from "../features/blog/blog-links.ts";
import type { BlogListData } from "../features/blog/blog-list.server.ts";
import {
  type Crumb,
  type HeadArgs,
  listingHead,
  rootOf,
  titleWithShop,
} from "../features/listing/listing-meta.ts";
import { formatAppMessage } from "../i18n/messages.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";

function blogCrumbs(args: HeadArgs, category?: { id: number; name: string }): Crumb[] {
  const { locale } = splitLocale(args.location.pathname);
  const blog = {
    name: formatAppMessage(locale, "app.page.blog"),
    path: localizePath(paths.blog, locale),
  };
  return category
    ? [blog, { name: category.name, path: blogListPath(locale, category.id) }]
    : [blog];
}

export function blogListMeta(args: HeadArgs, data: BlogListData): MetaDescriptor[] {
  const { locale } = splitLocale(args.location.pathname);
  const { category } = data;
  return listingHead(args, {
    title: category?.seo_title || category?.name || formatAppMessage(locale, "app.page.blog"),
    description: category?.seo_description ?? "",
    keywords: category?.seo_keywords ?? null,
    image: null,
    crumbs: blogCrumbs(args, category ?? undefined),
    page: data.posts.page,
  });
}

export function blogPostMeta(args: HeadArgs, post: BlogPostDetail): MetaDescriptor[] {
  const { locale } = splitLocale(args.location.pathname);
  const root = rootOf(args);
  const origin = root?.origin ?? "";
  const absolute = (path: string) => (origin ? new URL(path, origin).href : path);
  const title = post.seo_title ?? post.title;
  const description = post.seo_description ?? post.summary;
  const url = absolute(args.location.pathname);
  const home = { name: formatAppMessage(locale, "app.page.home"), path: localizePath("/", locale) };
  const crumbs = [
    ...blogCrumbs(args, post.category),
    { name: post.title, path: args.location.pathname },
  ];
  const meta: MetaDescriptor[] = [
    { title: titleWithShop(args, title) },
    { property: "og:type", content: "article" },
    { property: "og:title", content: title },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale },
    { property: "article:published_time", content: post.published_at },
    { property: "article:section", content: post.category.name },
  ];
  if (description) {
    meta.push({ name: "description", content: description });
    meta.push({ property: "og:description", content: description });
  }
  if (post.seo_keywords) meta.push({ name: "keywords", content: post.seo_keywords });
  if (post.image_path) meta.push({ property: "og:image", content: absolute(post.image_path) });
  meta.push({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      datePublished: post.published_at,
      dateModified: post.updated_at,
      articleSection: post.category.name,
      inLanguage: locale,
      mainEntityOfPage: url,
      ...(post.image_path ? { image: absolute(post.image_path) } : {}),
      ...(description ? { description } : {}),
      ...(post.author_name ? { author: { "@type": "Person", name: post.author_name } } : {}),
      ...(root?.head?.shopName
        ? { publisher: { "@type": "Organization", name: root.head.shopName } }
        : {}),
    },
  });
  meta.push({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [home, ...crumbs].map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: absolute(crumb.path),
      })),
    },
  });
  return meta;
}
