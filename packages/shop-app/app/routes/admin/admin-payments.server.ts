import {
  AdminBankAccountInput,
  AdminPaymentSettingsInput,
  type ErrorCode,
} from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { formInput } from "../../lib/form-input.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

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

/** The payment settings' save, or a bank account's save or deletion (intent). */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const { bank } = shopApi;
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "").trim();
  const id = Number(form.get("id")) || null;
  const account = () => formInput(form, AdminBankAccountInput);
  // The switches post "true" when on; the door fee is typed in major units ("19,90").
  const payments = () => formInput(form, AdminPaymentSettingsInput, { money: ["door_fee"] });
  try {
    if (intent === "bank-delete" && id) await unwrap(bank.delete[":id"].$post({ param: { id } }));
    else if (intent === "bank-save" && id)
      await unwrap(bank.update[":id"].$post({ param: { id }, json: account() }));
    else if (intent === "bank-save") await unwrap(bank.add.$post({ json: account() }));
    else await unwrap(shopApi.settings.updatePaymentSettings.$post({ json: payments() }));
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
