import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { fieldErrors } from "../features/checkout/form-values.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

/** /siparis-takip: a guest follows an order by its code and e-mail or phone (?kod= prefills). */
export function loader({ url }: LoaderFunctionArgs) {
  return { code: url.searchParams.get("kod") ?? "" };
}

export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const form = await args.request.formData();
  const values = {
    order_code: String(form.get("order_code") ?? ""),
    contact: String(form.get("contact") ?? ""),
  };
  try {
    const json = { order_code: values.order_code.trim(), contact: values.contact.trim() };
    return { order: await unwrap(shopApi.order.getOrderInfo.$post({ json })), values };
  } catch (error) {
    if (!isApiRequestError(error)) throw error;
    return data({ code: error.code as ErrorCode, errors: fieldErrors(error), values }, 400);
  }
}
