// The answer of pages/resolve: which page a storefront link names, with everything that page
// shows of its own record, from every module that owns a kind of page.
import { z } from "zod";
import { BlogPost, BlogPostDetail } from "./blog.ts";
import { Alternate, BrandDetail, Category, ProductDetail } from "./catalog.ts";
import { ContentLink, ContentPage } from "./content.ts";

const ResolvedPageLink = {
  id: z.number().int(),
  seo_link: z.string().meta({ description: "The link in the requested language." }),
  alternates: z.array(Alternate),
};
/**
 * The page a link names, with the record its page shows, so that the storefront renders a
 * product, a category, a brand, a content page or a blog post from this one answer instead of
 * asking for it again by id.
 */
export const ResolvedPage = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("product"), ...ResolvedPageLink, product: ProductDetail }),
    z.object({ kind: z.literal("category"), ...ResolvedPageLink, category: Category }),
    z.object({ kind: z.literal("brand"), ...ResolvedPageLink, brand: BrandDetail }),
    z.object({
      kind: z.literal("content"),
      ...ResolvedPageLink,
      content: ContentPage,
      siblings: z
        .array(ContentLink)
        .meta({ description: "The pages of its category, itself included; none without one." }),
    }),
    z.object({
      kind: z.literal("blog_post"),
      ...ResolvedPageLink,
      post: BlogPostDetail,
      others: z
        .array(BlogPost)
        .meta({ description: "Three other posts, as blog/otherBlogs/3 answers them." }),
    }),
  ])
  .meta({ id: "ResolvedPage" });
export type ResolvedPage = z.infer<typeof ResolvedPage>;
