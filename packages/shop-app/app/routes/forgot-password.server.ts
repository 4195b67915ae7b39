import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data } from "react-router";
import { fieldErrors } from "../features/checkout/form-values.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

export type ForgotPasswordResult =
  | { sent: true; email: string }
  | { code: ErrorCode; errors: Record<string, string>; email: string };

/** /sifremi-unuttum: an e-mail with a single-use link to set a new password. */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const email = String((await args.request.formData()).get("email") ?? "").trim();
  try {
    await unwrap(shopApi.customer.forgotPassword.$post({ json: { email } }));
    return { sent: true, email } satisfies ForgotPasswordResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data(
      { code: error.code, errors: fieldErrors(error), email } satisfies ForgotPasswordResult,
      error.status,
    );
  }
}
