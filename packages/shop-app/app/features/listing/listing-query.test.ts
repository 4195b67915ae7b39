import { describe, expect, it } from "vitest";
import {
  emptyListingQuery,
  listingSearch,
  parseListingQuery,
  toProductFilter,
  toProductsRequest,
} from "./listing-query.ts";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe("listing query", () => {
  it("reads every filter, the order and the page", () => {
    expect(
      parse("marka=5,3&fiyat=100-499.9&ozellik=14,12&stok=1&sirala=price_asc&sayfa=2"),
    ).toEqual({
      brandIds: [3, 5],
      propertyValueIds: [12, 14],
      priceMin: 10000,
      priceMax: 49990,
      inStock: true,
      sort: "price_asc",
      page: 2,
    });
  });

  it("ignores what does not parse and keeps pages at 1 or more", () => {
    expect(parse("marka=x,-1,0,3.5,7&fiyat=abc&stok=2&sirala=cheap&sayfa=0")).toEqual({
      ...emptyListingQuery,
      brandIds: [7],
    });
    expect(parse("sayfa=-4").page).toBe(1);
    expect(parse("sayfa=9999999999").page).toBe(1);
    expect(parse("fiyat=1-2-3").priceMin).toBeNull();
    expect(parse("marka=99999999999").brandIds).toEqual([]);
  });

  it("takes open and swapped price ranges", () => {
    expect(parse("fiyat=100-")).toMatchObject({ priceMin: 10000, priceMax: null });
    expect(parse("fiyat=-250")).toMatchObject({ priceMin: null, priceMax: 25000 });
    expect(parse("fiyat=500-100")).toMatchObject({ priceMin: 10000, priceMax: 50000 });
  });

  it("lets the no-JavaScript forms' fields win", () => {
    expect(parse("fiyat=1-2&minPrice=1.250,5&maxPrice=")).toMatchObject({
      priceMin: 125050,
      priceMax: null,
    });
    expect(parse("sirala=price_asc&sort=priceDesc").sort).toBe("price_desc");
    expect(parse("minPrice=abc&fiyat=1-2")).toMatchObject({ priceMin: 100, priceMax: 200 });
  });

  it("writes the state back in a fixed order, leaving defaults out", () => {
    const query = parse("sayfa=3&sirala=newest&stok=1&ozellik=9&fiyat=99.5-&marka=2,1&x=y");
    expect(listingSearch(query)).toBe(
      "?marka=1,2&fiyat=99.50-&ozellik=9&stok=1&sirala=newest&sayfa=3",
    );
    expect(listingSearch(emptyListingQuery)).toBe("");
    expect(parse(listingSearch(query).slice(1))).toEqual(query);
  });

  it("leaves a page's own order out of its address and keeps the others in", () => {
    const newest = parseListingQuery(new URLSearchParams("sayfa=2"), "newest");
    expect(newest.sort).toBe("newest");
    expect(listingSearch(newest, "newest")).toBe("?sayfa=2");
    const recommended = parseListingQuery(new URLSearchParams("sirala=default"), "newest");
    expect(recommended.sort).toBe("default");
    expect(listingSearch(recommended, "newest")).toBe("?sirala=default");
  });

  it("maps to the API's filter within the page's scope", () => {
    const query = parse("marka=2&fiyat=10-20&ozellik=4&stok=1&sirala=price_desc&sayfa=2");
    expect(toProductsRequest(query, { category_id: 8 })).toEqual({
      category_id: 8,
      brand_ids: [2],
      property_value_ids: [4],
      price_min: 1000,
      price_max: 2000,
      in_stock: true,
      sort: "price_desc",
      page: 2,
    });
    // a brand page's brand is the page: the brand filter does not apply
    expect(toProductFilter(query, { brand_id: 5 })).not.toHaveProperty("brand_ids");
  });
});
