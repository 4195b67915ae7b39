import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { SIGN_IN_STATUS_PARAM } from "../features/account/sign-in-status.ts";
import { fieldErrors } from "../features/checkout/form-values.ts";
import { redirectSignedInShopper } from "../features/guards/guards.server.ts";
import { joinGuestCart } from "../features/identity/guest-cart.server.ts";
import { GUEST_CHECKOUT_COOKIE } from "../lib/checkout-paths.ts";
import { serializeCookie } from "../lib/cookies.ts";
import { isSecureRequest, requestIdentity } from "../lib/identity.server.ts";
import { type Locale, localizePath, splitLocale } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { addResponseCookie, requestCookies } from "../lib/request-context.server.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import { isApiRequestError, type ShopApi, unwrap } from "../lib/shop-api.ts";

/** The social sign-in's refusal, brought back by the API's redirect (?hata=code). */
const ERROR_PARAM = "hata";
const SOCIAL_ERRORS: readonly ErrorCode[] = [
  "social_login_failed",
  "social_email_not_verified",
  "user_not_found",
  "too_many_attempts",
];

/** Where to go after signing in: `r` inside the shop, never back to this page. */
function returnTo(url: URL, locale: Locale): string {
  const home = localizePath(paths.home, locale);
  const target = safeRedirectPath(url.searchParams.get("r"), home);
  return splitLocale(new URL(target, url).pathname).path === paths.shopperLogin ? home : target;
}

function isCheckout(path: string): boolean {
  const page = splitLocale(new URL(path, "http://shop").pathname).path;
  return page === paths.checkout || page.startsWith(`${paths.checkout}/`);
}

/** /uye-giris?r=: a signed-in customer goes home; on the way to the checkout, a guest may go on. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  redirectSignedInShopper(args.context, locale);
  const target = returnTo(args.url, locale);
  const providers = await unwrap(shopApi.customerToken.providers.$get()).catch((error: unknown) => {
    console.warn("social providers could not be read", error);
    return [];
  });
  return {
    returnTo: target,
    // Only a guest has a cart to buy: anyone else would be sent back here by the checkout.
    guestCheckout: isCheckout(target) && Boolean(requestIdentity(args.context).guest),
    providers: providers.map((provider) => ({
      id: provider.name,
      href: `${provider.login_url}?r=${encodeURIComponent(target)}`,
    })),
    status: args.url.searchParams.get(SIGN_IN_STATUS_PARAM),
    socialError:
      SOCIAL_ERRORS.find((code) => code === args.url.searchParams.get(ERROR_PARAM)) ?? null,
  };
}

type Channel = "sms" | "whatsapp";

/** Sends a one-time sign-in code to a member's confirmed phone. */
function sendSignInCode(shopApi: ShopApi, phone: string, channel: Channel) {
  return channel === "sms"
    ? unwrap(shopApi.customer.loginPhone.$post({ json: { phone } }))
    : unwrap(shopApi.customer.sendOtpWhatsapp.$post({ json: { phone, purpose: "login" } }));
}

/** Signs in with the code (the API sets the customer_token cookie). */
async function signInWithCode(shopApi: ShopApi, phone: string, code: string, channel: Channel) {
  if (channel === "whatsapp")
    return unwrap(shopApi.customer.loginWhatsapp.$post({ json: { phone, code } }));
  // hono/client puts a path parameter in as it is: the shopper's text is encoded here.
  const param = { code: encodeURIComponent(code) };
  const json = { phone, purpose: "login" } as const;
  const answer = await unwrap(shopApi.sms.otpControl[":code"].$post({ param, json }));
  if (!("token" in answer)) throw new Error("the API confirmed a phone instead of signing in");
  return answer;
}

export type SignInResult =
  | { form: "email"; code: ErrorCode; errors: Record<string, string>; values: { email: string } }
  | {
      form: "phone";
      step: "phone" | "code";
      phone: string;
      channel: Channel;
      code?: ErrorCode;
      errors: Record<string, string>;
    };

export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const form = await args.request.formData();
  const target = returnTo(args.url, locale);
  const secure = isSecureRequest(args.request, args.context);
  const cookies = requestCookies(args.request);
  const intent = form.get("intent");
  if (intent === "guest") {
    if (!requestIdentity(args.context).guest) return redirect(localizePath(paths.cart, locale));
    addResponseCookie(args.context, serializeCookie(GUEST_CHECKOUT_COOKIE, "1", { secure }));
    return redirect(target);
  }
  if (intent === "send-code" || intent === "verify-code" || intent === "restart") {
    const phone = String(form.get("phone") ?? "").trim();
    const channel: Channel = form.get("channel") === "whatsapp" ? "whatsapp" : "sms";
    if (intent === "restart")
      return { form: "phone", step: "phone", phone, channel, errors: {} } satisfies SignInResult;
    try {
      if (intent === "send-code") {
        await sendSignInCode(shopApi, phone, channel);
        return { form: "phone", step: "code", phone, channel, errors: {} } satisfies SignInResult;
      }
      const code = String(form.get("code") ?? "");
      const signedIn = await signInWithCode(shopApi, phone, code, channel);
      await joinGuestCart(shopApi, args.context, signedIn.token, cookies, secure);
    } catch (error) {
      if (!isApiRequestError(error) || error.status >= 500) throw error;
      const result: SignInResult = {
        form: "phone",
        // A wrong code asks for the code again; a refused number asks for the number.
        step: intent === "verify-code" && error.code !== "user_not_found" ? "code" : "phone",
        phone,
        channel,
        code: error.code,
        errors: fieldErrors(error),
      };
      return data(result, error.status);
    }
    return redirect(target);
  }
  const email = String(form.get("email") ?? "");
  try {
    const credentials = { email, password: String(form.get("password") ?? "") };
    const signedIn = await unwrap(shopApi.customerToken.$post({ json: credentials }));
    await joinGuestCart(shopApi, args.context, signedIn.token, cookies, secure);
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: SignInResult = {
      form: "email",
      code: error.code,
      errors: fieldErrors(error),
      values: { email },
    };
    return data(result, error.status);
  }
  return redirect(target);
}
