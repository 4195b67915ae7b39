import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertCampaign,
  insertCategory,
  insertProduct,
  insertProductWithSizes,
  signUp,
} from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client, signInAdmin } from "../../../test/harness.ts";
import { AdminBrand, AdminCategory, AdminProperty } from "../../contract/index.ts";

const api = apiForFile();
let admin: string;

beforeAll(async () => {
  admin = await signInAdmin(api);
});

const unique = () => Math.random().toString(36).slice(2, 8);

describe("categories", () => {
  it("adds a tree, lists it in order with depth, and refuses a parent under itself", async () => {
    const code = `ev-${unique()}`;
    const top = AdminCategory.parse(
      (
        await answerOf(
          client(api, admin).category.add.$post({
            json: {
              code,
              texts: { tr: { name: "Ev ve Yaşam" }, en: { name: "Home & Living" } },
            },
          }),
        )
      ).json.response,
    );
    expect(top.texts).toMatchObject({
      tr: { seo_link: "ev-ve-yasam" },
      en: { seo_link: "home-and-living" },
    });
    const child = AdminCategory.parse(
      (
        await answerOf(
          client(api, admin).category.add.$post({
            json: {
              code: `${code}-mutfak`,
              parent_id: top.id,
              texts: { tr: { name: "Mutfak" } },
            },
          }),
        )
      ).json.response,
    );
    const list = (
      await answerOf(
        client(api, admin).category.getAdminCategories.$post({ json: { search: "Mutfak" } }),
      )
    ).json.response as AdminCategory[];
    expect(list.find((c) => c.id === child.id)).toMatchObject({ parent_id: top.id, depth: 1 });
    const cycle = await answerOf(
      client(api, admin).category.update[":id"].$post({
        param: { id: top.id },
        json: {
          code,
          parent_id: child.id,
          texts: { tr: { name: "Ev ve Yaşam" } },
        },
      }),
    );
    expect([cycle.status, cycle.json.fields?.[0]?.field]).toEqual([400, "parent_id"]);
    const taken = await answerOf(
      client(api, admin).category.add.$post({ json: { code, texts: { tr: { name: "Başka" } } } }),
    );
    expect([taken.status, taken.json.fields?.[0]]).toEqual([
      409,
      expect.objectContaining({ field: "code", code: "already_used" }),
    ]);
  });

  it("makes a new category's code from its Turkish name and keeps it on updates", async () => {
    const first = AdminCategory.parse(
      (
        await answerOf(
          client(api, admin).category.add.$post({
            json: { texts: { tr: { name: "Çay Bardağı" } } },
          }),
        )
      ).json.response,
    );
    const second = AdminCategory.parse(
      (
        await answerOf(
          client(api, admin).category.add.$post({
            json: { texts: { tr: { name: "Çay Bardağı" } } },
          }),
        )
      ).json.response,
    );
    expect([first.code, second.code]).toEqual(["cay-bardagi", "cay-bardagi-2"]);
    const renamed = await answerOf(
      client(api, admin).category.update[":id"].$post({
        param: { id: first.id },
        json: {
          texts: { tr: { name: "Çay Bardakları" } },
          is_active: false,
        },
      }),
    );
    expect(renamed.json.response).toMatchObject({ code: "cay-bardagi", is_active: false });
  });

  it("keeps a category that products or sub-categories use", async () => {
    const parent = await insertCategory(api.db);
    await insertCategory(api.db, parent);
    const withProduct = await insertCategory(api.db);
    await insertProduct(api.db, { categoryId: withProduct });
    for (const id of [parent, withProduct]) {
      const answer = await answerOf(
        client(api, admin).category.delete[":id"].$post({
          param: { id },
          query: { language: "en" },
        }),
      );
      expect([answer.status, answer.json.code]).toEqual([409, "record_in_use"]);
      expect(answer.json.message).toContain("cannot be deleted");
    }
    const empty = await insertCategory(api.db);
    expect(
      (await answerOf(client(api, admin).category.delete[":id"].$post({ param: { id: empty } })))
        .json.response,
    ).toEqual({ id: empty });
    expect(
      (await answerOf(client(api, admin).category.delete[":id"].$post({ param: { id: empty } })))
        .status,
    ).toBe(404);
  });
});

describe("moving categories", () => {
  const names = async (parentId: number | null) =>
    (
      (await answerOf(client(api, admin).category.getAdminCategories.$post())).json
        .response as AdminCategory[]
    )
      .filter((c) => c.parent_id === parentId)
      .map((c) => c.id);

  it("puts a category under another at a position and numbers the siblings again", async () => {
    const top = await insertCategory(api.db);
    const [a, b, c] = [
      await insertCategory(api.db, top),
      await insertCategory(api.db, top),
      await insertCategory(api.db, top),
    ];
    const other = await insertCategory(api.db);
    const moved = await answerOf(
      client(api, admin).category.move[":id"].$post({
        param: { id: other },
        json: { parent_id: top, position: 1 },
      }),
    );
    expect(moved.json.response).toMatchObject({ id: other, parent_id: top, depth: 1 });
    expect(await names(top)).toEqual([a, other, b, c]);
    const list = (await answerOf(client(api, admin).category.getAdminCategories.$post())).json
      .response as AdminCategory[];
    expect(list.filter((x) => x.parent_id === top).map((x) => x.sort_order)).toEqual([1, 2, 3, 4]);
    // Reordering among the same siblings, and a position past the end is last.
    await answerOf(
      client(api, admin).category.move[":id"].$post({
        param: { id: a },
        json: { parent_id: top, position: 99 },
      }),
    );
    expect(await names(top)).toEqual([other, b, c, a]);
    await answerOf(
      client(api, admin).category.move[":id"].$post({
        param: { id: c },
        json: { parent_id: top, position: 0 },
      }),
    );
    expect(await names(top)).toEqual([c, other, b, a]);
    // Back to the top level.
    await answerOf(
      client(api, admin).category.move[":id"].$post({
        param: { id: b },
        json: { parent_id: null, position: 0 },
      }),
    );
    expect((await names(null))[0]).toBe(b);
    expect(await names(top)).toEqual([c, other, a]);
  });

  it("refuses a category under itself or under its descendant, in the asked language", async () => {
    const top = await insertCategory(api.db);
    const child = await insertCategory(api.db, top);
    const grandchild = await insertCategory(api.db, child);
    for (const parent of [top, child, grandchild]) {
      const answer = await answerOf(
        client(api, admin).category.move[":id"].$post({
          param: { id: top },
          query: { language: "ar" },
          json: { parent_id: parent, position: 0 },
        }),
      );
      expect([answer.status, answer.json.code]).toEqual([409, "category_move_into_itself"]);
      expect(answer.json.message).toContain("فئة");
    }
    const english = await answerOf(
      client(api, admin).category.move[":id"].$post({
        param: { id: child },
        query: { language: "en" },
        json: { parent_id: grandchild, position: 0 },
      }),
    );
    expect(english.json.message).toBe(
      "A category cannot be moved under itself or under one of its sub-categories.",
    );
    expect(
      (
        (await answerOf(client(api, admin).category.getAdminCategories.$post())).json
          .response as AdminCategory[]
      ).find((c) => c.id === child),
    ).toMatchObject({ parent_id: top });
    const missing = await answerOf(
      client(api, admin).category.move[":id"].$post({
        param: { id: child },
        json: { parent_id: 999_999, position: 0 },
      }),
    );
    expect([missing.status, missing.json.fields?.[0]?.field]).toEqual([400, "parent_id"]);
    expect(
      (
        await answerOf(
          client(api, admin).category.move[":id"].$post({
            param: { id: "999999" },
            json: { parent_id: null, position: 0 },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("lets only one of two crossing moves through, so no loop is made", async () => {
    const a = await insertCategory(api.db);
    const b = await insertCategory(api.db);
    const answers = await Promise.all([
      answerOf(
        client(api, admin).category.move[":id"].$post({
          param: { id: a },
          json: { parent_id: b, position: 0 },
        }),
      ),
      answerOf(
        client(api, admin).category.move[":id"].$post({
          param: { id: b },
          json: { parent_id: a, position: 0 },
        }),
      ),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const list = (await answerOf(client(api, admin).category.getAdminCategories.$post())).json
      .response as AdminCategory[];
    const parents = [a, b].map((id) => list.find((c) => c.id === id)?.parent_id);
    expect(parents.filter((p) => p === null)).toHaveLength(1);
  });
});

describe("brands, models and suppliers", () => {
  it("gives a new brand a page in every language, and models need a brand", async () => {
    const brand = AdminBrand.parse(
      (
        await answerOf(
          client(api, admin).brand.add.$post({
            json: { code: `marka-${unique()}`, name: "Çınar Bakır" },
          }),
        )
      ).json.response,
    );
    expect(Object.keys(brand.texts).sort()).toEqual(["ar", "en", "tr"]);
    expect(brand.texts.tr?.seo_link).toMatch(/^cinar-bakir/);
    const model = await answerOf(
      client(api, admin).model.add.$post({
        json: {
          brand_id: brand.id,
          code: `model-${unique()}`,
          name: "Klasik",
        },
      }),
    );
    expect(model.json.response).toMatchObject({ brand_name: "Çınar Bakır", product_count: 0 });
    const orphan = await answerOf(
      client(api, admin).model.add.$post({ json: { brand_id: 999_999, code: "x", name: "X" } }),
    );
    expect([orphan.status, orphan.json.fields?.[0]?.field]).toEqual([400, "brand_id"]);
    const supplier = await answerOf(
      client(api, admin).supplier.add.$post({
        json: {
          code: `ted-${unique()}`,
          name: "Ege Tedarik",
          email: "satis@",
        },
      }),
    );
    expect([supplier.status, supplier.json.fields?.[0]?.field]).toEqual([400, "email"]);
  });

  it("is for admins only", async () => {
    const customer = await signUp(api);
    for (const path of ["/brand/getAdminBrands", "/supplier/add", "/property/delete/1"]) {
      expect((await call(api, "POST", path, { token: customer.token, body: {} })).status).toBe(403);
    }
  });
});

describe("updates change only the fields they are given", () => {
  it("keeps a brand's logo, description, featured flag and seo texts when the dialog saves its own fields", async () => {
    const code = `lavanta-${unique()}`;
    const created = AdminBrand.parse(
      (
        await answerOf(
          client(api, admin).brand.add.$post({
            json: {
              code,
              name: "Lavanta",
              logo_path: "/uploads/brands/lavanta.webp",
              is_featured: true,
              texts: {
                tr: { description: "Doğal sabunlar", seo_title: "Lavanta sabunları" },
                en: { description: "Natural soaps", seo_keywords: "soap" },
              },
            },
          }),
        )
      ).json.response,
    );
    // What the brand dialog sends: the name, each language's seo link, order and state.
    const saved = await answerOf(
      client(api, admin).brand.update[":id"].$post({
        param: { id: created.id },
        json: {
          name: "Lavanta",
          sort_order: 3,
          is_active: true,
          texts: {
            tr: { seo_link: created.texts.tr?.seo_link },
            en: { seo_link: created.texts.en?.seo_link },
          },
        },
      }),
    );
    expect(saved.status).toBe(200);
    const page = await answerOf(client(api).brand[":id"].$get({ param: { id: created.id } }));
    expect(page.json.response).toMatchObject({
      name: "Lavanta",
      logo_path: "/uploads/brands/lavanta.webp",
      is_featured: true,
      description: "Doğal sabunlar",
      seo_title: "Lavanta sabunları",
    });
    expect(AdminBrand.parse(saved.json.response)).toMatchObject({
      code,
      sort_order: 3,
      texts: { en: { description: "Natural soaps", seo_keywords: "soap" } },
    });
    const emptied = await answerOf(
      client(api, admin).brand.update[":id"].$post({
        param: { id: created.id },
        json: {
          logo_path: null,
          texts: { tr: { description: "" } },
        },
      }),
    );
    expect(emptied.json.response).toMatchObject({
      logo_path: null,
      is_featured: true,
      texts: { tr: { description: null, seo_title: "Lavanta sabunları" } },
    });
  });

  it("keeps a category's description, picture, menu flag and seo texts, and a model's and supplier's other fields", async () => {
    const category = AdminCategory.parse(
      (
        await answerOf(
          client(api, admin).category.add.$post({
            json: {
              image_path: "/uploads/categories/vazo.webp",
              show_in_menu: false,
              sort_order: 7,
              texts: { tr: { name: "Vazolar", description: "El yapımı", seo_title: "Vazo" } },
            },
          }),
        )
      ).json.response,
    );
    const renamed = await answerOf(
      client(api, admin).category.update[":id"].$post({
        param: { id: category.id },
        json: {
          texts: { tr: { name: "Vazolar ve Saksılar" } },
        },
      }),
    );
    expect(renamed.json.response).toMatchObject({
      image_path: "/uploads/categories/vazo.webp",
      show_in_menu: false,
      sort_order: 7,
      is_active: true,
      texts: { tr: { name: "Vazolar ve Saksılar", description: "El yapımı", seo_title: "Vazo" } },
    });
    const brand = AdminBrand.parse(
      (await answerOf(client(api, admin).brand.add.$post({ json: { name: `Marka ${unique()}` } })))
        .json.response,
    );
    const model = (
      await answerOf(
        client(api, admin).model.add.$post({ json: { brand_id: brand.id, name: "Klasik" } }),
      )
    ).json.response;
    const off = await answerOf(
      client(api, admin).model.update[":id"].$post({
        param: { id: model.id },
        json: { is_active: false },
      }),
    );
    expect(off.json.response).toMatchObject({
      brand_id: brand.id,
      name: "Klasik",
      code: model.code,
    });
    const supplier = (
      await answerOf(
        client(api, admin).supplier.add.$post({
          json: {
            name: "Ege Tedarik",
            email: "satis@ege.example",
            tax_number: "1234567890",
          },
        }),
      )
    ).json.response;
    const moved = await answerOf(
      client(api, admin).supplier.update[":id"].$post({
        param: { id: supplier.id },
        json: { name: "Ege Tedarik A.Ş." },
      }),
    );
    expect(moved.json.response).toMatchObject({
      name: "Ege Tedarik A.Ş.",
      email: "satis@ege.example",
      tax_number: "1234567890",
      is_active: true,
    });
  });

  it("refuses a patch that leaves the whole row invalid, naming the field", async () => {
    const category = AdminCategory.parse(
      (
        await answerOf(
          client(api, admin).category.add.$post({ json: { texts: { tr: { name: "Kupalar" } } } }),
        )
      ).json.response,
    );
    const nameless = await answerOf(
      client(api, admin).category.update[":id"].$post({
        param: { id: category.id },
        json: {
          texts: { en: { seo_title: "Mugs" } },
        },
      }),
    );
    expect([nameless.status, nameless.json.fields?.[0]]).toEqual([
      400,
      expect.objectContaining({ field: "texts.en.name", code: "required" }),
    ]);
    const missing = await answerOf(
      client(api, admin).category.update[":id"].$post({
        param: { id: "999999" },
        json: { is_active: false },
      }),
    );
    expect(missing.status).toBe(404);
  });
});

describe("deleting what others use", () => {
  it("refuses a brand that campaigns, models or products use, naming them, and deletes no campaign", async () => {
    const brand = AdminBrand.parse(
      (
        await answerOf(
          client(api, admin).brand.add.$post({ json: { name: `Silinmez ${unique()}` } }),
        )
      ).json.response,
    );
    const category = await insertCategory(api.db);
    const campaigns = await Promise.all(
      [1, 2].map(() =>
        insertCampaign(api.db, { type: "cart_percent", discountPercent: 10, brandId: brand.id }),
      ),
    );
    await answerOf(
      client(api, admin).model.add.$post({ json: { brand_id: brand.id, name: "Klasik" } }),
    );
    await insertProduct(api.db, { categoryId: category, brandId: brand.id });
    const refused = await answerOf(
      client(api, admin).brand.delete[":id"].$post({
        param: { id: brand.id },
        query: { language: "en" },
      }),
    );
    expect([refused.status, refused.json.code]).toEqual([409, "record_in_use"]);
    const fields = refused.json.fields as Array<{ field: string; code: string; message: string }>;
    expect(fields.map((f) => [f.field, f.code]).sort()).toEqual([
      ["campaigns", "in_use"],
      ["models", "in_use"],
      ["products", "in_use"],
    ]);
    expect(fields.find((f) => f.field === "campaigns")?.message).toMatch(/^used by 2: camp-/);
    expect(fields.find((f) => f.field === "models")?.message).toBe("used by 1: Klasik");
    for (const id of campaigns) {
      const kept = await answerOf(
        client(api, admin).campaign.getAdminCampaign[":id"].$get({ param: { id } }),
      );
      expect(kept.status).toBe(200);
    }
    const models = (await answerOf(client(api, admin).model.getAdminModels.$post({ json: {} })))
      .json.response as Array<{
      brand_id: number;
    }>;
    expect(models.some((model) => model.brand_id === brand.id)).toBe(true);
  });

  it("refuses a category that a campaign is scoped to, and deletes it once nothing uses it", async () => {
    const category = await insertCategory(api.db);
    const campaign = await insertCampaign(api.db, {
      type: "cart_percent",
      discountPercent: 10,
      categoryId: category,
    });
    const refused = await answerOf(
      client(api, admin).category.delete[":id"].$post({ param: { id: category } }),
    );
    expect([refused.status, refused.json.fields?.[0]?.field]).toEqual([409, "campaigns"]);
    expect(refused.json.fields?.[0]?.message).toMatch(/^1 kayıt kullanıyor: camp-/);
    await api.db.execute(sql`DELETE FROM campaigns WHERE id = ${campaign}`);
    expect(
      (await answerOf(client(api, admin).category.delete[":id"].$post({ param: { id: category } })))
        .status,
    ).toBe(200);
  });
});

describe("a brand's name in each language", () => {
  it("answers the English and Arabic names in those languages and the Turkish one elsewhere", async () => {
    const brand = AdminBrand.parse(
      (
        await answerOf(
          client(api, admin).brand.add.$post({
            json: {
              name: "Denetim Markası",
              texts: { en: { name: "Audit Brand" }, ar: { name: "علامة التدقيق" } },
            },
          }),
        )
      ).json.response,
    );
    expect(brand.texts).toMatchObject({
      tr: { name: null },
      en: { name: "Audit Brand", seo_link: expect.stringMatching(/^audit-brand/) },
      ar: { name: "علامة التدقيق" },
    });
    const named = async (language: string) =>
      (
        await answerOf(
          client(api).brand[":id"].$get({ param: { id: brand.id }, query: { language } }),
        )
      ).json.response.name;
    expect([await named("tr"), await named("en"), await named("ar")]).toEqual([
      "Denetim Markası",
      "Audit Brand",
      "علامة التدقيق",
    ]);
    await answerOf(
      client(api, admin).brand.update[":id"].$post({
        param: { id: brand.id },
        json: { texts: { en: { name: "" } } },
      }),
    );
    expect(await named("en")).toBe("Denetim Markası");
    expect(await named("ar")).toBe("علامة التدقيق");
  });
});

describe("properties", () => {
  it("saves the values in order, renames and deletes them, and keeps one a sub-product uses", async () => {
    const code = `malzeme-${unique()}`;
    const created = AdminProperty.parse(
      (
        await answerOf(
          client(api, admin).property.add.$post({
            json: {
              code,
              texts: { tr: { name: "Malzeme" }, en: { name: "Material" } },
              values: [
                { code: "bakir", texts: { tr: { name: "Bakır" } } },
                { code: "celik", texts: { tr: { name: "Çelik" } } },
              ],
            },
          }),
        )
      ).json.response,
    );
    const [copper, steel] = created.values;
    const saved = AdminProperty.parse(
      (
        await answerOf(
          client(api, admin).property.update[":id"].$post({
            param: { id: created.id },
            json: {
              code,
              texts: { tr: { name: "Malzeme" } },
              values: [
                { id: steel?.id, code: "bakir", texts: { tr: { name: "Paslanmaz Çelik" } } },
                { code: "ahsap", texts: { tr: { name: "Ahşap" } } },
              ],
            },
          }),
        )
      ).json.response,
    );
    expect(saved.values.map((v) => [v.id === steel?.id, v.code, v.names.tr])).toEqual([
      [true, "bakir", "Paslanmaz Çelik"],
      [false, "ahsap", "Ahşap"],
    ]);
    expect(saved.values.some((v) => v.id === copper?.id)).toBe(false);

    const { productId } = await insertProductWithSizes(api.db, await insertCategory(api.db), {
      S: 1,
      M: 1,
    });
    const sizes = (
      (await answerOf(client(api, admin).property.getAdminProperties.$post())).json
        .response as AdminProperty[]
    ).find((p) => p.values.length === 2 && p.code.startsWith("size-"));
    expect(productId).toBeGreaterThan(0);
    const dropS = await answerOf(
      client(api, admin).property.update[":id"].$post({
        param: { id: sizes?.id },
        json: {
          code: sizes?.code,
          texts: { tr: { name: "Beden" } },
          values: [{ id: sizes?.values[1]?.id, code: "m", texts: { tr: { name: "M" } } }],
        },
      }),
    );
    expect([dropS.status, dropS.json.code]).toEqual([409, "property_value_in_use"]);
    const kept = (
      (await answerOf(client(api, admin).property.getAdminProperties.$post())).json
        .response as AdminProperty[]
    ).find((p) => p.id === sizes?.id);
    expect(kept?.values.map((v) => v.code)).toEqual(sizes?.values.map((v) => v.code));
    const remove = await answerOf(
      client(api, admin).property.delete[":id"].$post({ param: { id: sizes?.id } }),
    );
    expect([remove.status, remove.json.code]).toEqual([409, "record_in_use"]);
  });

  it("makes a value's code from its Turkish name, and keeps ids and codes when reordered", async () => {
    const created = AdminProperty.parse(
      (
        await answerOf(
          client(api, admin).property.add.$post({
            json: {
              texts: { tr: { name: `Renk ${unique()}` }, ar: { name: "اللون" } },
              values: [
                { texts: { tr: { name: "Açık Mavi" }, en: { name: "Light blue" } } },
                { texts: { tr: { name: "Açık mavi" } } },
                { texts: { tr: { name: "Kırmızı" }, ar: { name: "أحمر" } } },
              ],
            },
          }),
        )
      ).json.response,
    );
    expect(created.values.map((v) => v.code)).toEqual(["acik-mavi", "acik-mavi-2", "kirmizi"]);
    const [blue, blue2, red] = created.values;
    const reordered = AdminProperty.parse(
      (
        await answerOf(
          client(api, admin).property.update[":id"].$post({
            param: { id: created.id },
            json: {
              texts: { tr: { name: created.names.tr as string } },
              values: [
                { id: red?.id, texts: { tr: { name: "Kırmızı" } } },
                { id: blue?.id, texts: { tr: { name: "Mavi" } } },
                { texts: { tr: { name: "Kırmızı" } } },
              ],
            },
          }),
        )
      ).json.response,
    );
    expect(reordered.values.map((v) => [v.id, v.code, v.names.tr])).toEqual([
      [red?.id, "kirmizi", "Kırmızı"],
      [blue?.id, "acik-mavi", "Mavi"],
      [expect.any(Number), "kirmizi-2", "Kırmızı"],
    ]);
    expect(reordered.values.map((v) => v.sort_order)).toEqual([0, 1, 2]);
    expect(reordered.values[0]?.names.ar).toBe("أحمر");
    expect(reordered.values.some((v) => v.id === blue2?.id)).toBe(false);
  });
});
