import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { type ApiClient, isApiRequestError } from "../../lib/api-client.ts";
import { routeApi } from "../../lib/route-api.server.ts";

/** The order of /admin/orders/:id; an id that is not one is 404. */
export async function adminOrderOf(api: ApiClient, id: string | undefined) {
  if (!id || !/^\d{1,9}$/.test(id)) throw data(null, 404);
  try {
    return await api.adminOrder(Number(id));
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) throw data(null, 404);
    throw error;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  const [order, statuses] = await Promise.all([
    adminOrderOf(api, args.params.id),
    api.orderStatusList(),
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

const text = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? "").trim();
  return value === "" ? undefined : value;
};
const id = (form: FormData, name: string) => {
  const value = text(form, name);
  return value === undefined ? undefined : Number(value);
};

/**
 * The order screen's forms: a status change, the shipment's papers, a wire transfer paid, and a
 * refund decided (from its dialog).
 */
export async function action(args: ActionFunctionArgs) {
  const { api } = routeApi(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const orderId = Number(args.params.id);
  try {
    if (intent === "status") {
      const status = text(form, "status");
      await api.changeOrderStatus({
        order_id: orderId,
        status: status as never,
        note: text(form, "note"),
      });
    } else if (intent === "shipment") {
      await api.updateOrderShipment({
        order_id: orderId,
        cargo_company_id: id(form, "cargo_company_id"),
        tracking_number: text(form, "tracking_number"),
        invoice_number: text(form, "invoice_number"),
      });
    } else if (intent === "paid") {
      await api.markOrderPaid({ order_id: orderId });
    } else if (intent === "refund") {
      await api.changeOrderRefundStatus({
        refund_id: Number(form.get("refund_id")),
        status: text(form, "status") as never,
        return_stock: form.get("return_stock") === "true",
      });
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
