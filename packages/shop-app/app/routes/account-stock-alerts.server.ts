import type { ErrorCode } from "@shop/api/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requireCustomer } from "../features/guards/guards.server.ts";
import { isApiRequestError } from "../lib/api-client.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /hesabim/stok-bildirimlerim: the member's back-in-stock requests. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, locale } = routeApi(args);
  requireCustomer(args.context, args.url, locale);
  return { alerts: await api.stockAlerts() };
}

/** Cancels one request; the list is loaded again after it, with or without JavaScript. */
export async function action(args: ActionFunctionArgs) {
  const { api, locale } = routeApi(args);
  requireCustomer(args.context, args.url, locale);
  const id = Number((await args.request.formData()).get("alert_id"));
  try {
    await api.cancelStockAlert(id);
    return { cancelled: true as const };
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return { cancelled: false as const, code: error.code as ErrorCode };
  }
}
