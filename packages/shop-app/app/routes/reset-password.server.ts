import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { SIGN_IN_STATUS_PARAM } from "../features/account/sign-in-status.ts";
import { fieldErrors } from "../features/checkout/form-values.ts";
import { localizePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

/** /sifre-yenile?kod=: the e-mailed link; an unknown, used or old one says it has expired. */
/** Not `token`: that parameter signs in on any page (spec section 4). */
const RESET_KEY_PARAM = "kod";

export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  const token = args.url.searchParams.get(RESET_KEY_PARAM) ?? "";
  if (!token || token.length > 512) return { token: "", expired: true };
  try {
    await unwrap(shopApi.customer.forgotPasswordcontrolRefreshToken.$post({ json: { token } }));
    return { token, expired: false };
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return { token: "", expired: true };
  }
}

export type ResetPasswordResult = { code: ErrorCode; errors: Record<string, string> };

export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const form = await args.request.formData();
  try {
    const reset = {
      token: String(form.get("token") ?? ""),
      password: String(form.get("password") ?? ""),
    };
    await unwrap(shopApi.customer.forgotPasswordChangePassword.$post({ json: reset }));
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data(
      { code: error.code, errors: fieldErrors(error) } satisfies ResetPasswordResult,
      error.status,
    );
  }
  return redirect(
    `${localizePath(paths.shopperLogin, locale)}?${SIGN_IN_STATUS_PARAM}=password-reset`,
  );
}
