import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data } from "react-router";
import { fieldErrors } from "../features/checkout/form-values.ts";
import { isApiRequestError } from "../lib/api-client.ts";
import { routeApi } from "../lib/route-api.server.ts";

export type ForgotPasswordResult =
  | { sent: true; email: string }
  | { code: ErrorCode; errors: Record<string, string>; email: string };

/** /sifremi-unuttum: an e-mail with a single-use link to set a new password. */
export async function action(args: ActionFunctionArgs) {
  const { api } = routeApi(args);
  const email = String((await args.request.formData()).get("email") ?? "").trim();
  try {
    await api.forgotPassword(email);
    return { sent: true, email } satisfies ForgotPasswordResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data(
      { code: error.code, errors: fieldErrors(error), email } satisfies ForgotPasswordResult,
      error.status,
    );
  }
}
