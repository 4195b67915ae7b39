import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client, signInAdmin } from "../../../test/harness.ts";
import { AdminBlog, AdminBlogCategory, AdminBlogPage } from "../../contract/index.ts";

const api = apiForFile();
let admin: string;

beforeAll(async () => {
  admin = await signInAdmin(api);
});

const unique = () => Math.random().toString(36).slice(2, 8);

async function newCategory(word = unique()) {
  const answer = await answerOf(
    client(api, admin).blog_category.add.$post({
      json: {
        texts: { tr: { name: `Haberler ${word}` }, ar: { name: `أخبار ${word}` } },
      },
    }),
  );
  expect(answer.status).toBe(200);
  return AdminBlogCategory.parse(answer.json.response);
}

describe("blog_category", () => {
  it("creates a category with seo links from its names, renames it and deletes it when empty", async () => {
    const word = unique();
    const category = await newCategory(word);
    expect(category).toMatchObject({
      code: `haberler-${word}`,
      name: `Haberler ${word}`,
      is_active: true,
      texts: {
        tr: { name: `Haberler ${word}`, seo_link: `haberler-${word}` },
        ar: { name: `أخبار ${word}`, seo_link: `أخبار-${word}` },
      },
      post_count: 0,
    });
    const taken = await answerOf(
      client(api, admin).blog_category.add.$post({
        json: {
          texts: { tr: { name: "x", seo_link: `haberler-${word}` } },
        },
      }),
    );
    expect([taken.status, taken.json.fields?.[0]]).toMatchObject([
      409,
      { field: "texts.tr.seo_link", code: "already_used" },
    ]);
    const renamed = await answerOf(
      client(api, admin).blog_category.update[":id"].$post({
        param: { id: category.id },
        json: {
          sort_order: 4,
          is_active: false,
          texts: { tr: { name: `Duyurular ${word}`, seo_link: `duyurular-${word}` } },
        },
      }),
    );
    expect(AdminBlogCategory.parse(renamed.json.response)).toMatchObject({
      name: `Duyurular ${word}`,
      sort_order: 4,
      is_active: false,
      texts: { tr: { seo_link: `duyurular-${word}` } },
    });
    expect(renamed.json.response.texts.ar).toBeUndefined();
    const listed = AdminBlogCategory.array().parse(
      (await answerOf(client(api, admin).blog_category.getAdminBlogCategories.$post())).json
        .response,
    );
    expect(listed.some((row) => row.id === category.id && !row.is_active)).toBe(true);
    expect(
      (
        await answerOf(
          client(api, admin).blog_category.delete[":id"].$post({ param: { id: category.id } }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answerOf(
          client(api, admin).blog_category.delete[":id"].$post({ param: { id: category.id } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answerOf(
          client(api, admin).blog_category.update[":id"].$post({
            param: { id: "999999" },
            json: { texts: { tr: { name: "x" } } },
          }),
        )
      ).status,
    ).toBe(404);
    const bad = await answerOf(
      client(api, admin).blog_category.add.$post({ json: { texts: { tr: { name: "" } } } }),
    );
    expect([bad.status, bad.json.fields?.[0]?.field]).toEqual([400, "texts.tr.name"]);
  });

  it("keeps a category that still has posts", async () => {
    const category = await newCategory();
    await answerOf(
      client(api, admin).blog.add.$post({
        json: {
          blog_category_id: category.id,
          texts: { tr: { title: `Yazı ${unique()}` } },
        },
      }),
    );
    const refused = await answerOf(
      client(api, admin).blog_category.delete[":id"].$post({ param: { id: category.id } }),
    );
    expect([refused.status, refused.json.code]).toEqual([409, "record_in_use"]);
  });
});

describe("blog/add, getAdminBlog and the storefront", () => {
  it("writes an Arabic post that the storefront's Arabic blog shows at once", async () => {
    const word = unique();
    const category = await newCategory();
    const answer = await answerOf(
      client(api, admin).blog.add.$post({
        json: {
          blog_category_id: category.id,
          author_name: "Ayşe",
          image_path: "/uploads/blog/kapak.jpg",
          texts: {
            tr: { title: `Kış Bakımı ${word}`, body: "<p>Türkçe</p>" },
            ar: {
              title: `العناية الشتوية ${word}`,
              summary: "ملخص",
              body: '<p>نص <strong>عربي</strong></p><script>alert(1)</script><a href="javascript:x()">x</a>',
            },
          },
        },
      }),
    );
    expect(answer.status).toBe(200);
    const post = AdminBlog.parse(answer.json.response);
    expect(post).toMatchObject({
      code: `kis-bakimi-${word}`,
      blog_category_id: category.id,
      author_name: "Ayşe",
      image_path: "/uploads/blog/kapak.jpg",
      is_active: true,
      view_count: 0,
      texts: {
        tr: { seo_link: `kis-bakimi-${word}` },
        ar: { seo_link: `العناية-الشتوية-${word}`, summary: "ملخص" },
      },
    });
    const body = post.texts.ar?.body ?? "";
    expect(body).toContain("<p>نص <strong>عربي</strong></p>");
    for (const gone of ["script", "alert", "javascript:"]) expect(body).not.toContain(gone);

    const shown = await answerOf(
      client(api).blog[":id"].$get({ param: { id: post.id }, query: { language: "ar" } }),
    );
    expect(shown.status).toBe(200);
    expect(shown.json.response).toMatchObject({
      title: `العناية الشتوية ${word}`,
      seo_link: `العناية-الشتوية-${word}`,
      image_path: "/uploads/blog/kapak.jpg",
    });
    const page = await answerOf(
      client(api).blog.active_all.$post({ query: { language: "ar" }, json: { limit: 24 } }),
    );
    expect(
      page.json.response.items.some(
        (item: { id: number; title: string }) =>
          item.id === post.id && item.title === `العناية الشتوية ${word}`,
      ),
    ).toBe(true);
  });

  it("hides a post turned off or dated in the future from the storefront", async () => {
    const category = await newCategory();
    const post = AdminBlog.parse(
      (
        await answerOf(
          client(api, admin).blog.add.$post({
            json: {
              blog_category_id: category.id,
              is_active: false,
              texts: { tr: { title: `Gizli ${unique()}` } },
            },
          }),
        )
      ).json.response,
    );
    expect((await answerOf(client(api).blog[":id"].$get({ param: { id: post.id } }))).status).toBe(
      404,
    );
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const saved = AdminBlog.parse(
      (
        await answerOf(
          client(api, admin).blog.update[":id"].$post({
            param: { id: post.id },
            json: {
              blog_category_id: category.id,
              published_at: later,
              texts: { tr: { title: "Yarın" } },
            },
          }),
        )
      ).json.response,
    );
    expect(saved.published_at).toBe(later);
    expect((await answerOf(client(api).blog[":id"].$get({ param: { id: post.id } }))).status).toBe(
      404,
    );
  });
});

describe("blog/update, delete and the list", () => {
  it("saves, lists by search and category a page at a time, and deletes", async () => {
    const word = unique();
    const category = await newCategory();
    const created = AdminBlog.parse(
      (
        await answerOf(
          client(api, admin).blog.add.$post({
            json: {
              blog_category_id: category.id,
              texts: { tr: { title: `İlk ${word}` }, en: { title: `First ${word}` } },
            },
          }),
        )
      ).json.response,
    );
    await answerOf(
      client(api, admin).blog.add.$post({
        json: {
          blog_category_id: category.id,
          texts: { tr: { title: `İkinci ${word}` } },
        },
      }),
    );
    const saved = await answerOf(
      client(api, admin).blog.update[":id"].$post({
        param: { id: created.id },
        json: {
          blog_category_id: category.id,
          texts: { tr: { title: `Yeni ${word}`, body: "<p>yeni</p>", seo_link: `yeni-${word}` } },
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(AdminBlog.parse(saved.json.response).texts).toEqual({
      tr: {
        title: `Yeni ${word}`,
        summary: null,
        body: "<p>yeni</p>",
        seo_link: `yeni-${word}`,
        seo_title: null,
        seo_keywords: null,
        seo_description: null,
      },
    });
    const found = AdminBlogPage.parse(
      (
        await answerOf(
          client(api, admin).blog.getAdminBlogs.$post({ json: { search: `yeni ${word}` } }),
        )
      ).json.response,
    );
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      id: created.id,
      title: `Yeni ${word}`,
      category: { id: category.id, name: category.name },
    });
    const ofCategory = AdminBlogPage.parse(
      (
        await answerOf(
          client(api, admin).blog.getAdminBlogs.$post({
            json: {
              category_id: category.id,
              page: 2,
              page_size: 1,
            },
          }),
        )
      ).json.response,
    );
    expect([ofCategory.total, ofCategory.items.length, ofCategory.page_count]).toEqual([2, 1, 2]);
    expect(
      (await answerOf(client(api, admin).blog.delete[":id"].$post({ param: { id: created.id } })))
        .status,
    ).toBe(200);
    expect(
      (
        await answerOf(
          client(api, admin).blog.getAdminBlog[":id"].$get({ param: { id: created.id } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await answerOf(client(api, admin).blog.delete[":id"].$post({ param: { id: created.id } })))
        .status,
    ).toBe(404);
  });

  it("names the fields it refuses", async () => {
    const category = await newCategory();
    const taken = AdminBlog.parse(
      (
        await answerOf(
          client(api, admin).blog.add.$post({
            json: {
              blog_category_id: category.id,
              texts: { tr: { title: `Alınmış ${unique()}` } },
            },
          }),
        )
      ).json.response,
    );
    const cases: Array<[unknown, number, string]> = [
      [{ blog_category_id: category.id, texts: { tr: { title: "" } } }, 400, "texts.tr.title"],
      [{ texts: { tr: { title: "x" } } }, 400, "blog_category_id"],
      [{ blog_category_id: 999_999, texts: { tr: { title: "x" } } }, 400, "blog_category_id"],
      [
        {
          blog_category_id: category.id,
          image_path: "javascript:x",
          texts: { tr: { title: "x" } },
        },
        400,
        "image_path",
      ],
      [
        { blog_category_id: category.id, texts: { tr: { title: "x", seo_link: "A B" } } },
        400,
        "texts.tr.seo_link",
      ],
      [
        {
          blog_category_id: category.id,
          texts: { tr: { title: "x", seo_link: taken.texts.tr?.seo_link } },
        },
        409,
        "texts.tr.seo_link",
      ],
    ];
    for (const [body, status, field] of cases) {
      const answer = await answerOf(client(api, admin).blog.add.$post({ json: body as never }));
      expect([answer.status, answer.json.fields?.[0]?.field]).toEqual([status, field]);
    }
    expect(
      (
        await answerOf(
          client(api, admin).blog.update[":id"].$post({
            param: { id: "999999" },
            json: {
              blog_category_id: category.id,
              texts: { tr: { title: "x" } },
            },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("is for admins only", async () => {
    const customer = await signUp(api);
    for (const path of ["/blog/getAdminBlogs", "/blog/add", "/blog_category/add"]) {
      expect((await call(api, "POST", path, { body: {} })).status).toBe(401);
      expect((await call(api, "POST", path, { token: customer.token, body: {} })).status).toBe(403);
    }
  });
});
