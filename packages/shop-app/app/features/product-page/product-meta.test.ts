import { describe, expect, it } from "vitest";
// The server's catalogues (meta functions format page titles with them).
import "../../i18n/catalogues.server.ts";
import { productFixture } from "./fixtures.test-data.ts";
import { decimalPrice, jsonLdText, productJsonLd, productMeta } from "./product-meta.ts";

const origin = "https://shop.example";

describe("product meta", () => {
  it("gives title, description, keywords and Open Graph", () => {
    const meta = productMeta({ product: productFixture() }, origin, "en", "Modam Shop");
    expect(meta).toContainEqual({ title: "Lavanta Maxi Elbise | Modam Shop" });
    expect(meta).toContainEqual({ name: "description", content: "Viskon, uzun kollu" });
    expect(meta).toContainEqual({ name: "keywords", content: "elbise, viskon" });
    expect(meta).toContainEqual({ property: "og:type", content: "product" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://shop.example/uploads/p/7.webp",
    });
    expect(meta).toContainEqual({
      property: "og:url",
      content: "https://shop.example/en/lavanta-maxi-elbise",
    });
  });

  it("prefers the admin's SEO title and falls back to the description's text", () => {
    const meta = productMeta(
      { product: productFixture({ seo_title: "Elbise fırsatı", summary: null }) },
      origin,
      "tr",
      "Modam",
    );
    expect(meta).toContainEqual({ title: "Elbise fırsatı" });
    expect(meta).toContainEqual({ name: "description", content: "Yumuşak viskon & rahat" });
  });

  it("describes the product and its offer in JSON-LD", () => {
    const [product, breadcrumbs] = productJsonLd(productFixture(), origin, "tr", "Ana Sayfa");
    expect(product).toMatchObject({
      "@type": "Product",
      sku: "ELB-001",
      gtin13: "8690000000017",
      brand: { "@type": "Brand", name: "Modam" },
      image: ["https://shop.example/uploads/p/7.webp"],
      offers: {
        "@type": "Offer",
        price: "1299.90",
        priceCurrency: "TRY",
        availability: "https://schema.org/InStock",
        url: "https://shop.example/lavanta-maxi-elbise",
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(breadcrumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Ana Sayfa", item: "https://shop.example/" },
        { position: 2, name: "Kadın", item: "https://shop.example/kadin" },
        { position: 3, name: "Elbise" },
        { position: 4, name: "Lavanta Maxi Elbise" },
      ],
    });
  });

  it("leaves out what the product lacks", () => {
    const [product] = productJsonLd(
      productFixture({
        in_stock: false,
        barcode: "12345",
        rating: { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      }),
      origin,
      "tr",
    );
    expect(product).not.toHaveProperty("gtin13");
    expect(product).not.toHaveProperty("aggregateRating");
    expect(product).toMatchObject({ offers: { availability: "https://schema.org/OutOfStock" } });
  });

  it("writes prices as decimals and keeps < out of the script", () => {
    expect(decimalPrice(5)).toBe("0.05");
    expect(decimalPrice(129_990)).toBe("1299.90");
    expect(jsonLdText({ name: "</script><b>" })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
