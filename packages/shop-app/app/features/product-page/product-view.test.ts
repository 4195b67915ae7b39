import { describe, expect, it } from "vitest";
import { productFixture } from "./fixtures.test-data.ts";
import {
  breadcrumbsOf,
  commentsOf,
  questionsOf,
  stockStatusOf,
  toProductDetail,
} from "./product-view.ts";

describe("product view", () => {
  it("maps the API's product to the screen's product", () => {
    const detail = toProductDetail(productFixture(), "en");
    expect(detail).toMatchObject({
      title: "Lavanta Maxi Elbise",
      brand: { name: "Modam", href: "/en/modam" },
      images: [{ src: "/uploads/p/7.webp", thumbnail: "/uploads/p/7-s.webp" }],
      price: 129_990,
      oldPrice: 159_990,
      currency: "TRY",
      rating: { value: 4.5, count: 2 },
      stockStatus: "inStock",
      stockCount: 12,
      sku: "ELB-001",
      barcode: "8690000000017",
      dimensions: { width: 30, height: 5, depth: 20 },
      weight: 0.45,
      desi: 1.5,
      properties: [{ name: "Kumaş", value: "Viskon" }],
    });
    expect(detail.subProductAttributes).toEqual([
      {
        id: "10",
        label: "Beden",
        options: [
          { value: "101", label: "S" },
          { value: "102", label: "M" },
        ],
      },
    ]);
    expect(detail.subProducts).toEqual([
      { id: "71", values: ["101"], inStock: true },
      { id: "72", values: ["102"], inStock: false },
    ]);
  });

  it("shows the chosen sub-product's price and stock", () => {
    const detail = toProductDetail(productFixture(), "tr", "71");
    expect(detail.price).toBe(119_990);
    expect(detail.oldPrice).toBeUndefined();
    expect(detail.stockStatus).toBe("fewLeft");
    expect(detail.stockCount).toBe(3);
  });

  it("says few left at 5 or fewer, out of stock when the API says so", () => {
    expect(stockStatusOf(true, 5)).toBe("fewLeft");
    expect(stockStatusOf(true, 6)).toBe("inStock");
    expect(stockStatusOf(false, 40)).toBe("outOfStock");
    const none = toProductDetail(
      productFixture({ in_stock: false, stock: 0, sub_products: [], options: [] }),
      "tr",
    );
    expect(none.stockStatus).toBe("outOfStock");
    expect(none.subProducts).toBeUndefined();
  });

  it("leads the breadcrumbs from home through the categories to the product", () => {
    expect(breadcrumbsOf(productFixture(), "ar", "الرئيسية")).toEqual([
      { label: "الرئيسية", href: "/ar" },
      { label: "Kadın", href: "/ar/kadin" },
      { label: "Elbise", href: "/ar/elbise" },
      { label: "Lavanta Maxi Elbise" },
    ]);
  });

  it("maps reviews and questions", () => {
    const product = productFixture();
    const comments = commentsOf(
      {
        items: [
          {
            id: 5,
            name: "A*** Y***",
            text: "<b>güzel</b>",
            rate: 5,
            language: "tr",
            created_at: "2025-02-01T10:00:00.000Z",
          },
        ],
        total: 11,
        page: 2,
        page_size: 10,
        page_count: 2,
        rating: product.rating,
      },
      product,
    );
    expect(comments).toMatchObject({ average: 4.5, count: 2, page: 2, pageCount: 2 });
    expect(comments.comments[0]).toEqual({
      id: "5",
      name: "A*** Y***",
      showName: true,
      date: "2025-02-01T10:00:00.000Z",
      rating: 5,
      text: "<b>güzel</b>",
    });
    expect(commentsOf(null, product)).toMatchObject({ count: 2, comments: [], pageCount: 1 });
    expect(
      questionsOf([
        {
          id: 1,
          question: "Boy?",
          answer: "",
          created_at: "2025-01-01T00:00:00.000Z",
          answered_at: null,
        },
      ]),
    ).toEqual([{ id: "1", question: "Boy?", answer: null, date: "2025-01-01T00:00:00.000Z" }]);
  });
});
