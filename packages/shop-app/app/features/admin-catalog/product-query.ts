// The admin product list's state, which lives in the URL (?q=&category=&brand=&stock=&active=
// &sort=&direction=&page=): read from a URL, written back as a link, and turned into the API's
// list request.
import type { AdminProductListRequest } from "@shop/api/contract";
import type { AdminProductQuery } from "@shop/ui";

const STOCK = ["all", "in_stock", "low", "out"] as const;
const ACTIVE = ["all", "active", "inactive"] as const;
const SORT = ["name", "sku", "price", "stock", "sort_order", "updated_at"] as const;

export const PRODUCT_PAGE_SIZE = 20;

const DEFAULT_QUERY: AdminProductQuery = {
  q: "",
  category: "",
  brand: "",
  stock: "all",
  active: "all",
  sort: "updated_at",
  direction: "desc",
  page: 1,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export function productQueryOf(url: URL): AdminProductQuery {
  const get = (name: string) => url.searchParams.get(name);
  const page = Number(get("page"));
  return {
    q: (get("q") ?? "").trim().slice(0, 100),
    category: /^\d+$/.test(get("category") ?? "") ? (get("category") ?? "") : "",
    brand: /^\d+$/.test(get("brand") ?? "") ? (get("brand") ?? "") : "",
    stock: oneOf(STOCK, get("stock"), "all"),
    active: oneOf(ACTIVE, get("active"), "all"),
    sort: oneOf(SORT, get("sort"), DEFAULT_QUERY.sort),
    direction: get("direction") === "asc" ? "asc" : "desc",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The list's address for a query, with only what differs from the defaults. */
export function productQueryHref(base: string, query: AdminProductQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== DEFAULT_QUERY[key as keyof AdminProductQuery]) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export function productListRequest(query: AdminProductQuery): Partial<AdminProductListRequest> {
  return {
    page: query.page,
    page_size: PRODUCT_PAGE_SIZE,
    ...(query.q ? { search: query.q } : {}),
    ...(query.category ? { category_id: Number(query.category) } : {}),
    ...(query.brand ? { brand_id: Number(query.brand) } : {}),
    stock: query.stock,
    active: query.active,
    sort: query.sort === "updated_at" ? "updated" : query.sort,
    direction: query.direction,
  };
}
