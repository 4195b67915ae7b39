import type { ErrorCode } from "@shop/api/contract";
import { parsePriceInput } from "@shop/ui";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, type ShopApi, unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  const [settings, accounts] = await Promise.all([
    unwrap(shopApi.settings.getPaymentSettings.$get()),
    unwrap(shopApi.bank.getAdminList.$get()),
  ]);
  return { settings, accounts };
}

export type PaymentsActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; code: ErrorCode; errors: Record<string, string> };

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The form's switches ("true" when on) and the fee typed in major units ("19,90"). */
function savePayments(api: ShopApi, form: FormData) {
  const typed = text(form, "door_fee");
  const fee = parsePriceInput(typed);
  const json = {
    card: form.get("card") === "true",
    wire_transfer: form.get("wire_transfer") === "true",
    door: form.get("door") === "true",
    // Unreadable as typed: the API names the field.
    door_fee: (fee === "invalid" ? typed : (fee ?? typed)) as number,
  };
  return unwrap(api.settings.updatePaymentSettings.$post({ json }));
}

function bankInput(form: FormData) {
  const sortOrder = text(form, "sort_order");
  return {
    bank_name: text(form, "bank_name"),
    branch_name: text(form, "branch_name"),
    branch_code: text(form, "branch_code"),
    account_holder: text(form, "account_holder"),
    account_number: text(form, "account_number"),
    iban: text(form, "iban"),
    currency_code: text(form, "currency_code"),
    is_active: form.get("is_active") === "true",
    sort_order: (/^\d+$/.test(sortOrder) ? Number(sortOrder) : sortOrder || 0) as number,
  };
}

/** The payment settings' save, or a bank account's save or deletion (intent). */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const { bank } = shopApi;
  const form = await args.request.formData();
  const intent = text(form, "intent");
  const id = Number(form.get("id")) || null;
  try {
    if (intent === "bank-delete" && id) await unwrap(bank.delete[":id"].$post({ param: { id } }));
    else if (intent === "bank-save" && id)
      await unwrap(bank.update[":id"].$post({ param: { id }, json: bankInput(form) }));
    else if (intent === "bank-save") await unwrap(bank.add.$post({ json: bankInput(form) }));
    else await savePayments(shopApi, form);
    return { ok: true, intent } satisfies PaymentsActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const errors: Record<string, string> = {};
    for (const { field, message } of error.fields ?? []) {
      const known = intent.startsWith("bank") || field === "door_fee";
      errors[known ? field : "methods"] = message;
    }
    const result: PaymentsActionResult = { ok: false, intent, code: error.code, errors };
    return data(result, error.status);
  }
}
