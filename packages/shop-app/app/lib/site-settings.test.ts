import type { SiteSettings } from "@shop/api/contract";
import { describe, expect, it } from "vitest";
import { documentInjection, shopHead } from "./site-settings.server.ts";

function settings(
  setting: Partial<SiteSettings["setting"]>,
  values: Record<string, string> = {},
): SiteSettings {
  return {
    page: { id: 1, code: "default", name: "default" },
    header: [],
    left: [],
    center: [],
    right: [],
    footer: [],
    pageLinks: [],
    setting: {
      bodyHtml: "",
      bodyScript: "",
      headScript: "",
      headScripts: [],
      bodyScripts: [],
      css: "",
      favicon: "",
      noImageProduct: "",
      ...setting,
    },
    settings: Object.entries(values).map(([code, value]) => ({ code, value })),
    updated_at: "2026-01-01T00:00:00.000Z",
  };
}

describe("admin settings in the document", () => {
  it("puts head scripts, script URLs and CSS in the head; body HTML first and body scripts last", () => {
    const injection = documentInjection(
      settings({
        headScript: "<script>window.a=1</script>",
        headScripts: [
          "https://cdn.example/a.js",
          "/local.js",
          "javascript:alert(1)",
          "//evil.example/x.js",
        ],
        css: "body{color:red}</style><script>bad()</script>",
        bodyHtml: "<p>Kampanya</p>",
        bodyScript: "<script>window.b=2</script>",
        bodyScripts: ["/end.js"],
      }),
      { consented: false },
    );
    expect(injection.head).toContain("<script>window.a=1</script>");
    expect(injection.head).toContain('<script src="https://cdn.example/a.js" defer></script>');
    expect(injection.head).toContain('<script src="/local.js" defer></script>');
    expect(injection.head).not.toContain("javascript:");
    expect(injection.head).not.toContain("evil.example");
    expect(injection.head).toContain(
      "<style data-admin-css>body{color:red}<\\/style><script>bad()</script></style>",
    );
    expect(injection.bodyStart).toBe("<div data-admin-body-html><p>Kampanya</p></div>");
    expect(injection.bodyEnd).toBe(
      '<div data-admin-body-scripts><script>window.b=2</script>\n<script src="/end.js" defer></script></div>',
    );
  });

  it("adds Google Tag Manager only for a shopper who accepted cookies", () => {
    const gtm = settings({}, { google_gtm_id: "GTM-AB12CD" });
    const before = documentInjection(gtm, { consented: false });
    expect(before.head).not.toContain("googletagmanager");
    expect(before.bodyStart).not.toContain("googletagmanager");
    expect(documentInjection(gtm, { consented: true }).head).toContain("'GTM-AB12CD'");
  });

  it("adds Google Tag Manager only for a well-formed id", () => {
    const ok = documentInjection(settings({}, { google_gtm_id: "GTM-AB12CD" }), {
      consented: true,
    });
    expect(ok.head).toContain("googletagmanager.com/gtm.js");
    expect(ok.head).toContain("'GTM-AB12CD'");
    expect(ok.bodyStart).toContain("ns.html?id=GTM-AB12CD");
    const bad = documentInjection(settings({}, { google_gtm_id: "GTM-1');alert(1);//" }), {
      consented: true,
    });
    expect(bad.head).toBe("");
    expect(bad.bodyStart).toBe("");
  });

  it("reads favicon, site verification and shop name for the head tags", () => {
    expect(
      shopHead(
        settings(
          { favicon: "/uploads/favicon.png" },
          { google_site_verification: "abc", shop_name: "Demo" },
        ),
      ),
    ).toEqual({ favicon: "/uploads/favicon.png", googleSiteVerification: "abc", shopName: "Demo" });
  });
});
