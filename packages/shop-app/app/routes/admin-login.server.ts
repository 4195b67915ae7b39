import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { redirectSignedInAdmin } from "../features/guards/guards.server.ts";
import { paths } from "../lib/paths.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

export function loader({ context, url }: LoaderFunctionArgs) {
  redirectSignedInAdmin(context, url);
  return { returnTo: safeRedirectPath(url.searchParams.get("r"), paths.admin) };
}

/** The password step's answer, or the code step's (with the ticket the API gave). */
export type AdminLoginResult =
  | { step: "password"; error?: ErrorCode; email: string }
  | { step: "code"; error?: ErrorCode; ticket: string };

/**
 * Signs the admin in through the API (which sets the HttpOnly admin_token cookie). An admin with
 * an authenticator gets a second step: the code, sent with the API's single-use ticket.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const { adminToken } = routeApi(args).shopApi;
  const ticket = String(form.get("ticket") ?? "");
  try {
    if (ticket) {
      const code = String(form.get("code") ?? "").trim();
      await unwrap(adminToken.totp.$post({ json: { ticket, code } }));
    } else {
      const email = String(form.get("email") ?? "");
      const password = String(form.get("password") ?? "");
      const signedIn = await unwrap(adminToken.$post({ json: { email, password } }));
      if ("two_factor_required" in signedIn)
        return { step: "code", ticket: signedIn.ticket } satisfies AdminLoginResult;
    }
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    // A wrong code asks for the code again; a ticket that ran out starts over.
    const result: AdminLoginResult =
      ticket && error.code !== "unauthorized"
        ? { step: "code", error: error.code, ticket }
        : { step: "password", error: error.code, email: String(form.get("email") ?? "") };
    return data(result, { status: error.status });
  }
  const target = safeRedirectPath(args.url.searchParams.get("r"), paths.admin);
  return redirect(target.startsWith(paths.admin) ? target : paths.admin);
}
