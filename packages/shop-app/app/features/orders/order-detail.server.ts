import { type ShopApi, unwrap } from "../../lib/shop-api.ts";

/** One of the shopper's orders by its id or code (the code comes from the page's URL). */
export function orderDetailOf(shopApi: ShopApi, idOrCode: string) {
  const param = { id: encodeURIComponent(idOrCode) };
  return unwrap(shopApi.getOrderDetail[":id"].$get({ param }));
}
