import { beforeAll, describe, expect, it } from "vitest";
import { newGuest } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, client, signInAdmin } from "../../../test/harness.ts";
import { AdminPageLayout, AdminPageLink, AdminSiteSettings } from "../../contract/index.ts";

const api = apiForFile();
let admin: string;

beforeAll(async () => {
  admin = await signInAdmin(api);
});

const general = {
  shop_name: "Mira Mağaza",
  google_site_verification: "abc_DEF-123",
  google_gtm_id: "gtm-ab12cd",
  favicon: "/uploads/public/icon.webp",
  no_image_product: "https://cdn.example.test/none.png",
  css: ".shop-title { color: rebeccapurple; }",
  head_script: "<script>window.shopHead = 1;</script>",
  body_script: "<script>window.shopBody = 2;</script>",
  body_html: '<p onclick="steal()">Kargo bedava<script>alert(1)</script></p>',
  head_scripts: ["https://stats.example.test/a.js"],
  body_scripts: ["/scripts/b.js"],
};

type Section = "header" | "left" | "center" | "right" | "footer";
type Layout = ReturnType<typeof AdminPageLayout.parse>;

/** The layout as a save body: own widgets only, in order. */
function asInput(layout: Layout) {
  const sections = {} as Record<Section, unknown[]>;
  for (const [name, widgets] of Object.entries(layout.sections))
    sections[name as Section] = widgets
      .filter((w) => !w.inherited)
      .map((w) => ({
        id: w.id,
        type: w.type,
        is_active: w.is_active,
        config: w.config,
        title: w.title,
        content: w.content,
      }));
  return { sections };
}

describe("admin site settings (general)", () => {
  it("refuses callers without an admin token", async () => {
    expect((await answerOf(client(api).siteSettings.getAdminSettings.$get())).status).toBe(401);
    const guest = await newGuest(api);
    const asGuest = await answerOf(
      client(api, guest.token).siteSettings.updateAdminSettings.$post({ json: general }),
    );
    expect([401, 403]).toContain(asGuest.status);
  });

  it("reads the seeded settings", async () => {
    const read = await answerOf(client(api, admin).siteSettings.getAdminSettings.$get());
    expect(read.status).toBe(200);
    const settings = AdminSiteSettings.parse(read.json.response);
    expect(settings.google_gtm_id).toBe("");
    expect(settings.head_scripts).toEqual([]);
  });

  it("saves them: body HTML cleaned, scripts kept as written, the storefront's settings follow", async () => {
    const saved = await answerOf(
      client(api, admin).siteSettings.updateAdminSettings.$post({ json: general }),
    );
    expect(saved.status).toBe(200);
    const settings = AdminSiteSettings.parse(saved.json.response);
    expect(settings).toMatchObject({
      ...general,
      google_gtm_id: "GTM-AB12CD",
      body_html: "<p>Kargo bedava</p>",
    });

    const page = await answerOf(
      client(api).siteSettings.getSettings[":id"].$get({ param: { id: "home" } }),
    );
    expect(page.json.response.setting).toMatchObject({
      headScript: general.head_script,
      bodyScript: general.body_script,
      bodyHtml: "<p>Kargo bedava</p>",
      css: general.css,
      favicon: general.favicon,
      noImageProduct: general.no_image_product,
      headScripts: general.head_scripts,
      bodyScripts: general.body_scripts,
    });
    const values = Object.fromEntries(
      page.json.response.settings.map((s: { code: string; value: string }) => [s.code, s.value]),
    );
    expect(values).toMatchObject({
      google_site_verification: "abc_DEF-123",
      google_gtm_id: "GTM-AB12CD",
      shop_name: "Mira Mağaza",
    });
  });

  it("refuses a malformed GTM id, verification code, script address or picture, naming each field", async () => {
    const bad = await answerOf(
      client(api, admin).siteSettings.updateAdminSettings.$post({
        json: {
          ...general,
          google_gtm_id: "UA-1234",
          google_site_verification: '"><script>',
          head_scripts: ["javascript:alert(1)"],
          favicon: "//evil.test/x.ico",
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe("validation_error");
    expect(bad.json.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      "favicon",
      "google_gtm_id",
      "google_site_verification",
      "head_scripts.0",
    ]);
    const after = await answerOf(client(api, admin).siteSettings.getAdminSettings.$get());
    expect(after.json.response.google_gtm_id).toBe("GTM-AB12CD");
  });

  it("keeps the shop's time zone: Istanbul until set, any IANA zone, public; a made-up one refused", async () => {
    const before = await answerOf(client(api, admin).siteSettings.getAdminSettings.$get());
    expect(before.json.response.time_zone).toBe("Europe/Istanbul");
    const bad = await answerOf(
      client(api, admin).siteSettings.updateAdminSettings.$post({
        json: {
          ...general,
          time_zone: "Europe/Atlantis",
        },
      }),
    );
    expect([bad.status, bad.json.fields]).toEqual([
      400,
      [expect.objectContaining({ field: "time_zone", code: "invalid_value" })],
    ]);
    const saved = await answerOf(
      client(api, admin).siteSettings.updateAdminSettings.$post({
        json: {
          ...general,
          time_zone: "Asia/Baghdad",
        },
      }),
    );
    expect(saved.json.response.time_zone).toBe("Asia/Baghdad");
    const page = await answerOf(
      client(api).siteSettings.getSettings[":id"].$get({ param: { id: "home" } }),
    );
    expect(page.json.response.settings).toContainEqual(
      expect.objectContaining({ code: "time_zone", value: "Asia/Baghdad" }),
    );
    await answerOf(client(api, admin).siteSettings.updateAdminSettings.$post({ json: general }));
    const after = await answerOf(client(api, admin).siteSettings.getAdminSettings.$get());
    expect(after.json.response.time_zone).toBe("Europe/Istanbul");
  });

  it("empties the GTM id and verification code again", async () => {
    const saved = await answerOf(
      client(api, admin).siteSettings.updateAdminSettings.$post({
        json: {
          ...general,
          google_gtm_id: "",
          google_site_verification: "",
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json.response).toMatchObject({ google_gtm_id: "", google_site_verification: "" });
  });
});

describe("admin page layouts", () => {
  it("refuses callers without an admin token", async () => {
    expect(
      (
        await answerOf(
          client(api).siteSettings.getAdminLayout[":page"].$get({ param: { page: "default" } }),
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await answerOf(
          client(api).siteSettings.saveAdminLayout[":page"].$post({
            param: { page: "default" },
            json: { sections: {} },
          }),
        )
      ).status,
    ).toBe(401);
  });

  it("reads the default page's layout with the pages and widget kinds", async () => {
    const read = await answerOf(
      client(api, admin).siteSettings.getAdminLayout[":page"].$get({ param: { page: "default" } }),
    );
    expect(read.status).toBe(200);
    const layout = AdminPageLayout.parse(read.json.response);
    expect(layout.page.code).toBe("default");
    expect(layout.pages.map((p) => p.code)).toContain("default");
    expect(layout.widget_types).toContain("html");
    expect(layout.sections.header.map((w) => w.type)).toContain("logo");
    expect(layout.sections.header.every((w) => !w.inherited)).toBe(true);
  });

  it("a page that leaves a section empty shows the default's widgets as inherited", async () => {
    const home = await answerOf(
      client(api, admin).siteSettings.getAdminLayout[":page"].$get({ param: { page: "home" } }),
    );
    expect(home.status).toBe(200);
    const layout = AdminPageLayout.parse(home.json.response);
    expect(layout.sections.header.length).toBeGreaterThan(0);
    expect(layout.sections.header.every((w) => w.inherited)).toBe(true);
  });

  it("an unknown page is record_not_found", async () => {
    const missing = await answerOf(
      client(api, admin).siteSettings.getAdminLayout[":page"].$get({ param: { page: "nowhere" } }),
    );
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe("record_not_found");
  });

  it("adds, moves and removes widgets; the storefront's layout follows in order", async () => {
    const read = AdminPageLayout.parse(
      (
        await answerOf(
          client(api, admin).siteSettings.getAdminLayout[":page"].$get({
            param: { page: "default" },
          }),
        )
      ).json.response,
    );
    const input = asInput(read);
    const footer = input.sections.footer as Array<{ id: number; type: string }>;
    const [first, ...rest] = footer;
    // The first footer widget goes last, the second is removed, an html block opens the center.
    const removed = rest.shift();
    input.sections.footer = first ? [...rest, first] : rest;
    input.sections.center = [
      {
        type: "html",
        title: { tr: "Duyuru", en: "Notice" },
        content: { tr: '<p>Merhaba<img src=x onerror="alert(1)"></p>', en: "<p>Hello</p>" },
      },
    ];
    const saved = await answerOf(
      client(api, admin).siteSettings.saveAdminLayout[":page"].$post({
        param: { page: "default" },
        json: input as never,
      }),
    );
    expect(saved.status).toBe(200);
    const layout = AdminPageLayout.parse(saved.json.response);
    expect(layout.sections.footer.map((w) => w.id)).toEqual(
      (input.sections.footer as Array<{ id: number }>).map((w) => w.id),
    );
    expect(layout.sections.footer.map((w) => w.id)).not.toContain(removed?.id);
    const [html] = layout.sections.center;
    expect(html?.content.tr).toBe('<p>Merhaba<img src="x" /></p>');
    expect(html?.title).toEqual({ tr: "Duyuru", en: "Notice", ar: "" });
    expect(html?.key).toMatch(/^html-[0-9a-f]{8}$/);

    const storefront = await answerOf(
      client(api).siteSettings.getSettings[":id"].$get({
        param: { id: "default" },
        query: { language: "en" },
      }),
    );
    expect(storefront.json.response.footer.map((w: { id: number }) => w.id)).toEqual(
      layout.sections.footer.map((w) => w.id),
    );
    expect(storefront.json.response.center[0]).toMatchObject({
      type: "html",
      title: "Notice",
      content: "<p>Hello</p>",
    });
  });

  it("a page's own section replaces the default's; emptying it inherits again", async () => {
    const own = await answerOf(
      client(api, admin).siteSettings.saveAdminLayout[":page"].$post({
        param: { page: "home" },
        json: {
          sections: { footer: [{ type: "trust_badges" }] },
        },
      }),
    );
    expect(own.status).toBe(200);
    const layout = AdminPageLayout.parse(own.json.response);
    expect(layout.sections.footer.map((w) => [w.type, w.inherited])).toEqual([
      ["trust_badges", false],
    ]);
    const storefront = await answerOf(
      client(api).siteSettings.getSettings[":id"].$get({ param: { id: "home" } }),
    );
    expect(storefront.json.response.footer.map((w: { type: string }) => w.type)).toEqual([
      "trust_badges",
    ]);

    const cleared = await answerOf(
      client(api, admin).siteSettings.saveAdminLayout[":page"].$post({
        param: { page: "home" },
        json: { sections: {} },
      }),
    );
    expect(cleared.status).toBe(200);
    const back = AdminPageLayout.parse(cleared.json.response);
    expect(back.sections.footer.every((w) => w.inherited)).toBe(true);
  });

  it("turns a widget off: kept for the admin, hidden on the storefront", async () => {
    const read = AdminPageLayout.parse(
      (
        await answerOf(
          client(api, admin).siteSettings.getAdminLayout[":page"].$get({
            param: { page: "default" },
          }),
        )
      ).json.response,
    );
    const input = asInput(read);
    const header = input.sections.header as Array<{ id: number; is_active: boolean }>;
    const target = header[0];
    if (!target) throw new Error("the default header has widgets");
    target.is_active = false;
    expect(
      (
        await answerOf(
          client(api, admin).siteSettings.saveAdminLayout[":page"].$post({
            param: { page: "default" },
            json: input as never,
          }),
        )
      ).status,
    ).toBe(200);
    const again = AdminPageLayout.parse(
      (
        await answerOf(
          client(api, admin).siteSettings.getAdminLayout[":page"].$get({
            param: { page: "default" },
          }),
        )
      ).json.response,
    );
    expect(again.sections.header.find((w) => w.id === target.id)?.is_active).toBe(false);
    const storefront = await answerOf(
      client(api).siteSettings.getSettings[":id"].$get({ param: { id: "default" } }),
    );
    expect(storefront.json.response.header.map((w: { id: number }) => w.id)).not.toContain(
      target.id,
    );
  });

  it("refuses an unknown widget kind and another page's widget, and changes nothing", async () => {
    const before = (
      await answerOf(
        client(api, admin).siteSettings.getAdminLayout[":page"].$get({
          param: { page: "default" },
        }),
      )
    ).json.response;
    const homeWidget = await answerOf(
      client(api, admin).siteSettings.saveAdminLayout[":page"].$post({
        param: { page: "home" },
        json: {
          sections: { left: [{ type: "most_read", config: { limit: 5 } }] },
        },
      }),
    );
    const foreignId = homeWidget.json.response.sections.left[0].id;
    const bad = await answerOf(
      client(api, admin).siteSettings.saveAdminLayout[":page"].$post({
        param: { page: "default" },
        json: {
          sections: { center: [{ type: "rocket" }, { id: foreignId, type: "most_read" }] },
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fields.map((f: { field: string }) => f.field)).toEqual([
      "sections.center.0.type",
      "sections.center.1.id",
    ]);
    const after = (
      await answerOf(
        client(api, admin).siteSettings.getAdminLayout[":page"].$get({
          param: { page: "default" },
        }),
      )
    ).json.response;
    expect(after.sections).toEqual(before.sections);
  });
});

describe("widget settings", () => {
  it("refuses settings the storefront cannot read, naming each, and keeps keys it does not know", async () => {
    const bad = await answerOf(
      client(api, admin).siteSettings.saveAdminLayout[":page"].$post({
        param: { page: "home" },
        json: {
          sections: {
            center: [
              { type: "product_showcase" },
              { type: "brand_list", config: { brandIds: [1, "x"], limit: 25 } },
              {
                type: "slider",
                config: { items: [{ image: "uploads/a.webp", link: "//evil.test" }] },
              },
            ],
          },
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fields.map((f: { field: string; code: string }) => [f.field, f.code])).toEqual([
      ["sections.center.0.config.showcaseId", "required"],
      ["sections.center.1.config.brandIds", "invalid_value"],
      ["sections.center.1.config.limit", "invalid_value"],
      ["sections.center.2.config.items.0.image", "invalid_value"],
      ["sections.center.2.config.items.0.link", "invalid_value"],
    ]);
    const good = await answerOf(
      client(api, admin).siteSettings.saveAdminLayout[":page"].$post({
        param: { page: "home" },
        json: {
          sections: {
            center: [
              {
                type: "banner",
                config: {
                  items: [{ image: "/uploads/a.webp", imageM: "/uploads/a-m.webp" }],
                  extra: 1,
                },
              },
              { type: "brand_list", config: { brandIds: [1, 2], limit: 24 } },
            ],
          },
        },
      }),
    );
    expect(good.status).toBe(200);
    expect(good.json.response.sections.center.map((w: { config: unknown }) => w.config)).toEqual([
      { items: [{ image: "/uploads/a.webp", imageM: "/uploads/a-m.webp" }], extra: 1 },
      { brandIds: [1, 2], limit: 24 },
    ]);
    await answerOf(
      client(api, admin).siteSettings.saveAdminLayout[":page"].$post({
        param: { page: "home" },
        json: { sections: {} },
      }),
    );
  });
});

describe("admin page links", () => {
  it("refuses callers without an admin token", async () => {
    expect((await answerOf(client(api).siteSettings.getAdminPageLinks.$get())).status).toBe(401);
    expect(
      (await answerOf(client(api).siteSettings.saveAdminPageLinks.$post({ json: { links: [] } })))
        .status,
    ).toBe(401);
  });

  it("lists, reorders, edits, adds and removes links; the storefront follows per language", async () => {
    const read = await answerOf(client(api, admin).siteSettings.getAdminPageLinks.$get());
    expect(read.status).toBe(200);
    const links = read.json.response.map((l: unknown) => AdminPageLink.parse(l));
    expect(links.length).toBeGreaterThan(1);
    const [first, second, ...others] = links;
    const input = [
      {
        code: second.code,
        is_active: true,
        title: { ...second.title, en: "Renamed" },
        url: second.url,
      },
      { code: first.code, is_active: false, title: first.title, url: first.url },
      {
        code: "returns",
        title: { tr: "İade", en: "", ar: "" },
        url: { tr: "/iade", en: "", ar: "" },
      },
    ];
    const saved = await answerOf(
      client(api, admin).siteSettings.saveAdminPageLinks.$post({ json: { links: input } }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json.response.map((l: { code: string }) => l.code)).toEqual([
      second.code,
      first.code,
      "returns",
    ]);
    const storefront = await answerOf(
      client(api).siteSettings.getSettings[":id"].$get({
        param: { id: "home" },
        query: { language: "en" },
      }),
    );
    expect(storefront.json.response.pageLinks).toEqual([
      { code: second.code, title: "Renamed", url: second.url.en },
      { code: "returns", title: "İade", url: "/iade" },
    ]);
    expect(others.length).toBeGreaterThan(0);
  });

  it("refuses a repeated code, a missing Turkish title and an unsafe address", async () => {
    const bad = await answerOf(
      client(api, admin).siteSettings.saveAdminPageLinks.$post({
        json: {
          links: [
            { code: "a", title: { tr: "A", en: "", ar: "" }, url: { tr: "/a", en: "", ar: "" } },
            {
              code: "b",
              title: { tr: "", en: "", ar: "" },
              url: { tr: "javascript:alert(1)", en: "", ar: "" },
            },
          ],
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      "links.1.title.tr",
      "links.1.url.tr",
    ]);
    const dup = await answerOf(
      client(api, admin).siteSettings.saveAdminPageLinks.$post({
        json: {
          links: [
            { code: "a", title: { tr: "A", en: "", ar: "" }, url: { tr: "/a", en: "", ar: "" } },
            { code: "a", title: { tr: "B", en: "", ar: "" }, url: { tr: "/b", en: "", ar: "" } },
          ],
        },
      }),
    );
    expect(dup.status).toBe(400);
    expect(dup.json.fields[0]).toMatchObject({ field: "links.1.code", code: "already_used" });
  });
});
