// The blog post form, read from its posted fields into the API's input, and a post from the API
// turned into what the form shows first. The publication time is typed in the shop's time zone
// (its site setting) and sent as an instant.
import { type AdminBlog, AdminBlogInput } from "@shop/api/contract";
import { ADMIN_BLOG_TEXT_FIELDS, type AdminBlogValues } from "@shop/ui";
import type { z } from "zod";
import { formInput } from "../../lib/form-input.server.ts";
import { shopInstant, shopMoment } from "../../lib/shop-time.ts";
import { formText, textsForForm, textsFromForm } from "../../lib/translated-texts.ts";

/** The posted form as the API's input; a language whose title and body are empty is left out. */
export function blogInput(form: FormData, timeZone: string): z.input<typeof AdminBlogInput> {
  const published = formText(form, "published_at").trim();
  return {
    ...formInput(form, AdminBlogInput),
    // Alternatives in the schema (a path, or ""), which formInput leaves to its caller.
    image_path: formText(form, "image_path"),
    published_at: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(published)
      ? shopInstant(published.slice(0, 10), `${published.slice(11)}:00`, timeZone)
      : published,
    texts: textsFromForm(form, ADMIN_BLOG_TEXT_FIELDS, (entry) =>
      Boolean(entry.title.trim() || entry.body.trim()),
    ) as z.input<typeof AdminBlogInput>["texts"],
  };
}

/** An instant as the datetime-local field shows it, in the shop's time zone. */
export function shopLocalTime(iso: string, timeZone: string): string {
  return shopMoment(iso, timeZone).replace(" ", "T");
}

export function blogValues(post: AdminBlog | null, timeZone: string): AdminBlogValues {
  return {
    blog_category_id: post ? String(post.blog_category_id) : "",
    author_name: post?.author_name ?? "",
    image_path: post?.image_path ?? "",
    published_at: post ? shopLocalTime(post.published_at, timeZone) : "",
    is_active: post?.is_active ?? true,
    texts: textsForForm(ADMIN_BLOG_TEXT_FIELDS, post?.texts),
  };
}
