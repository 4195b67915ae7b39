// The blog post form, read from its posted fields into the API's input, and a post from the API
// turned into what the form shows first. The publication time is typed in the shop's time zone
// (Istanbul, UTC+3 all year) and sent as an instant.
import type { AdminBlog, AdminBlogInput, LanguageCode } from "@shop/api/contract";
import {
  ADMIN_BLOG_TEXT_FIELDS,
  ADMIN_CONTENT_LANGUAGES,
  type AdminBlogTexts,
  type AdminBlogValues,
} from "@shop/ui";
import type { z } from "zod";

const textOf = (form: FormData, name: string) => String(form.get(name) ?? "");
const SHOP_OFFSET = "+03:00";

/** The posted form as the API's input; a language whose title and body are empty is left out. */
export function blogInput(form: FormData): z.input<typeof AdminBlogInput> {
  const texts: Record<string, Record<string, string>> = {};
  for (const language of ADMIN_CONTENT_LANGUAGES) {
    const entry = Object.fromEntries(
      ADMIN_BLOG_TEXT_FIELDS.map((field) => [field, textOf(form, `${language}.${field}`)]),
    );
    if (language === "tr" || entry.title?.trim() || entry.body?.trim()) texts[language] = entry;
  }
  const category = textOf(form, "blog_category_id");
  const published = textOf(form, "published_at").trim();
  return {
    blog_category_id: category ? Number(category) : (undefined as unknown as number),
    author_name: textOf(form, "author_name"),
    image_path: textOf(form, "image_path"),
    is_active: form.get("is_active") === "true",
    published_at: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(published)
      ? `${published}:00${SHOP_OFFSET}`
      : published,
    texts: texts as z.input<typeof AdminBlogInput>["texts"],
  };
}

const emptyTexts = (): AdminBlogTexts => ({
  title: "",
  summary: "",
  body: "",
  seo_link: "",
  seo_title: "",
  seo_keywords: "",
  seo_description: "",
});

/** An instant as the datetime-local field shows it, in the shop's time zone. */
export function shopLocalTime(iso: string): string {
  return new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16);
}

export function blogValues(post: AdminBlog | null): AdminBlogValues {
  const textsOf = (language: LanguageCode): AdminBlogTexts => {
    const texts = post?.texts[language];
    if (!texts) return emptyTexts();
    return {
      title: texts.title,
      summary: texts.summary ?? "",
      body: texts.body,
      seo_link: texts.seo_link,
      seo_title: texts.seo_title ?? "",
      seo_keywords: texts.seo_keywords ?? "",
      seo_description: texts.seo_description ?? "",
    };
  };
  return {
    blog_category_id: post ? String(post.blog_category_id) : "",
    author_name: post?.author_name ?? "",
    image_path: post?.image_path ?? "",
    published_at: post ? shopLocalTime(post.published_at) : "",
    is_active: post?.is_active ?? true,
    texts: { tr: textsOf("tr"), en: textsOf("en"), ar: textsOf("ar") },
  };
}
