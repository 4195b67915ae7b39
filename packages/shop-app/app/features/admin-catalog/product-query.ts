// The admin product list's state, which lives in the URL (?q=&category=&brand=&stock=&active=
// &sort=&direction=&page=): read from a URL, written back as a link, and turned into the API's
// list request.
import type { AdminProductListRequest } from "@shop/api/contract";
import type { AdminProductQuery } from "@shop/ui";
import {
  direction,
  type ListQuery,
  listQuery,
  oneOf,
  page,
  recordId,
  text,
} from "../../lib/list-query.ts";

export const PRODUCT_PAGE_SIZE = 20;

export const productQuery: ListQuery<AdminProductQuery> = listQuery({
  q: text(100),
  category: recordId,
  brand: recordId,
  stock: oneOf(["all", "in_stock", "low", "out"] as const, "all"),
  active: oneOf(["all", "active", "inactive"] as const, "all"),
  sort: oneOf(["name", "sku", "price", "stock", "sort_order", "updated_at"] as const, "updated_at"),
  direction: direction("desc"),
  page,
});

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
