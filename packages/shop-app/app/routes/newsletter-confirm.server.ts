import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

/** Not `token`: that parameter signs in on any page (spec section 4). */
const CONFIRM_KEY_PARAM = "kod";
const MAX_KEY_LENGTH = 200;

export type NewsletterConfirmResult = { confirmed: true; email: string } | { confirmed: false };

/**
 * /bulten-onay?kod=: the newsletter's e-mailed link only shows a button. Mail scanners open
 * links; confirming on a GET would subscribe whoever's address was typed into the footer.
 */
export function loader(args: LoaderFunctionArgs) {
  const token = args.url.searchParams.get(CONFIRM_KEY_PARAM) ?? "";
  if (!token || token.length > MAX_KEY_LENGTH) return { token: "", valid: false as const };
  return { token, valid: true as const };
}

/** The button's POST confirms the subscription, once. */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const form = await args.request.formData();
  const token = String(form.get(CONFIRM_KEY_PARAM) ?? "");
  if (!token || token.length > MAX_KEY_LENGTH) {
    return data({ confirmed: false } satisfies NewsletterConfirmResult, 400);
  }
  try {
    const { email } = await unwrap(shopApi.newsletter.confirm.$post({ json: { token } }));
    return { confirmed: true, email } satisfies NewsletterConfirmResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data({ confirmed: false } satisfies NewsletterConfirmResult, error.status);
  }
}
