import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { answerOf, apiForFile, call, client } from "../../../test/harness.ts";
import {
  categories,
  categoryTranslations,
  menuItems,
  menuItemTranslations,
  pageLinks,
  pageLinkTranslations,
  pageWidgets,
  pageWidgetTranslations,
  settings,
  sitePages,
  siteSetting,
} from "../../db/schema/index.ts";

const api = apiForFile();
let homeId: number;
beforeAll(async () => {
  const [home] = await api.db.select().from(sitePages).where(eq(sitePages.code, "home"));
  if (!home) throw new Error("reference seed has no home page");
  homeId = home.id;
  // The home page's own content: a showcase and an HTML block in the centre, a banner on the left.
  const widgets = await api.db
    .insert(pageWidgets)
    .values([
      {
        pageId: homeId,
        key: "home-showcase",
        section: "center",
        sortOrder: 20,
        type: "product_showcase",
        config: { showcaseId: 7 },
      },
      {
        pageId: homeId,
        key: "home-html",
        section: "center",
        sortOrder: 10,
        type: "html",
        config: {},
      },
      {
        pageId: homeId,
        key: "home-banner",
        section: "left",
        sortOrder: 10,
        type: "banner",
        config: { items: [] },
      },
      {
        pageId: homeId,
        key: "home-hidden",
        section: "center",
        sortOrder: 5,
        type: "html",
        isActive: false,
      },
    ])
    .returning();
  const byKey = Object.fromEntries(widgets.map((w) => [w.key, w.id]));
  await api.db.insert(pageWidgetTranslations).values([
    { pageWidgetId: byKey["home-showcase"] as number, languageCode: "tr", title: "Çok satanlar" },
    { pageWidgetId: byKey["home-showcase"] as number, languageCode: "en", title: "Best sellers" },
    { pageWidgetId: byKey["home-html"] as number, languageCode: "tr", content: "<p>Merhaba</p>" },
  ]);
  await api.db
    .update(siteSetting)
    .set({ headScript: "<script>window.x=1</script>", headScripts: ["/js/a.js"], css: "body{}" })
    .where(eq(siteSetting.id, 1));
  await api.db
    .update(settings)
    .set({ value: "GTM-TEST" })
    .where(eq(settings.code, "google_gtm_id"));
  await api.db
    .insert(settings)
    .values({ code: "payment_secret", value: "do-not-leak", isPublic: false });
});

describe("siteSettings/getSettings/{id}", () => {
  it("answers a page's five sections with ordered widgets, page links, setting and settings", async () => {
    const res = await answerOf(
      client(api).siteSettings.getSettings[":id"].$get({
        param: { id: "home" },
        query: { language: "en", customer: "12" },
      }),
    );
    expect(res.status).toBe(200);
    const body = res.json.response;
    expect(body.page).toMatchObject({ id: homeId, code: "home" });
    expect(body.center.map((w: { key: string }) => w.key)).toEqual(["home-html", "home-showcase"]);
    expect(body.center[1]).toEqual({
      id: expect.any(Number),
      key: "home-showcase",
      type: "product_showcase",
      title: "Best sellers",
      content: null,
      config: { showcaseId: 7 },
    });
    // No English text for the HTML block: the Turkish one stands in.
    expect(body.center[0].content).toBe("<p>Merhaba</p>");
    expect(body.left.map((w: { type: string }) => w.type)).toEqual(["banner"]);
    expect(body.right).toEqual([]);
    // Header and footer come from the default layout, as the home page has none of its own.
    expect(body.header.map((w: { type: string }) => w.type)).toEqual([
      "logo",
      "search",
      "language_switcher",
      "currency_switcher",
      "account",
      "cart",
      "menu",
    ]);
    expect(body.footer.map((w: { type: string }) => w.type)).toContain("page_links");
    expect(body.pageLinks).toContainEqual({ code: "checkouts", url: "/en/cart", title: "My cart" });
    expect(body.setting).toEqual({
      bodyHtml: "",
      bodyScript: "",
      headScript: "<script>window.x=1</script>",
      headScripts: ["/js/a.js"],
      bodyScripts: [],
      css: "body{}",
      favicon: "",
      noImageProduct: "",
    });
    expect(body.settings).toContainEqual({ code: "google_gtm_id", value: "GTM-TEST" });
    expect(body.settings).toContainEqual({ code: "google_site_verification", value: "" });
    expect(JSON.stringify(body)).not.toContain("do-not-leak");
  });

  it("gives texts in the requested language (Turkish default, Arabic)", async () => {
    const tr = (
      await answerOf(client(api).siteSettings.getSettings[":id"].$get({ param: { id: "home" } }))
    ).json.response;
    expect(tr.center[1].title).toBe("Çok satanlar");
    expect(tr.pageLinks).toContainEqual({ code: "checkouts", url: "/cart", title: "Sepetim" });
    const ar = (
      await answerOf(
        client(api).siteSettings.getSettings[":id"].$get({
          param: { id: "home" },
          query: { language: "ar" },
        }),
      )
    ).json.response;
    expect(ar.pageLinks).toContainEqual({
      code: "checkouts",
      url: "/ar/cart",
      title: "سلة التسوق",
    });
  });

  it("a page's own section replaces the default one", async () => {
    await api.db
      .insert(pageWidgets)
      .values({ pageId: homeId, key: "home-header", section: "header", type: "logo" });
    const body = (
      await answerOf(client(api).siteSettings.getSettings[":id"].$get({ param: { id: "home" } }))
    ).json.response;
    expect(body.header.map((w: { key: string }) => w.key)).toEqual(["home-header"]);
    await api.db.delete(pageWidgets).where(eq(pageWidgets.key, "home-header"));
  });

  it("gives a known page without its own layout the default one; accepts numeric ids", async () => {
    const product = await answerOf(
      client(api).siteSettings.getSettings[":id"].$get({ param: { id: "product" } }),
    );
    expect(product.status).toBe(200);
    expect(product.json.response.center).toEqual([]);
    expect(product.json.response.header.length).toBeGreaterThan(0);
    const byId = await answerOf(
      client(api).siteSettings.getSettings[":id"].$get({ param: { id: String(homeId) } }),
    );
    expect(byId.json.response.page.code).toBe("home");
  });

  it("404 for an unknown page, 400 for a malformed id", async () => {
    const unknown = await answerOf(
      client(api).siteSettings.getSettings[":id"].$get({
        param: { id: "nosuchpage" },
        query: { language: "en" },
      }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe("record_not_found");
    expect(
      (await answerOf(client(api).siteSettings.getSettings[":id"].$get({ param: { id: "99999" } })))
        .status,
    ).toBe(404);
    const bad = await call(api, "GET", "/siteSettings/getSettings/Home%20Page");
    expect(bad.status).toBe(400);
    expect(bad.json.fields[0]).toMatchObject({ field: "id", in: "path", code: "invalid_format" });
  });

  it("leaves out inactive page links", async () => {
    const [link] = await api.db
      .insert(pageLinks)
      .values({ code: "hidden_link", isActive: false })
      .returning();
    await api.db.insert(pageLinkTranslations).values({
      pageLinkId: link?.id as number,
      languageCode: "tr",
      title: "Gizli",
      url: "/gizli",
    });
    const body = (
      await answerOf(client(api).siteSettings.getSettings[":id"].$get({ param: { id: "home" } }))
    ).json.response;
    expect(body.pageLinks.map((l: { code: string }) => l.code)).not.toContain("hidden_link");
  });
});

describe("header_menu", () => {
  it("is a tree of links and categories, titled in the requested language, without inactive items", async () => {
    const [category] = await api.db
      .insert(categories)
      .values({ code: "menu-test-shoes" })
      .returning();
    const [inactive] = await api.db
      .insert(categories)
      .values({ code: "menu-test-gone", isActive: false })
      .returning();
    await api.db.insert(categoryTranslations).values([
      {
        categoryId: category?.id as number,
        languageCode: "tr",
        name: "Ayakkabı",
        seoLink: "ayakkabi",
      },
      { categoryId: category?.id as number, languageCode: "en", name: "Shoes", seoLink: "shoes" },
      { categoryId: inactive?.id as number, languageCode: "tr", name: "Eski", seoLink: "eski" },
    ]);
    const [top] = await api.db
      .insert(menuItems)
      .values({ code: "menu-top", type: "link", sortOrder: 1 })
      .returning();
    const [sale] = await api.db
      .insert(menuItems)
      .values({ code: "menu-sale", type: "link", sortOrder: 2 })
      .returning();
    await api.db.insert(menuItems).values([
      {
        code: "menu-shoes",
        type: "category",
        targetId: category?.id,
        parentId: top?.id,
        sortOrder: 2,
      },
      {
        code: "menu-gone",
        type: "category",
        targetId: inactive?.id,
        parentId: top?.id,
        sortOrder: 1,
      },
      { code: "menu-off", type: "link", isActive: false, sortOrder: 3 },
    ]);
    await api.db.insert(menuItemTranslations).values([
      { menuItemId: top?.id as number, languageCode: "tr", title: "Kadın", url: "/kadin" },
      { menuItemId: top?.id as number, languageCode: "en", title: "Women", url: "/en/women" },
      { menuItemId: sale?.id as number, languageCode: "tr", title: "İndirim", url: "/campaign" },
    ]);

    const en = await answerOf(client(api).header_menu.$get({ query: { language: "en" } }));
    expect(en.status).toBe(200);
    // The sale link has no English text, so it is not shown in English.
    expect(en.json.response).toEqual([
      {
        id: top?.id,
        code: "menu-top",
        type: "link",
        target_id: null,
        title: "Women",
        url: "/en/women",
        seo_link: null,
        children: [
          {
            id: expect.any(Number),
            code: "menu-shoes",
            type: "category",
            target_id: category?.id,
            title: "Shoes",
            url: null,
            seo_link: "shoes",
            children: [],
          },
        ],
      },
    ]);
    const tr = await call(api, "GET", "/header_menu/");
    expect(tr.json.response.map((item: { title: string }) => item.title)).toEqual([
      "Kadın",
      "İndirim",
    ]);
    expect(tr.json.response[0].children[0]).toMatchObject({
      title: "Ayakkabı",
      seo_link: "ayakkabi",
    });
  });
});
