import { describe, expect, it } from "vitest";
import { day, direction, listQuery, oneOf, page, recordId, text } from "./list-query.ts";

const orders = listQuery({
  q: text(10),
  status: oneOf(["received", "shipped"] as const, ""),
  category: recordId,
  from: day,
  sort: oneOf(["code", "created"] as const, "created"),
  direction: direction("desc"),
  page,
});
const at = (search: string) => new URL(`https://shop.test/admin/orders${search}`);

describe("listQuery", () => {
  it("reads every field, and a field that does not parse as its default", () => {
    expect(
      orders.parse(
        at(
          "?q=%20ayşe%20yılmaz%20uzun&status=shipped&category=12&from=2026-12-01&sort=code&direction=asc&page=3",
        ),
      ),
    ).toEqual({
      q: "ayşe yılma",
      status: "shipped",
      category: "12",
      from: "2026-12-01",
      sort: "code",
      direction: "asc",
      page: 3,
    });
    expect(
      orders.parse(at("?status=lost&category=0&from=2026-13-45&sort=x&direction=up&page=-2")),
    ).toEqual(orders.defaults);
    expect(orders.parse(at("?category=99999999999&page=10001&from=yesterday"))).toEqual(
      orders.defaults,
    );
  });

  it("links to a state naming only what differs from the defaults, and reads it back", () => {
    expect(orders.href("/admin/orders", orders.defaults)).toBe("/admin/orders");
    const state = { ...orders.defaults, status: "received" as const, page: 2 };
    const href = orders.href("/admin/orders", state);
    expect(href).toBe("/admin/orders?status=received&page=2");
    expect(orders.parse(at(href.slice("/admin/orders".length)))).toEqual(state);
    expect(orders.href("/admin/orders", { ...orders.defaults, q: "a&b=c" })).toBe(
      "/admin/orders?q=a%26b%3Dc",
    );
  });
});
