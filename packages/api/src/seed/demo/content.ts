// Content pages, the blog and the FAQ of the demo shop.
import {
  blogCategories,
  blogCategoryTranslations,
  blogPosts,
  blogPostTranslations,
  contentCategories,
  contentCategoryTranslations,
  contents,
  contentTranslations,
  faqCategories,
  faqCategoryTranslations,
  faqs,
  faqTranslations,
} from "../../db/schema/index.ts";
import type { DemoImages } from "./images.ts";
import { BLOG_CATEGORIES, BLOG_POSTS, FAQ_CATEGORIES, FAQS } from "./texts/blog.ts";
import { CONTENT_CATEGORIES, CONTENT_PAGES } from "./texts/pages.ts";
import { LANGS, slugify, t3 } from "./util.ts";
import { daysAgo, idsByCode, insertMany, must, type Tx } from "./write.ts";

const plain = (html: string) =>
  html
    .replace(/<\/(p|li|h2)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

const clip = (s: string, max = 158) =>
  s.length <= max ? s : `${s.slice(0, s.lastIndexOf(" ", max))}…`;

/** Blog covers: 1200 × 630 (the Open Graph size), 600 × 315 and 300 × 158. */
const COVER_SIZES: Array<[number, number]> = [
  [1200, 630],
  [600, 315],
  [300, 158],
];

export async function seedContent(tx: Tx, images: DemoImages, now: Date): Promise<void> {
  await insertMany(
    tx,
    contentCategories,
    CONTENT_CATEGORIES.map((c, sortOrder) => ({ code: c.code, sortOrder })),
  );
  const contentCategoryIds = await idsByCode(tx, contentCategories);
  await insertMany(
    tx,
    contentCategoryTranslations,
    CONTENT_CATEGORIES.flatMap((c) =>
      LANGS.map((lang) => ({
        contentCategoryId: must(contentCategoryIds, c.code, "content category"),
        languageCode: lang,
        name: c.name[lang],
      })),
    ),
  );
  await insertMany(
    tx,
    contents,
    CONTENT_PAGES.map((page, sortOrder) => ({
      code: page.code,
      contentCategoryId: must(contentCategoryIds, page.category, "content category"),
      sortOrder,
    })),
  );
  const contentIds = await idsByCode(tx, contents);
  await insertMany(
    tx,
    contentTranslations,
    CONTENT_PAGES.flatMap((page) =>
      LANGS.map((lang) => ({
        contentId: must(contentIds, page.code, "content"),
        languageCode: lang,
        title: page.title[lang],
        body: page.body[lang],
        seoTitle: page.title[lang],
        seoDescription: page.description[lang],
        seoLink: page.slug[lang],
      })),
    ),
  );

  await insertMany(
    tx,
    blogCategories,
    BLOG_CATEGORIES.map((c, sortOrder) => ({ code: c.code, sortOrder })),
  );
  const blogCategoryIds = await idsByCode(tx, blogCategories);
  const blogWord = t3("Blog", "Blog", "مدونة");
  await insertMany(
    tx,
    blogCategoryTranslations,
    BLOG_CATEGORIES.flatMap((c) =>
      LANGS.map((lang) => ({
        blogCategoryId: must(blogCategoryIds, c.code, "blog category"),
        languageCode: lang,
        name: c.name[lang],
        seoTitle: `${blogWord[lang]}: ${c.name[lang]}`,
        // Prefixed, so that a blog category never takes a product category's link.
        seoLink: slugify(`${blogWord[lang]} ${c.name[lang]}`, lang),
      })),
    ),
  );
  await insertMany(
    tx,
    blogPosts,
    BLOG_POSTS.map((post) => {
      const cover = images.scene(
        `blog/${post.code}`,
        COVER_SIZES,
        post.cover.background,
        post.cover.visuals.map(([visual, hex], i, all) => ({
          visual,
          hex,
          x: 1200 * ((i + 1) / (all.length + 1)),
          y: 330,
          scale: all.length > 2 ? 0.52 : 0.66,
        })),
      );
      const published = daysAgo(now, post.ageDays);
      return {
        code: post.code,
        blogCategoryId: must(blogCategoryIds, post.category, "blog category"),
        authorName: post.author,
        imagePath: cover.path,
        imagePathM: cover.pathM,
        imagePathS: cover.pathS,
        publishedAt: published,
        viewCount: post.views,
        createdAt: published,
        updatedAt: published,
      };
    }),
  );
  const postIds = await idsByCode(tx, blogPosts);
  await insertMany(
    tx,
    blogPostTranslations,
    BLOG_POSTS.flatMap((post) =>
      LANGS.map((lang) => ({
        blogPostId: must(postIds, post.code, "blog post"),
        languageCode: lang,
        title: post.title[lang],
        summary: post.summary[lang],
        body: post.body[lang],
        seoTitle: post.title[lang],
        seoKeywords: BLOG_CATEGORIES.find((c) => c.code === post.category)?.name[lang] ?? null,
        seoDescription: clip(plain(post.summary[lang])),
        seoLink: slugify(post.title[lang], lang),
      })),
    ),
  );

  await insertMany(
    tx,
    faqCategories,
    FAQ_CATEGORIES.map((c, sortOrder) => ({ code: c.code, sortOrder })),
  );
  const faqCategoryIds = await idsByCode(tx, faqCategories);
  await insertMany(
    tx,
    faqCategoryTranslations,
    FAQ_CATEGORIES.flatMap((c) =>
      LANGS.map((lang) => ({
        faqCategoryId: must(faqCategoryIds, c.code, "faq category"),
        languageCode: lang,
        name: c.name[lang],
      })),
    ),
  );
  await insertMany(
    tx,
    faqs,
    FAQS.map((f, sortOrder) => ({
      code: f.code,
      faqCategoryId: must(faqCategoryIds, f.category, "faq category"),
      sortOrder,
    })),
  );
  const faqIds = await idsByCode(tx, faqs);
  await insertMany(
    tx,
    faqTranslations,
    FAQS.flatMap((f) =>
      LANGS.map((lang) => ({
        faqId: must(faqIds, f.code, "faq"),
        languageCode: lang,
        question: f.q[lang],
        answer: f.a[lang],
      })),
    ),
  );
}
