// The category tree and the header menu are trees. hono/client types a recursive answer's
// children as any JSON (its JSONParsed stops at a type it has already met on the path), so these
// two answers are read back through their contract schemas, on the server only.
import { CategoryNode, MenuItem } from "@shop/api/contract";
import { z } from "zod";
import { type ShopApi, unwrap } from "./shop-api.ts";

export async function categoryTreeOf(shopApi: ShopApi): Promise<CategoryNode[]> {
  return z.array(CategoryNode).parse(await unwrap(shopApi.category.tree.$get()));
}

export async function headerMenuOf(shopApi: ShopApi): Promise<MenuItem[]> {
  return z.array(MenuItem).parse(await unwrap(shopApi.header_menu.$get()));
}
