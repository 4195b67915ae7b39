import type { ErrorCode } from "@shop/api/contract";
import { ADDRESS_FORM_FIELDS } from "@shop/ui";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import {
  deleteAddress,
  loadAddressBook,
  saveAddress,
} from "../features/checkout/address-book.server.ts";
import { fieldErrors, formValues } from "../features/checkout/form-values.ts";
import { requireCustomer } from "../features/guards/guards.server.ts";
import { localizePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError } from "../lib/shop-api.ts";

/** /hesabim/adreslerim: the member's address book (?yeni=1 adds, ?duzenle={id} changes one). */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  requireCustomer(args.context, args.url, locale);
  return loadAddressBook(shopApi, "customer", args.url.searchParams);
}

export type AccountAddressResult =
  | { ok: true }
  | { ok: false; errors: Record<string, string>; values: Record<string, string>; code: ErrorCode };

export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  requireCustomer(args.context, args.url, locale);
  const form = await args.request.formData();
  try {
    if (form.get("intent") === "delete") {
      await deleteAddress(shopApi, Number(form.get("id")));
      return { ok: true } satisfies AccountAddressResult;
    }
    const id = Number(form.get("id"));
    await saveAddress(shopApi, id, form);
    return redirect(localizePath(paths.addresses, locale));
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: AccountAddressResult = {
      ok: false,
      errors: fieldErrors(error),
      values: formValues(form, ADDRESS_FORM_FIELDS) as Record<string, string>,
      code: error.code,
    };
    return data(result, error.status === 404 ? 404 : 400);
  }
}
