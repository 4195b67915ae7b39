// Every change a shopper makes to the cart arrives here as a form post (the add-to-cart button,
// the cart page's steppers, coupon and gift forms): with JavaScript through a fetcher, which gets
// the outcome back as data and updates the page in place; without it as a plain POST, which is
// answered with a redirect to the page it came from (post/redirect/get), the outcome in its query.
import type { CartDetails, ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { cookieMaxAge, cookieNames, serializeCookie } from "../../lib/cookies.ts";
import { localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { addResponseCookie, requestCookies } from "../../lib/request-context.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { safeRedirectPath } from "../../lib/safe-redirect.ts";
import {
  type ApiRequestError,
  isApiRequestError,
  type ShopApi,
  unwrap,
} from "../../lib/shop-api.ts";
import { CART_OUTCOME_PARAM } from "./cart-outcome.ts";

export const CART_INTENTS = [
  "add",
  "update",
  "delete",
  "coupon",
  "coupon-remove",
  "campaign",
  "campaign-remove",
  "choices",
  "cargo",
] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** The success toasts of section 8, by intent (app.success.*). */
const SUCCESS: Record<CartIntent, string> = {
  add: "added",
  choices: "saved",
  cargo: "saved",
  update: "updatedProduct",
  delete: "deletedProduct",
  coupon: "coupon_code_added",
  "coupon-remove": "coupon_code_removed",
  campaign: "campaign_added",
  "campaign-remove": "campaign_removed",
};

/**
 * Section 8's messages for a change the server failed to make (an error on its side, not a
 * refusal such as no_stock): "could not add to the cart", "the order note was not added"...
 */
const FAILED: Partial<Record<CartIntent, ErrorCode>> = {
  add: "error_while_add_cart",
  update: "update_product_error",
  delete: "delete_product_error",
  choices: "order_note_not_added",
};

/** The code the shopper is told: the API's refusal, or the intent's failure message. */
export function shopperCode(intent: CartIntent, error: ApiRequestError): ErrorCode {
  return error.status >= 500 ? (FAILED[intent] ?? error.code) : error.code;
}

export type CartActionResult =
  | { ok: true; intent: CartIntent; success: string; cart: CartDetails }
  | {
      ok: false;
      intent: CartIntent | null;
      code: ErrorCode;
      /** The fields the API refused, with its message in the shopper's language. */
      fields?: Array<{ field: string; message: string }>;
    };

const whole = (value: FormDataEntryValue | null): number => {
  const text = typeof value === "string" ? value.trim() : "";
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
};
const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** The texts typed into the product's personalisation fields (personalization_<id>). */
function personalizationsOf(form: FormData) {
  return [...form.entries()].flatMap(([name, value]) => {
    const id = /^personalization_(\d+)$/.exec(name)?.[1];
    return id && typeof value === "string" ? [{ personalization_id: Number(id), value }] : [];
  });
}

async function run(
  shopApi: ShopApi,
  intent: CartIntent,
  form: FormData,
  tracking: { fbp?: string; fbc?: string },
): Promise<{ cart: CartDetails; guestCode?: string | null }> {
  const { cart } = shopApi;
  const deleteLine = (id: number) => unwrap(cart.delete[":id"].$get({ param: { id } }));
  switch (intent) {
    case "add": {
      const subProduct = text(form.get("sub_product_id"));
      const line = {
        product_id: whole(form.get("product_id")),
        ...(subProduct ? { sub_product_id: whole(subProduct) } : {}),
        quantity: whole(form.get("quantity") ?? "1"),
        personalizations: personalizationsOf(form),
      };
      const result = await unwrap(cart.add.$post({ json: { products: [line] }, query: tracking }));
      return { cart: result.cartDetails, guestCode: result.guest_code };
    }
    case "update": {
      // A stepper's button sends its step beside the quantity shown; the field alone, a number.
      const step = form.get("step");
      const quantity = whole(form.get("quantity")) + (step === null ? 0 : whole(step));
      const line = whole(form.get("line_id"));
      if (step !== null && quantity < 1) return { cart: await deleteLine(line) };
      const products = [{ cart_product_id: line, quantity }];
      return { cart: await unwrap(cart.update.$post({ json: { products } })) };
    }
    case "delete":
      return { cart: await deleteLine(whole(form.get("line_id"))) };
    case "coupon": {
      const json = { code: text(form.get("code")).trim() };
      return { cart: await unwrap(cart.activeCouponCode.$post({ json })) };
    }
    case "coupon-remove": {
      const json = { coupon_code_id: whole(form.get("coupon_id")) };
      return { cart: await unwrap(cart.cartRemoveCouponCode.$post({ json })) };
    }
    case "campaign":
    case "campaign-remove": {
      const json = { campaign_id: whole(form.get("campaign_id")) };
      const route = intent === "campaign" ? cart.cartActiveCampaign : cart.cartRemoveCampaign;
      return { cart: await unwrap(route.$post({ json })) };
    }
    case "cargo": {
      const param = { id: whole(form.get("cargo_id")) };
      return { cart: await unwrap(shopApi.cargo.changeCargo[":id"].$get({ param })) };
    }
    case "choices": {
      const isGift = form.get("is_gift_cart") !== null;
      const json = {
        general_note: text(form.get("general_note")),
        is_gift_cart: isGift,
        gift_note: isGift ? text(form.get("gift_note")) : null,
        delivery_date: text(form.get("delivery_date")) || null,
        delivery_date_text: text(form.get("delivery_date_text")) || null,
      };
      return { cart: await unwrap(cart.cartUpdate.$post({ json })) };
    }
  }
}

function isIntent(value: unknown): value is CartIntent {
  return typeof value === "string" && (CART_INTENTS as readonly string[]).includes(value);
}

/** Where a post without JavaScript goes back to: the page it came from, or the cart. */
function backTo(form: FormData, fallback: string, outcome: string): string {
  const target = safeRedirectPath(form.get("return_to"), fallback);
  const url = new URL(target, "http://shop.local");
  url.searchParams.set(CART_OUTCOME_PARAM, outcome);
  return `${url.pathname}${url.search}`;
}

export async function cartAction(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  // Set by the page once its JavaScript runs: the answer is data, not a redirect.
  const enhanced = form.get("enhanced") === "1";
  const cartPath = localizePath(paths.cart, locale);
  if (!isIntent(intent)) {
    const result: CartActionResult = { ok: false, intent: null, code: "validation_error" };
    return enhanced ? data(result, 400) : redirect(backTo(form, cartPath, "validation_error"));
  }
  const cookies = requestCookies(args.request);
  const tracking = {
    ...(cookies._fbp ? { fbp: cookies._fbp } : {}),
    ...(cookies._fbc ? { fbc: cookies._fbc } : {}),
  };
  try {
    const { cart, guestCode } = await run(shopApi, intent, form, tracking);
    if (guestCode) {
      // Section 4: the guest code a first add returns is kept in a cookie.
      addResponseCookie(
        args.context,
        serializeCookie(cookieNames.guestCode, guestCode, { maxAge: cookieMaxAge.guestCode }),
      );
    }
    const success = SUCCESS[intent];
    if (!enhanced) return redirect(backTo(form, cartPath, success));
    const result: CartActionResult = { ok: true, intent, success, cart };
    return result;
  } catch (error) {
    if (!isApiRequestError(error)) throw error;
    const code = shopperCode(intent, error);
    if (!enhanced) return redirect(backTo(form, cartPath, code));
    const result: CartActionResult = {
      ok: false,
      intent,
      code,
      ...(error.fields?.length
        ? { fields: error.fields.map(({ field, message }) => ({ field, message })) }
        : {}),
    };
    return data(result, error.status >= 500 ? 500 : 400);
  }
}
