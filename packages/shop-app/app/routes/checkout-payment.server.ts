import { randomUUID } from "node:crypto";
import type { ErrorCode } from "@shop/api/contract";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  redirectDocument,
} from "react-router";
import { CART_OUTCOME_PARAM } from "../features/cart/cart-outcome.ts";
import { fieldErrors } from "../features/checkout/form-values.ts";
import {
  type CheckoutPayment,
  isPaymentProvider,
  providerPageUrl,
} from "../features/checkout/provider-page.ts";
import { loadCart } from "../lib/cart.server.ts";
import {
  APPROVED_COOKIE,
  checkoutPath,
  orderCompletePath,
  PAYMENT_ERROR_PARAM,
  threeDSecurePath,
} from "../lib/checkout-paths.ts";
import { requestIdentity } from "../lib/identity.server.ts";
import { type Locale, localizePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { requestCookies } from "../lib/request-context.server.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

const METHODS = ["card", "wire_transfer", "door"] as const;
type Method = (typeof METHODS)[number];
const isMethod = (value: unknown): value is Method => METHODS.includes(value as Method);

/** A BIN no bank claims: the table every credit card gets until the number is typed. */
const ANY_CREDIT_CARD_BIN = "000000";

/** /siparis/onay must come first: the agreements are accepted there. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  if (requestCookies(args.request)[APPROVED_COOKIE] !== "1")
    throw redirect(checkoutPath("onay", locale));
  const method = isMethod(args.url.searchParams.get("yontem"))
    ? (args.url.searchParams.get("yontem") as Method)
    : "card";
  const [cart, methods, bankAccounts, installments] = await Promise.all([
    loadCart(shopApi, requestIdentity(args.context), method),
    unwrap(shopApi.payment.getPaymentType.$get()),
    unwrap(shopApi.bank.getBankAccounts.$get()),
    unwrap(shopApi.QueryInstallmentAndBin.$post({ json: { bin: ANY_CREDIT_CARD_BIN } })),
  ]);
  if (!cart || cart.items.length === 0) throw redirect(localizePath(paths.cart, locale));
  return {
    cart,
    method,
    methods,
    bankAccounts,
    installments: installments.installments,
    // One key a rendered payment page: sending its form twice answers the same order.
    idempotencyKey: randomUUID(),
    error: args.url.searchParams.get(PAYMENT_ERROR_PARAM),
  };
}

export type PaymentActionResult = {
  method: Method;
  code: ErrorCode;
  errors: Record<string, string>;
};

/** Refusals that send the shopper elsewhere rather than back to the form. */
function elsewhere(code: ErrorCode, locale: Locale): string | null {
  switch (code) {
    case "cart_empty":
    case "out_of_stock_items":
    case "order_creation_failed":
    case "campaign_product_no_stock":
    case "reached_maximum_usage":
    case "reached_maximum_usage_customer":
      return `${localizePath(paths.cart, locale)}?${CART_OUTCOME_PARAM}=${code}`;
    case "requiredDeliveryAddress":
    case "requiredInvoiceAddress":
      return `${checkoutPath("adres", locale)}?uyari=no_delivery_address#address-list`;
    default:
      return null;
  }
}

export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  // The agreements below are sent as accepted because the approve step took them: a form posted
  // here straight, without that step, has not.
  if (requestCookies(args.request)[APPROVED_COOKIE] !== "1")
    throw redirect(checkoutPath("onay", locale));
  const form = await args.request.formData();
  const method = form.get("intent");
  if (!isMethod(method)) throw new Response("Unknown payment method", { status: 400 });
  const payment: CheckoutPayment = {
    idempotency_key: String(form.get("idempotency_key") ?? ""),
    distance_selling_agreement: true,
    preliminary_information: true,
  };
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  try {
    const provider = text("provider") || "test";
    // PayTR's, PayPal's, ZainCash's and DPO's own pages take the payment: the whole window goes
    // there, and the provider sends it back to the API, which goes on to the order.
    const ownPage = method === "card" ? await providerPageUrl(shopApi, payment, provider) : null;
    if (ownPage) return redirectDocument(ownPage);
    if (method === "card") {
      // The API's own refusal of a provider it does not know, without asking it.
      if (!isPaymentProvider(provider))
        return data(
          { method, code: "validation_error", errors: {} } satisfies PaymentActionResult,
          400,
        );
      const card = {
        ...payment,
        card_holder: text("card_holder"),
        card_number: text("card_number"),
        expire_month: text("expire_month"),
        expire_year: text("expire_year"),
        cvv: text("cvv"),
        installment: Number(text("installment") || "1"),
      };
      const started = await unwrap(
        shopApi.payCreditCard.$post({ json: card, query: { provider } }),
      );
      // iyzico's bank page is served by the API to the shopper's own session.
      if (started.three_d_secure.html !== null)
        return redirectDocument(
          `/api/v1/payment/providerPage/${encodeURIComponent(started.three_d_secure.reference)}`,
        );
      return redirect(threeDSecurePath(started.three_d_secure.reference, locale));
    }
    const order =
      method === "wire_transfer"
        ? await unwrap(
            shopApi.payWireTransfer.$post({
              json: payment,
              query: { selected_account: Number(text("selected_account")) },
            }),
          )
        : await unwrap(
            shopApi.payDoor.$post({
              json: payment,
              query: { door_payment_type: text("door_payment_type") === "card" ? "card" : "cash" },
            }),
          );
    return redirect(orderCompletePath(order.order_code, locale));
  } catch (error) {
    if (!isApiRequestError(error)) throw error;
    const away = elsewhere(error.code, locale);
    if (away) return redirect(away);
    return data(
      { method, code: error.code, errors: fieldErrors(error) } satisfies PaymentActionResult,
      400,
    );
  }
}
