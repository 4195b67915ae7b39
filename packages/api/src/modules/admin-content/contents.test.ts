import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client, signInAdmin } from "../../../test/harness.ts";
import { AdminContent, AdminContentCategory, AdminContentPage } from "../../contract/index.ts";
import { contentCategories } from "../../db/schema/index.ts";

const api = apiForFile();
let admin: string;

beforeAll(async () => {
  admin = await signInAdmin(api);
});

const unique = () => Math.random().toString(36).slice(2, 8);

describe("contents/add, getAdminContent and the storefront", () => {
  it("creates a page whose seo links come from the titles, shown on the storefront at once", async () => {
    const word = unique();
    const answer = await answerOf(
      client(api, admin).contents.add.$post({
        json: {
          texts: {
            tr: { title: `Teslimat Koşulları ${word}`, body: "<p>Üç <strong>iş</strong> günü</p>" },
            ar: { title: `شروط التوصيل ${word}`, body: "<p>ثلاثة أيام <strong>عمل</strong></p>" },
          },
        },
      }),
    );
    expect(answer.status).toBe(200);
    const page = AdminContent.parse(answer.json.response);
    expect(page.texts.tr?.seo_link).toBe(`teslimat-kosullari-${word}`);
    expect(page.texts.ar?.seo_link).toBe(`شروط-التوصيل-${word}`);
    expect(page.texts.en).toBeUndefined();
    expect(page.code).toBe(`teslimat-kosullari-${word}`);

    const shown = await answerOf(
      client(api).contents.getContentBySeoLink[":seo"].$get({
        param: { seo: encodeURIComponent(`شروط-التوصيل-${word}`) },
        query: { language: "ar" },
      }),
    );
    expect(shown.status).toBe(200);
    expect(shown.json.response).toMatchObject({
      title: `شروط التوصيل ${word}`,
      description: "<p>ثلاثة أيام <strong>عمل</strong></p>",
    });

    const again = AdminContent.parse(
      (
        await answerOf(
          client(api, admin).contents.add.$post({
            json: {
              texts: { tr: { title: `Teslimat Koşulları ${word}` } },
            },
          }),
        )
      ).json.response,
    );
    expect(again.texts.tr?.seo_link).toBe(`teslimat-kosullari-${word}-2`);
    expect(again.code).toBe(`teslimat-kosullari-${word}-2`);
  });

  it("cleans the body of scripts, event handlers and javascript: links, keeping the rest", async () => {
    const body = [
      "<h2>Başlık</h2><ul><li>bir</li></ul><ol><li>iki</li></ol>",
      '<p><a href="https://example.com/x">bağlantı</a> <a href="javascript:alert(1)">kötü</a></p>',
      '<img src="/uploads/a.jpg" alt="resim" onerror="alert(1)">',
      "<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>",
      "<script>alert('x')</script><p onclick=\"steal()\">metin</p>",
      '<iframe src="https://evil.example"></iframe><style>body{}</style>',
    ].join("");
    const page = AdminContent.parse(
      (
        await answerOf(
          client(api, admin).contents.add.$post({
            json: {
              texts: { tr: { title: `Temiz ${unique()}`, body } },
            },
          }),
        )
      ).json.response,
    );
    const stored = page.texts.tr?.body ?? "";
    expect(stored).toContain("<h2>Başlık</h2><ul><li>bir</li></ul><ol><li>iki</li></ol>");
    expect(stored).toContain('<a href="https://example.com/x">bağlantı</a>');
    expect(stored).toContain('<img src="/uploads/a.jpg" alt="resim" />');
    expect(stored).toContain("<table><thead><tr><th>A</th></tr></thead>");
    expect(stored).toContain("<p>metin</p>");
    for (const gone of ["script", "alert", "onclick", "onerror", "javascript:", "iframe", "style"])
      expect(stored).not.toContain(gone);
  });
});

describe("contents/update, delete and the list", () => {
  it("saves a page's texts, drops a language left out, lists and deletes it", async () => {
    const word = unique();
    const [category] = await api.db
      .insert(contentCategories)
      .values({ code: `kurumsal-${word}` })
      .returning();
    const created = AdminContent.parse(
      (
        await answerOf(
          client(api, admin).contents.add.$post({
            json: {
              texts: { tr: { title: `Hakkımızda ${word}` }, en: { title: `About us ${word}` } },
            },
          }),
        )
      ).json.response,
    );
    const saved = await answerOf(
      client(api, admin).contents.update[":id"].$post({
        param: { id: created.id },
        json: {
          content_category_id: category?.id,
          is_active: false,
          texts: { tr: { title: `Biz ${word}`, body: "<p>yeni</p>", seo_link: `biz-${word}` } },
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(AdminContent.parse(saved.json.response)).toMatchObject({
      content_category_id: category?.id,
      is_active: false,
      texts: { tr: { title: `Biz ${word}`, body: "<p>yeni</p>", seo_link: `biz-${word}` } },
    });
    expect(saved.json.response.texts.en).toBeUndefined();

    const categories = await answerOf(
      client(api, admin).contents_category.getAdminContentCategories.$post(),
    );
    expect(
      AdminContentCategory.array()
        .parse(categories.json.response)
        .some((row) => row.id === category?.id),
    ).toBe(true);

    const list = AdminContentPage.parse(
      (
        await answerOf(
          client(api, admin).contents.getAdminContents.$post({ json: { search: `biz ${word}` } }),
        )
      ).json.response,
    );
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: created.id,
      title: `Biz ${word}`,
      is_active: false,
      category: { id: category?.id, name: `kurumsal-${word}` },
    });
    const paged = AdminContentPage.parse(
      (
        await answerOf(
          client(api, admin).contents.getAdminContents.$post({ json: { page_size: 1, page: 2 } }),
        )
      ).json.response,
    );
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);

    expect(
      (
        await answerOf(
          client(api, admin).contents.delete[":id"].$post({ param: { id: created.id } }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answerOf(
          client(api, admin).contents.getAdminContent[":id"].$get({ param: { id: created.id } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answerOf(
          client(api, admin).contents.delete[":id"].$post({ param: { id: created.id } }),
        )
      ).status,
    ).toBe(404);
  });

  it("names the fields it refuses", async () => {
    const word = unique();
    const taken = AdminContent.parse(
      (
        await answerOf(
          client(api, admin).contents.add.$post({
            json: { texts: { tr: { title: `Alınmış ${word}` } } },
          }),
        )
      ).json.response,
    );
    const cases: Array<[unknown, number, string]> = [
      [{ texts: { tr: { title: "" } } }, 400, "texts.tr.title"],
      [{ texts: { en: { title: "No Turkish" } } }, 400, "texts.tr"],
      [{ texts: { tr: { title: "x", seo_link: "Büyük Harf" } } }, 400, "texts.tr.seo_link"],
      [{ content_category_id: 999_999, texts: { tr: { title: "x" } } }, 400, "content_category_id"],
      [
        { texts: { tr: { title: "x", seo_link: taken.texts.tr?.seo_link } } },
        409,
        "texts.tr.seo_link",
      ],
    ];
    for (const [body, status, field] of cases) {
      const answer = await answerOf(client(api, admin).contents.add.$post({ json: body as never }));
      expect([answer.status, answer.json.fields?.[0]?.field]).toEqual([status, field]);
    }
    expect(
      (
        await answerOf(
          client(api, admin).contents.update[":id"].$post({
            param: { id: "999999" },
            json: { texts: { tr: { title: "x" } } },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("is for admins only", async () => {
    const customer = await signUp(api);
    for (const path of ["/contents/getAdminContents", "/contents/add", "/contents/delete/1"]) {
      expect((await call(api, "POST", path, { body: {} })).status).toBe(401);
      expect((await call(api, "POST", path, { token: customer.token, body: {} })).status).toBe(403);
    }
  });
});

describe("contents_category", () => {
  it("creates, renames and deletes a category; its pages stay, filed under none", async () => {
    const word = unique();
    const created = await answerOf(
      client(api, admin).contents_category.add.$post({
        json: {
          names: { tr: `Yardım ${word}`, ar: `مساعدة ${word}` },
        },
      }),
    );
    expect(created.status).toBe(200);
    const category = AdminContentCategory.parse(created.json.response);
    expect(category).toMatchObject({
      code: `yardim-${word}`,
      name: `Yardım ${word}`,
      names: { tr: `Yardım ${word}`, ar: `مساعدة ${word}` },
      content_count: 0,
    });
    const again = await answerOf(
      client(api, admin).contents_category.add.$post({
        json: {
          code: category.code,
          names: { tr: "x" },
        },
      }),
    );
    expect([again.status, again.json.fields?.[0]]).toMatchObject([
      409,
      { field: "code", code: "already_used" },
    ]);

    const page = AdminContent.parse(
      (
        await answerOf(
          client(api, admin).contents.add.$post({
            json: {
              content_category_id: category.id,
              texts: { tr: { title: `Sık Sorulanlar ${word}` } },
            },
          }),
        )
      ).json.response,
    );
    const renamed = await answerOf(
      client(api, admin).contents_category.update[":id"].$post({
        param: { id: category.id },
        json: {
          sort_order: 3,
          names: { tr: `Destek ${word}` },
        },
      }),
    );
    expect(AdminContentCategory.parse(renamed.json.response)).toMatchObject({
      code: `yardim-${word}`,
      name: `Destek ${word}`,
      names: { tr: `Destek ${word}` },
      sort_order: 3,
      content_count: 1,
    });

    expect(
      (
        await answerOf(
          client(api, admin).contents_category.delete[":id"].$post({ param: { id: category.id } }),
        )
      ).status,
    ).toBe(200);
    const kept = AdminContent.parse(
      (
        await answerOf(
          client(api, admin).contents.getAdminContent[":id"].$get({ param: { id: page.id } }),
        )
      ).json.response,
    );
    expect(kept.content_category_id).toBeNull();
    expect(
      (
        await answerOf(
          client(api, admin).contents_category.delete[":id"].$post({ param: { id: category.id } }),
        )
      ).status,
    ).toBe(404);
    const bad = await answerOf(
      client(api, admin).contents_category.add.$post({ json: { names: { tr: "" } } }),
    );
    expect([bad.status, bad.json.fields?.[0]?.field]).toEqual([400, "names.tr"]);
  });
});
