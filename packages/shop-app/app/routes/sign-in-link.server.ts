import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { PENDING_SIGN_IN_COOKIE, signInByCode } from "../features/identity/token-sign-in.server.ts";
import { cookieNames } from "../lib/cookies.ts";
import { clearCookie, isSecureRequest, requestIdentity } from "../lib/identity.server.ts";
import { localizePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { addResponseCookie, requestCookies } from "../lib/request-context.server.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

type Args = LoaderFunctionArgs | ActionFunctionArgs;

const pendingCode = (args: Args) => requestCookies(args.request)[PENDING_SIGN_IN_COOKIE] ?? "";
const returnTo = (args: Args) =>
  safeRedirectPath(args.url.searchParams.get("r"), localizePath(paths.home, routeApi(args).locale));
const forgetCode = (args: Args) =>
  addResponseCookie(
    args.context,
    clearCookie(PENDING_SIGN_IN_COOKIE, isSecureRequest(args.request, args.context)),
  );

export type SignInLinkData =
  | { state: "ask"; current: string; linked: string; returnTo: string }
  | { state: "expired"; returnTo: string };

/**
 * /giris-baglantisi?r=: a ?token= link was for another customer than the one signed in on this
 * browser. Asks whom to continue as; the code waits in its HttpOnly cookie.
 */
export async function loader(args: LoaderFunctionArgs): Promise<SignInLinkData> {
  const { shopApi } = routeApi(args);
  const target = returnTo(args);
  const current = requestIdentity(args.context).customer;
  const code = pendingCode(args);
  if (!code || !current) {
    if (code) forgetCode(args);
    return { state: "expired", returnTo: target };
  }
  try {
    const linked = await unwrap(shopApi.customerToken.signInCode.check.$post({ json: { code } }));
    return {
      state: "ask",
      current: `${current.name} ${current.surname}`,
      linked: `${linked.name} ${linked.surname}`,
      returnTo: target,
    };
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    forgetCode(args);
    return { state: "expired", returnTo: target };
  }
}

export type SignInLinkResult = { code: ErrorCode };

/** POST: `intent=switch` signs in with the link (the API checks the form came from this site). */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const form = await args.request.formData();
  const target = returnTo(args);
  const code = pendingCode(args);
  if (form.get("intent") !== "switch" || !code) {
    forgetCode(args);
    return redirect(target);
  }
  const secure = isSecureRequest(args.request, args.context);
  try {
    await signInByCode(shopApi, args.context, code, requestCookies(args.request), secure, true);
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    if (error.code !== "origin_not_allowed") forgetCode(args);
    return data({ code: error.code } satisfies SignInLinkResult, error.status);
  }
  forgetCode(args);
  // The browsing session was the other customer's.
  addResponseCookie(args.context, clearCookie(cookieNames.sessionId, secure, false));
  return redirect(target);
}
