// Blog posts as the ui's news items and most-read entries, linked in the page's language.
import type { BlogPost } from "@shop/api/contract";
import type { MostReadItem, NewsItem } from "@shop/ui";
import { type Locale, localizePath } from "../../lib/locale.ts";
import { blogListPath } from "./blog-links.ts";

export function toNewsItem(post: BlogPost, locale: Locale): NewsItem {
  return {
    id: String(post.id),
    title: post.title,
    href: localizePath(`/${post.seo_link}`, locale),
    date: post.published_at,
    ...(post.image_path_m ? { imageSrc: post.image_path_m } : {}),
    ...(post.summary ? { excerpt: post.summary } : {}),
    categories: [
      {
        id: String(post.category.id),
        label: post.category.name,
        href: blogListPath(locale, post.category.id),
      },
    ],
  };
}

export function toMostReadItem(post: BlogPost, locale: Locale): MostReadItem {
  return {
    id: String(post.id),
    title: post.title,
    href: localizePath(`/${post.seo_link}`, locale),
    date: post.published_at,
    views: post.view_count,
  };
}
