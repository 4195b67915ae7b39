import type { ErrorCode } from "@shop/api/contract";
import { parsePriceInput } from "@shop/ui";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { fieldErrors } from "../features/checkout/form-values.ts";
import { orderDetailOf } from "../features/orders/order-detail.server.ts";
import { formatAppMessage } from "../i18n/messages.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

/** /hesabim/siparislerim/{code}: one of the shopper's orders (anyone else's: 404). */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  try {
    return { order: await orderDetailOf(shopApi, args.params.code ?? "") };
  } catch (error) {
    if (isApiRequestError(error, "record_not_found"))
      throw new Response("Not found", { status: 404 });
    throw error;
  }
}

export type OrderActionResult =
  | { ok: true; done: "cancelled" | "refund_requested" }
  | { ok: false; code: ErrorCode; errors: Record<string, string> };

export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const form = await args.request.formData();
  const order = await orderDetailOf(shopApi, args.params.code ?? "");
  try {
    if (form.get("intent") === "cancel") {
      await unwrap(shopApi.orderCancel.$post({ json: { order_id: order.id } }));
      return { ok: true, done: "cancelled" } satisfies OrderActionResult;
    }
    const amount = parsePriceInput(String(form.get("amount") ?? ""));
    if (typeof amount !== "number" || amount <= 0) {
      const message = formatAppMessage(locale, "app.orders.amountInvalid");
      return data(
        {
          ok: false,
          code: "validation_error",
          errors: { amount: message },
        } satisfies OrderActionResult,
        400,
      );
    }
    const refund = { order_id: order.id, amount, reason: String(form.get("reason") ?? "") };
    await unwrap(shopApi.createOrderRefund.$post({ json: refund }));
    return { ok: true, done: "refund_requested" } satisfies OrderActionResult;
  } catch (error) {
    if (!isApiRequestError(error)) throw error;
    return data(
      { ok: false, code: error.code, errors: fieldErrors(error) } satisfies OrderActionResult,
      400,
    );
  }
}
