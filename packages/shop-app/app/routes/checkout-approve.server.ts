import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { agreementText } from "../features/account/agreements.server.ts";
import { addressesOf } from "../features/checkout/address-book.server.ts";
import { formatAppMessage } from "../i18n/messages.ts";
import { loadCart } from "../lib/cart.server.ts";
import { APPROVED_COOKIE, checkoutPath } from "../lib/checkout-paths.ts";
import { serializeCookie } from "../lib/cookies.ts";
import { requestIdentity } from "../lib/identity.server.ts";
import { addResponseCookie } from "../lib/request-context.server.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { unwrap } from "../lib/shop-api.ts";

/** /siparis/onay: the order to review, with both agreements to accept. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const identity = requestIdentity(args.context);
  const [cart, addresses, distanceSelling, preliminary] = await Promise.all([
    loadCart(shopApi, identity),
    addressesOf(shopApi, identity.customer ? "customer" : "guest"),
    agreementText(shopApi, "distanceSelling"),
    agreementText(shopApi, "preliminary"),
  ]);
  const delivery = addresses.find((address) => address.id === cart?.delivery_address_id);
  if (!cart || !delivery)
    throw redirect(`${checkoutPath("adres", locale)}?uyari=no_delivery_address`);
  // The same id in both: the delivery address serves for the invoice too.
  const invoice =
    cart.invoice_address_id === cart.delivery_address_id
      ? null
      : addresses.find((address) => address.id === cart.invoice_address_id);
  if (invoice === undefined)
    throw redirect(`${checkoutPath("adres", locale)}?uyari=no_invoice_address`);
  return {
    cart,
    delivery,
    invoice,
    distanceSellingHtml: distanceSelling.html,
    preliminaryHtml: preliminary.html,
  };
}

export type ApproveActionResult = { errors: Record<string, string> };

export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const form = await args.request.formData();
  const required = formatAppMessage(locale, "app.checkout.mustAccept");
  const errors: Record<string, string> = {};
  for (const field of ["distance_selling_agreement", "preliminary_information"]) {
    if (form.get(field) !== "true") errors[field] = required;
  }
  if (Object.keys(errors).length > 0) return data({ errors } satisfies ApproveActionResult, 400);
  const note = form.get("general_note");
  if (typeof note === "string")
    await unwrap(shopApi.cart.cartUpdate.$post({ json: { general_note: note } }));
  addResponseCookie(args.context, serializeCookie(APPROVED_COOKIE, "1", {}));
  return redirect(checkoutPath("odeme", locale));
}
