import {
  ChangeOrderStatusBody,
  ChangeRefundStatusBody,
  type ErrorCode,
  UpdateOrderShipmentBody,
} from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { formInput } from "../../lib/form-input.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, type ShopApi, unwrap } from "../../lib/shop-api.ts";

/** The order of /admin/orders/:id; an id that is not one is 404. */
export async function adminOrderOf(api: ShopApi, id: string | undefined) {
  if (!id || !/^\d{1,9}$/.test(id)) throw data(null, 404);
  try {
    return await unwrap(api.order.getAdminOrder[":id"].$get({ param: { id: Number(id) } }));
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) throw data(null, 404);
    throw error;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  const [order, statuses] = await Promise.all([
    adminOrderOf(shopApi, args.params.id),
    unwrap(shopApi.getOrderStatusList.$get()),
  ]);
  const names = new Map(statuses.order.map((status) => [status.code, status.name]));
  return {
    order,
    statusOptions: order.next_statuses.map((code) => ({
      value: code,
      label: names.get(code) ?? code,
    })),
  };
}

export type OrderFormResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; code: ErrorCode; errors: Record<string, string> };

/**
 * The order screen's forms: a status change, the shipment's papers, a wire transfer paid, and a
 * refund decided (from its dialog).
 */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const orderId = Number(args.params.id);
  try {
    if (intent === "status") {
      const json = { ...formInput(form, ChangeOrderStatusBody), order_id: orderId };
      await unwrap(shopApi.changeOrderStatus.$post({ json }));
    } else if (intent === "shipment") {
      const json = { ...formInput(form, UpdateOrderShipmentBody), order_id: orderId };
      await unwrap(shopApi.order.updateOrderShipment.$post({ json }));
    } else if (intent === "paid") {
      await unwrap(shopApi.order.markOrderPaid.$post({ json: { order_id: orderId } }));
    } else if (intent === "refund") {
      const json = formInput(form, ChangeRefundStatusBody);
      await unwrap(shopApi.changeOrderRefundStatus.$post({ json }));
    } else throw data(null, 400);
    return { ok: true, intent } satisfies OrderFormResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: OrderFormResult = {
      ok: false,
      intent,
      code: error.code,
      errors: Object.fromEntries(
        (error.fields ?? []).map(({ field, message }) => [field, message]),
      ),
    };
    return data(result, error.status);
  }
}
