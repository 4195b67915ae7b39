import type { ErrorCode } from "@shop/api/contract";
import { parsePriceInput } from "@shop/ui";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { isApiRequestError } from "../../lib/api-client.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { settings: await routeApi(args).api.adminPaymentSettings() };
}

export type PaymentsActionResult =
  | { ok: true }
  | { ok: false; code: ErrorCode; errors: Partial<Record<"methods" | "door_fee", string>> };

/** The form's switches ("true" when on) and the fee typed in major units ("19,90"). */
export async function action(args: ActionFunctionArgs) {
  const { api } = routeApi(args);
  const form = await args.request.formData();
  const typed = String(form.get("door_fee") ?? "").trim();
  const fee = parsePriceInput(typed);
  try {
    await api.updatePaymentSettings({
      card: form.get("card") === "true",
      wire_transfer: form.get("wire_transfer") === "true",
      door: form.get("door") === "true",
      // Unreadable as typed: the API names the field.
      door_fee: (fee === "invalid" ? typed : (fee ?? typed)) as number,
    });
    return { ok: true } satisfies PaymentsActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const errors: Partial<Record<"methods" | "door_fee", string>> = {};
    for (const { field, message } of error.fields ?? []) {
      if (field === "door_fee") errors.door_fee = message;
      else errors.methods = message;
    }
    const result: PaymentsActionResult = { ok: false, code: error.code, errors };
    return data(result, error.status);
  }
}
