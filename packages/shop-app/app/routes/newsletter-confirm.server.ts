import type { LoaderFunctionArgs } from "react-router";
import { isApiRequestError } from "../lib/api-client.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** Not `token`: that parameter signs in on any page (spec section 4). */
const CONFIRM_KEY_PARAM = "kod";

/** /bulten-onay?kod=: the newsletter's e-mailed link confirms the subscription, once. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  const token = args.url.searchParams.get(CONFIRM_KEY_PARAM) ?? "";
  if (!token || token.length > 200) return { confirmed: false as const };
  try {
    const { email } = await api.confirmNewsletter(token);
    return { confirmed: true as const, email };
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return { confirmed: false as const };
  }
}
