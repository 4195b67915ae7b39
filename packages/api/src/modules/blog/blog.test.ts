import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { answerOf, apiForFile, client } from "../../../test/harness.ts";
import {
  BLOG_MAX_LIMIT,
  BlogCategory,
  BlogPage,
  BlogPost,
  BlogPostDetail,
} from "../../contract/index.ts";
import {
  blogCategories,
  blogCategoryTranslations,
  blogPosts,
  blogPostTranslations,
} from "../../db/schema/index.ts";
import { shopDay } from "../../lib/shop-time.ts";

const api = apiForFile();
const LANGS = ["tr", "en", "ar"] as const;
type Lang = (typeof LANGS)[number];
const cat: Record<string, number> = {};
const post: Record<string, number> = {};

const DAY = 86_400_000;
const now = Date.now();
const daysAgo = (n: number) => new Date(now - n * DAY);

/** Post texts: "<code> <lang>" titles and links, so every answer shows its language. */
const title = (code: string, lang: Lang) => `${code} ${lang} title`;
const seo = (code: string, lang: Lang) =>
  lang === "ar" ? `مقال-${code}` : `${code}-${lang === "tr" ? "yazi" : "post"}`;

interface PostSeed {
  code: string;
  category: string;
  age: number;
  views: number;
  active?: boolean;
  langs?: readonly Lang[];
}

// Newest first: p1 (1 day) … p12 (12 days), all in t-style except every third in t-tech.
const POSTS: PostSeed[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    code: `p${i + 1}`,
    category: i % 3 === 2 ? "t-tech" : "t-style",
    age: i + 1,
    views: (i * 37) % 11,
  })),
  { code: "p-tr-only", category: "t-tech", age: 20, views: 3, langs: ["tr"] as const },
  { code: "p-future", category: "t-style", age: -2, views: 999 },
  { code: "p-off", category: "t-style", age: 3, views: 998, active: false },
  { code: "p-hidden-cat", category: "t-hidden", age: 1, views: 997 },
];

beforeAll(async () => {
  const cats = await api.db
    .insert(blogCategories)
    .values([
      { code: "t-style", sortOrder: 2 },
      { code: "t-tech", sortOrder: 1 },
      { code: "t-hidden", sortOrder: 0, isActive: false },
      { code: "t-empty", sortOrder: 3 },
    ])
    .returning();
  for (const c of cats) cat[c.code] = c.id;
  const names: Record<string, Record<Lang, string>> = {
    "t-style": { tr: "Moda", en: "Fashion", ar: "الموضة" },
    "t-tech": { tr: "Teknoloji", en: "Technology", ar: "التكنولوجيا" },
    "t-hidden": { tr: "Gizli", en: "Hidden", ar: "مخفي" },
    "t-empty": { tr: "Boş", en: "Empty", ar: "فارغ" },
  };
  await api.db.insert(blogCategoryTranslations).values(
    cats.flatMap((c) =>
      LANGS.map((lang) => ({
        blogCategoryId: c.id,
        languageCode: lang,
        name: names[c.code]?.[lang] ?? c.code,
        seoLink: `blog-${c.code}-${lang}`,
        seoTitle: `Blog: ${names[c.code]?.[lang]}`,
      })),
    ),
  );
  const rows = await api.db
    .insert(blogPosts)
    .values(
      POSTS.map((p) => ({
        code: p.code,
        blogCategoryId: cat[p.category] as number,
        authorName: "Selin Ergün",
        imagePath: `/uploads/blog/${p.code}.webp`,
        imagePathM: `/uploads/blog/${p.code}-m.webp`,
        imagePathS: `/uploads/blog/${p.code}-s.webp`,
        isActive: p.active ?? true,
        publishedAt: daysAgo(p.age),
        viewCount: p.views,
      })),
    )
    .returning();
  for (const r of rows) post[r.code] = r.id;
  await api.db.insert(blogPostTranslations).values(
    POSTS.flatMap((p) =>
      (p.langs ?? LANGS).map((lang) => ({
        blogPostId: post[p.code] as number,
        languageCode: lang,
        title: title(p.code, lang),
        summary: `${p.code} ${lang} summary`,
        body: `<p>${p.code} ${lang} body</p>`,
        seoTitle: `${title(p.code, lang)} | Blog`,
        seoKeywords: `${p.code}, ${lang}`,
        seoDescription: `${p.code} ${lang} description`,
        seoLink: seo(p.code, lang),
      })),
    ),
  );
});

const codes = (items: Array<{ code: string }>) => items.map((item) => item.code);
const PUBLISHED_NEWEST = [...Array.from({ length: 12 }, (_, i) => `p${i + 1}`), "p-tr-only"];

describe("blog/getLimit/{n}", () => {
  it.each(LANGS)("answers the n newest published posts in %s", async (lang) => {
    const res = await answerOf(
      client(api).blog.getLimit[":n"].$get({ param: { n: "3" }, query: { language: lang } }),
    );
    expect(res.status).toBe(200);
    const posts = BlogPost.array().parse(res.json.response);
    expect(codes(posts)).toEqual(["p1", "p2", "p3"]);
    expect(posts[2]).toEqual({
      id: post.p3,
      code: "p3",
      title: title("p3", lang),
      summary: `p3 ${lang} summary`,
      image_path: "/uploads/blog/p3.webp",
      image_path_m: "/uploads/blog/p3-m.webp",
      image_path_s: "/uploads/blog/p3-s.webp",
      category: {
        id: cat["t-tech"],
        name: { tr: "Teknoloji", en: "Technology", ar: "التكنولوجيا" }[lang],
        seo_link: `blog-t-tech-${lang}`,
      },
      author_name: "Selin Ergün",
      published_at: shopDay(daysAgo(3), "Europe/Istanbul"),
      view_count: (2 * 37) % 11,
      seo_title: `${title("p3", lang)} | Blog`,
      seo_keywords: `p3, ${lang}`,
      seo_description: `p3 ${lang} description`,
      seo_link: seo("p3", lang),
    });
    expect(posts[0]?.published_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(posts)).not.toContain("body");
  });

  it("leaves out future, inactive and hidden-category posts; caps n; refuses n < 1", async () => {
    const all = await answerOf(client(api).blog.getLimit[":n"].$get({ param: { n: "1000" } }));
    expect(all.status).toBe(200);
    expect(codes(all.json.response)).toEqual(PUBLISHED_NEWEST);
    expect(BLOG_MAX_LIMIT).toBeLessThan(1000);
    for (const bad of ["0", "-1", "abc", "1.5"]) {
      const res = await answerOf(
        client(api).blog.getLimit[":n"].$get({ param: { n: bad }, query: { language: "en" } }),
      );
      expect(res.status, bad).toBe(400);
      expect(res.json.fields[0]).toMatchObject({ field: "n", in: "path" });
    }
  });

  it("shows a post without a translation in Turkish, whole", async () => {
    const res = await answerOf(
      client(api).blog.getLimit[":n"].$get({ param: { n: "24" }, query: { language: "en" } }),
    );
    const trOnly = res.json.response.find((p: { code: string }) => p.code === "p-tr-only");
    expect(trOnly).toMatchObject({
      title: title("p-tr-only", "tr"),
      summary: "p-tr-only tr summary",
      seo_link: seo("p-tr-only", "tr"),
      category: { name: "Technology" },
    });
  });
});

describe("blog/otherBlogs/{n}", () => {
  it.each(LANGS)("leaves out the post being read, its category's first (%s)", async (lang) => {
    const res = await answerOf(
      client(api).blog.otherBlogs[":n"].$get({
        param: { n: "4" },
        query: { exclude: post.p3, language: lang },
      }),
    );
    expect(res.status).toBe(200);
    // p3 is in t-tech with p6, p9, p12 and p-tr-only; then the newest of the rest.
    expect(codes(res.json.response)).toEqual(["p6", "p9", "p12", "p-tr-only"]);
    expect(res.json.response[0].title).toBe(title("p6", lang));
    const more = await answerOf(
      client(api).blog.otherBlogs[":n"].$get({ param: { n: "6" }, query: { exclude: post.p3 } }),
    );
    expect(codes(more.json.response)).toEqual(["p6", "p9", "p12", "p-tr-only", "p1", "p2"]);
  });

  it("without exclude (or an unknown one) answers the newest; refuses a malformed exclude", async () => {
    expect(
      codes(
        (await answerOf(client(api).blog.otherBlogs[":n"].$get({ param: { n: "2" } }))).json
          .response,
      ),
    ).toEqual(["p1", "p2"]);
    expect(
      codes(
        (
          await answerOf(
            client(api).blog.otherBlogs[":n"].$get({
              param: { n: "2" },
              query: { exclude: "999999" },
            }),
          )
        ).json.response,
      ),
    ).toEqual(["p1", "p2"]);
    const bad = await answerOf(
      client(api).blog.otherBlogs[":n"].$get({ param: { n: "2" }, query: { exclude: "abc" } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fields[0]).toMatchObject({ field: "exclude", in: "query" });
  });
});

describe("blog/active_all", () => {
  it.each(LANGS)("pages through every published post in %s", async (lang) => {
    const first = await answerOf(
      client(api).blog.active_all.$post({ query: { language: lang }, json: { page: 1, limit: 5 } }),
    );
    expect(first.status).toBe(200);
    const page = BlogPage.parse(first.json.response);
    expect(page).toMatchObject({ total: 13, page: 1, limit: 5, page_count: 3 });
    expect(codes(page.items)).toEqual(["p1", "p2", "p3", "p4", "p5"]);
    expect(page.items[0]?.title).toBe(title("p1", lang));
    const last = await answerOf(
      client(api).blog.active_all.$post({ query: { language: lang }, json: { page: 3, limit: 5 } }),
    );
    expect(codes(last.json.response.items)).toEqual(["p11", "p12", "p-tr-only"]);
  });

  it("a page past the end is empty; the limit is capped; no body is the first page", async () => {
    const past = await answerOf(client(api).blog.active_all.$post({ json: { page: 9, limit: 5 } }));
    expect(past.json.response).toMatchObject({ items: [], total: 13, page: 9, page_count: 3 });
    const capped = await answerOf(client(api).blog.active_all.$post({ json: { limit: 10_000 } }));
    expect(capped.json.response).toMatchObject({ limit: BLOG_MAX_LIMIT, page: 1, total: 13 });
    expect(capped.json.response.items).toHaveLength(13);
    const bare = await answerOf(client(api).blog.active_all.$post({ query: { language: "en" } }));
    expect(bare.status).toBe(200);
    expect(bare.json.response).toMatchObject({ page: 1, limit: 9, page_count: 2 });
    expect(bare.json.response.items).toHaveLength(9);
  });

  it.each([
    [{ page: 0 }, "page", "too_small"],
    [{ page: -3 }, "page", "too_small"],
    [{ page: 1.5 }, "page", "invalid_type"],
    [{ page: "2" }, "page", "invalid_type"],
    [{ limit: 0 }, "limit", "too_small"],
  ])("refuses %j", async (body, field, code) => {
    const res = await answerOf(
      client(api).blog.active_all.$post({ query: { language: "en" }, json: body as never }),
    );
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual([expect.objectContaining({ field, in: "body", code })]);
  });
});

describe("blog/getBlogCategories", () => {
  it.each(LANGS)(
    "lists the active categories in order with their post counts (%s)",
    async (lang) => {
      const res = await answerOf(
        client(api).blog.getBlogCategories.$get({ query: { language: lang } }),
      );
      expect(res.status).toBe(200);
      const categories = BlogCategory.array().parse(res.json.response);
      expect(categories.map((c) => [c.code, c.post_count])).toEqual([
        ["t-tech", 5],
        ["t-style", 8],
        ["t-empty", 0],
      ]);
      expect(categories[0]).toMatchObject({
        id: cat["t-tech"],
        name: { tr: "Teknoloji", en: "Technology", ar: "التكنولوجيا" }[lang],
        seo_link: `blog-t-tech-${lang}`,
        seo_title: `Blog: ${{ tr: "Teknoloji", en: "Technology", ar: "التكنولوجيا" }[lang]}`,
      });
    },
  );
});

describe("blog/active_all_by_category/{id}", () => {
  it.each(LANGS)("pages through one category's posts in %s", async (lang) => {
    const res = await answerOf(
      client(api).blog.active_all_by_category[":id"].$post({
        param: { id: cat["t-tech"] },
        query: { language: lang },
        json: { page: 2, limit: 2 },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({ total: 5, page: 2, limit: 2, page_count: 3 });
    expect(codes(res.json.response.items)).toEqual(["p9", "p12"]);
    expect(res.json.response.items[0].category.seo_link).toBe(`blog-t-tech-${lang}`);
    const empty = await answerOf(
      client(api).blog.active_all_by_category[":id"].$post({ param: { id: cat["t-empty"] } }),
    );
    expect(empty.json.response).toEqual({ items: [], total: 0, page: 1, limit: 9, page_count: 0 });
  });

  it("404 for an inactive or unknown category", async () => {
    for (const id of [cat["t-hidden"], 999_999]) {
      const res = await answerOf(
        client(api).blog.active_all_by_category[":id"].$post({
          param: { id },
          query: { language: "ar" },
          json: {},
        }),
      );
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("record_not_found");
    }
  });
});

describe("blog/get_most_read", () => {
  it.each(LANGS)("orders by views, then newest, in %s", async (lang) => {
    const res = await answerOf(client(api).blog.get_most_read.$get({ query: { language: lang } }));
    expect(res.status).toBe(200);
    const expected = POSTS.filter((p) => PUBLISHED_NEWEST.includes(p.code))
      .sort((a, b) => b.views - a.views || a.age - b.age)
      .map((p) => p.code);
    expect(codes(res.json.response)).toEqual(expected.slice(0, 5));
    const three = await answerOf(
      client(api).blog.get_most_read.$get({ query: { limit: "3", language: lang } }),
    );
    expect(codes(three.json.response)).toEqual(expected.slice(0, 3));
    expect(
      (await answerOf(client(api).blog.get_most_read.$get({ query: { limit: "0" } }))).status,
    ).toBe(400);
  });
});

describe("blog/viewed/{id}", () => {
  it("counts each view, moves the post up the most-read list and leaves updated_at alone", async () => {
    const id = post.p12 as number;
    const before = (await answerOf(client(api).blog[":id"].$get({ param: { id } }))).json.response;
    const first = await answerOf(client(api).blog.viewed[":id"].$get({ param: { id } }));
    expect(first.status).toBe(200);
    expect(first.json.response).toEqual({ id, view_count: before.view_count + 1 });
    for (let i = 0; i < 20; i++)
      await answerOf(
        client(api).blog.viewed[":id"].$get({ param: { id }, query: { language: "ar" } }),
      );
    const after = (await answerOf(client(api).blog[":id"].$get({ param: { id } }))).json.response;
    expect(after.view_count).toBe(before.view_count + 21);
    expect(after.updated_at).toBe(before.updated_at);
    const mostRead = await answerOf(
      client(api).blog.get_most_read.$get({ query: { language: "en" } }),
    );
    expect(mostRead.json.response[0]).toMatchObject({ code: "p12", view_count: after.view_count });
  });

  it("404 for a post that is not published, and counts nothing", async () => {
    for (const code of ["p-future", "p-off", "p-hidden-cat"]) {
      const id = post[code] as number;
      const res = await answerOf(
        client(api).blog.viewed[":id"].$get({ param: { id }, query: { language: "en" } }),
      );
      expect(res.status, code).toBe(404);
      const [row] = await api.db.select().from(blogPosts).where(eq(blogPosts.id, id));
      expect(row?.viewCount).toBe(POSTS.find((p) => p.code === code)?.views);
    }
    expect(
      (await answerOf(client(api).blog.viewed[":id"].$get({ param: { id: "999999" } }))).status,
    ).toBe(404);
    expect(
      (await answerOf(client(api).blog.viewed[":id"].$get({ param: { id: "x" } }))).status,
    ).toBe(400);
  });
});

describe("blog/{id} and blog/getBySeoLink/{seo}", () => {
  it.each(LANGS)(
    "answers the post's detail in %s with the links in every language",
    async (lang) => {
      const res = await answerOf(
        client(api).blog[":id"].$get({ param: { id: post.p2 }, query: { language: lang } }),
      );
      expect(res.status).toBe(200);
      const detail = BlogPostDetail.parse(res.json.response);
      expect(detail).toMatchObject({
        id: post.p2,
        title: title("p2", lang),
        body: `<p>p2 ${lang} body</p>`,
        seo_link: seo("p2", lang),
        published_at: shopDay(daysAgo(2), "Europe/Istanbul"),
      });
      expect(detail.alternates).toEqual(
        LANGS.map((l) => ({ language: l, seo_link: seo("p2", l) })),
      );
      const bySeo = await answerOf(
        client(api).blog.getBySeoLink[":seo"].$get({
          param: { seo: encodeURIComponent(seo("p2", lang)) },
          query: { language: lang },
        }),
      );
      expect(bySeo.status).toBe(200);
      expect(bySeo.json.response).toEqual(res.json.response);
    },
  );

  it("finds a post by another language's link and answers in the language asked for", async () => {
    const res = await answerOf(
      client(api).blog.getBySeoLink[":seo"].$get({
        param: { seo: seo("p4", "tr") },
        query: { language: "en" },
      }),
    );
    expect(res.json.response).toMatchObject({
      title: title("p4", "en"),
      seo_link: seo("p4", "en"),
    });
    const trOnly = await answerOf(
      client(api).blog.getBySeoLink[":seo"].$get({
        param: { seo: seo("p-tr-only", "tr") },
        query: { language: "ar" },
      }),
    );
    expect(trOnly.json.response).toMatchObject({
      body: "<p>p-tr-only tr body</p>",
      alternates: [{ language: "tr", seo_link: seo("p-tr-only", "tr") }],
    });
  });

  it.each(LANGS)("404 in %s for unknown ids and links and for unpublished posts", async (lang) => {
    for (const code of ["p-future", "p-off", "p-hidden-cat"]) {
      expect(
        (
          await answerOf(
            client(api).blog[":id"].$get({ param: { id: post[code] }, query: { language: lang } }),
          )
        ).status,
      ).toBe(404);
      const bySeo = await answerOf(
        client(api).blog.getBySeoLink[":seo"].$get({
          param: { seo: encodeURIComponent(seo(code, lang)) },
          query: { language: lang },
        }),
      );
      expect(bySeo.status).toBe(404);
      expect(bySeo.json.code).toBe("record_not_found");
    }
    expect(
      (
        await answerOf(
          client(api).blog[":id"].$get({ param: { id: "999999" }, query: { language: lang } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answerOf(
          client(api).blog.getBySeoLink[":seo"].$get({
            param: { seo: "no-such-post" },
            query: { language: lang },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answerOf(
          client(api).blog[":id"].$get({ param: { id: "nonsense" }, query: { language: lang } }),
        )
      ).status,
    ).toBe(400);
  });

  it("a post published later becomes visible when its time comes", async () => {
    const id = post["p-future"] as number;
    await api.db
      .update(blogPosts)
      .set({ publishedAt: daysAgo(0.5) })
      .where(eq(blogPosts.id, id));
    try {
      expect((await answerOf(client(api).blog[":id"].$get({ param: { id } }))).status).toBe(200);
      expect(
        codes(
          (await answerOf(client(api).blog.getLimit[":n"].$get({ param: { n: "1" } }))).json
            .response,
        ),
      ).toEqual(["p-future"]);
    } finally {
      await api.db
        .update(blogPosts)
        .set({ publishedAt: daysAgo(-2) })
        .where(eq(blogPosts.id, id));
    }
  });
});
