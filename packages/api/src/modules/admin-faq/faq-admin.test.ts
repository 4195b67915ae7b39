import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client, signInAdmin } from "../../../test/harness.ts";
import { AdminFaq, AdminFaqCategory, AdminFaqPage, type FaqGroup } from "../../contract/index.ts";

const api = apiForFile();
let admin: string;

beforeAll(async () => {
  admin = await signInAdmin(api);
});

const unique = () => Math.random().toString(36).slice(2, 8);

async function newCategory(word = unique()) {
  const answer = await answerOf(
    client(api, admin).faq_category.add.$post({
      json: {
        names: { tr: `Kargo ${word}`, ar: `الشحن ${word}` },
      },
    }),
  );
  expect(answer.status).toBe(200);
  return AdminFaqCategory.parse(answer.json.response);
}

describe("faq_category", () => {
  it("creates, renames and deletes a category; one with questions stays", async () => {
    const word = unique();
    const category = await newCategory(word);
    expect(category).toMatchObject({
      code: `kargo-${word}`,
      name: `Kargo ${word}`,
      names: { tr: `Kargo ${word}`, ar: `الشحن ${word}` },
      faq_count: 0,
    });
    const taken = await answerOf(
      client(api, admin).faq_category.add.$post({
        json: {
          code: category.code,
          names: { tr: "x" },
        },
      }),
    );
    expect([taken.status, taken.json.fields?.[0]]).toMatchObject([
      409,
      { field: "code", code: "already_used" },
    ]);
    const renamed = await answerOf(
      client(api, admin).faq_category.update[":id"].$post({
        param: { id: category.id },
        json: {
          sort_order: 2,
          names: { tr: `Teslimat ${word}` },
        },
      }),
    );
    expect(AdminFaqCategory.parse(renamed.json.response)).toMatchObject({
      name: `Teslimat ${word}`,
      names: { tr: `Teslimat ${word}` },
      sort_order: 2,
    });
    const listed = AdminFaqCategory.array().parse(
      (await answerOf(client(api, admin).faq_category.getAdminFaqCategories.$post())).json.response,
    );
    expect(listed.some((row) => row.id === category.id)).toBe(true);

    const faq = AdminFaq.parse(
      (
        await answerOf(
          client(api, admin).faq.add.$post({
            json: {
              faq_category_id: category.id,
              texts: { tr: { question: "Ne zaman?", answer: "<p>Yarın</p>" } },
            },
          }),
        )
      ).json.response,
    );
    const refused = await answerOf(
      client(api, admin).faq_category.delete[":id"].$post({ param: { id: category.id } }),
    );
    expect([refused.status, refused.json.code]).toEqual([409, "record_in_use"]);
    await answerOf(client(api, admin).faq.delete[":id"].$post({ param: { id: faq.id } }));
    expect(
      (
        await answerOf(
          client(api, admin).faq_category.delete[":id"].$post({ param: { id: category.id } }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answerOf(
          client(api, admin).faq_category.delete[":id"].$post({ param: { id: category.id } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answerOf(
          client(api, admin).faq_category.update[":id"].$post({
            param: { id: "999999" },
            json: { names: { tr: "x" } },
          }),
        )
      ).status,
    ).toBe(404);
  });
});

describe("faq", () => {
  it("adds a question whose cleaned answer the storefront's FAQ shows in Arabic", async () => {
    const word = unique();
    const category = await newCategory(word);
    const answer = await answerOf(
      client(api, admin).faq.add.$post({
        json: {
          faq_category_id: category.id,
          sort_order: 3,
          texts: {
            tr: { question: `Kargo ne zaman gelir ${word}?`, answer: "<p>İki gün</p>" },
            ar: {
              question: `متى يصل الشحن ${word}؟`,
              answer:
                '<p>خلال <strong>يومين</strong></p><img src="x" onerror="alert(1)"><script>x()</script>',
            },
          },
        },
      }),
    );
    expect(answer.status).toBe(200);
    const faq = AdminFaq.parse(answer.json.response);
    expect(faq).toMatchObject({ faq_category_id: category.id, sort_order: 3, is_active: true });
    const stored = faq.texts.ar?.answer ?? "";
    expect(stored).toContain("<p>خلال <strong>يومين</strong></p>");
    for (const gone of ["script", "onerror", "alert"]) expect(stored).not.toContain(gone);

    const shown: FaqGroup[] = (await answerOf(client(api).faq.$get({ query: { language: "ar" } })))
      .json.response;
    const group = shown.find((row) => row.id === category.id);
    expect(group?.name).toBe(`الشحن ${word}`);
    expect(group?.items[0]).toMatchObject({ id: faq.id, question: `متى يصل الشحن ${word}؟` });

    const saved = await answerOf(
      client(api, admin).faq.update[":id"].$post({
        param: { id: faq.id },
        json: {
          faq_category_id: category.id,
          is_active: false,
          texts: { tr: { question: `Yeni soru ${word}`, answer: "<p>Yeni</p>" } },
        },
      }),
    );
    expect(AdminFaq.parse(saved.json.response)).toMatchObject({
      is_active: false,
      texts: { tr: { question: `Yeni soru ${word}`, answer: "<p>Yeni</p>" } },
    });
    expect(saved.json.response.texts.ar).toBeUndefined();
    const hidden: FaqGroup[] = (await answerOf(client(api).faq.$get())).json.response;
    expect(hidden.some((row) => row.items.some((item) => item.id === faq.id))).toBe(false);

    const found = AdminFaqPage.parse(
      (
        await answerOf(
          client(api, admin).faq.getAdminFaqs.$post({ json: { search: `yeni soru ${word}` } }),
        )
      ).json.response,
    );
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      id: faq.id,
      question: `Yeni soru ${word}`,
      category: { id: category.id },
      is_active: false,
    });
    await answerOf(
      client(api, admin).faq.add.$post({
        json: {
          faq_category_id: category.id,
          texts: { tr: { question: "İkinci", answer: "<p>2</p>" } },
        },
      }),
    );
    const paged = AdminFaqPage.parse(
      (
        await answerOf(
          client(api, admin).faq.getAdminFaqs.$post({
            json: {
              category_id: category.id,
              page: 2,
              page_size: 1,
            },
          }),
        )
      ).json.response,
    );
    expect([paged.total, paged.items.length]).toEqual([2, 1]);

    expect(
      (await answerOf(client(api, admin).faq.delete[":id"].$post({ param: { id: faq.id } })))
        .status,
    ).toBe(200);
    expect(
      (await answerOf(client(api, admin).faq.getAdminFaq[":id"].$get({ param: { id: faq.id } })))
        .status,
    ).toBe(404);
    expect(
      (await answerOf(client(api, admin).faq.delete[":id"].$post({ param: { id: faq.id } })))
        .status,
    ).toBe(404);
  });

  it("names the fields it refuses", async () => {
    const category = await newCategory();
    const cases: Array<[unknown, string]> = [
      [
        { faq_category_id: category.id, texts: { tr: { question: "", answer: "<p>x</p>" } } },
        "texts.tr.question",
      ],
      [
        { faq_category_id: category.id, texts: { tr: { question: "x", answer: "" } } },
        "texts.tr.answer",
      ],
      [{ texts: { tr: { question: "x", answer: "y" } } }, "faq_category_id"],
      [
        { faq_category_id: 999_999, texts: { tr: { question: "x", answer: "y" } } },
        "faq_category_id",
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await answerOf(client(api, admin).faq.add.$post({ json: body as never }));
      expect([answer.status, answer.json.fields?.[0]?.field]).toEqual([400, field]);
    }
    expect(
      (
        await answerOf(
          client(api, admin).faq.update[":id"].$post({
            param: { id: "999999" },
            json: {
              faq_category_id: category.id,
              texts: { tr: { question: "x", answer: "y" } },
            },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("is for admins only", async () => {
    const customer = await signUp(api);
    for (const path of ["/faq/getAdminFaqs", "/faq/add", "/faq_category/add"]) {
      expect((await call(api, "POST", path, { body: {} })).status).toBe(401);
      expect((await call(api, "POST", path, { token: customer.token, body: {} })).status).toBe(403);
    }
  });
});
