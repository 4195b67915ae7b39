import type { ErrorCode } from "@shop/api/contract";
import { ADDRESS_FORM_FIELDS } from "@shop/ui";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import {
  deleteAddress,
  loadAddressBook,
  saveAddress,
} from "../features/checkout/address-book.server.ts";
import { WARNING_PARAM } from "../features/checkout/address-params.ts";
import { fieldErrors, formValues } from "../features/checkout/form-values.ts";
import { loadCart } from "../lib/cart.server.ts";
import { requestIdentity } from "../lib/identity.server.ts";
import { localizePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError, type ShopApi, unwrap } from "../lib/shop-api.ts";

const chooseCartAddresses = (shopApi: ShopApi, deliveryId: number, invoiceId: number | null) =>
  unwrap(
    shopApi.cart.setCartAddress.$post({
      json: { delivery_address_id: deliveryId, invoice_address_id: invoiceId },
    }),
  );

/** /siparis/adres: the address book, the chosen addresses, and the form to add or change one. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  const identity = requestIdentity(args.context);
  const query = args.url.searchParams;
  const [book, cart] = await Promise.all([
    loadAddressBook(shopApi, identity.customer ? "customer" : "guest", query),
    loadCart(shopApi, identity),
  ]);
  return { ...book, cart, warning: query.get(WARNING_PARAM) };
}

export type AddressActionResult =
  | { ok: true }
  | { ok: false; errors: Record<string, string>; values: Record<string, string>; code: ErrorCode };

export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const here = localizePath(`${paths.checkout}/adres`, locale);
  try {
    switch (intent) {
      case "save": {
        const id = Number(form.get("id"));
        const saved = await saveAddress(shopApi, id, form);
        const cart = await loadCart(shopApi, requestIdentity(args.context));
        // A new address becomes the delivery address when the cart has none yet, so that a
        // shopper adding their first address (with or without JavaScript) can go straight on.
        if (!id && cart && cart.delivery_address_id === null)
          await chooseCartAddresses(shopApi, saved.id, null);
        return redirect(here);
      }
      case "choose": {
        const delivery = Number(form.get("delivery_address_id"));
        const invoice = form.get("invoice_address_id");
        await chooseCartAddresses(shopApi, delivery, invoice ? Number(invoice) : null);
        return { ok: true } satisfies AddressActionResult;
      }
      case "delete":
        await deleteAddress(shopApi, Number(form.get("id")));
        return { ok: true } satisfies AddressActionResult;
      case "continue": {
        const { code } = await unwrap(shopApi.order.contorOrderAddress.$get());
        if (code === "no_problem") return redirect(localizePath(`${paths.checkout}/onay`, locale));
        return redirect(`${here}?${WARNING_PARAM}=${code}#address-list`);
      }
      default:
        throw new Response("Unknown intent", { status: 400 });
    }
  } catch (error) {
    if (!isApiRequestError(error)) throw error;
    const result: AddressActionResult = {
      ok: false,
      errors: fieldErrors(error),
      values: formValues(form, ADDRESS_FORM_FIELDS) as Record<string, string>,
      code: error.code,
    };
    return data(result, error.status === 404 ? 404 : 400);
  }
}
