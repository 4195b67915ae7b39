import type { ErrorCode } from "@shop/api/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requireCustomer } from "../features/guards/guards.server.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

/** /hesabim/stok-bildirimlerim: the member's back-in-stock requests. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  requireCustomer(args.context, args.url, locale);
  return { alerts: await unwrap(shopApi.customer.getStockNotifications.$get()) };
}

/** Cancels one request; the list is loaded again after it, with or without JavaScript. */
export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  requireCustomer(args.context, args.url, locale);
  const id = Number((await args.request.formData()).get("alert_id"));
  try {
    const param = { id: String(id) };
    await unwrap(shopApi.customer.deleteStockNotification[":id"].$post({ param }));
    return { cancelled: true as const };
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return { cancelled: false as const, code: error.code as ErrorCode };
  }
}
