import { CURRENCIES } from "@shop/api/contract";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { cookieMaxAge, cookieNames, serializeCookie } from "../lib/cookies.ts";
import { isSecureRequest } from "../lib/identity.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";

/** The page the form was sent from, when it is on this shop. */
function backTo(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return "/";
    return safeRedirectPath(`${url.pathname}${url.search}`, "/");
  } catch {
    return "/";
  }
}

/**
 * The currency switcher without JavaScript: `POST currency=USD` (or an id) remembers the
 * currency in its cookie and sends the shopper back to the page, priced anew.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const wanted = String(form.get("currency") ?? "")
    .trim()
    .toUpperCase();
  const currency = CURRENCIES.find((c) => c.code === wanted || String(c.id) === wanted);
  if (!currency) return data({ error: "validation_error" as const }, { status: 400 });
  const cookie = serializeCookie(cookieNames.currency, String(currency.id), {
    maxAge: cookieMaxAge.currency,
    secure: isSecureRequest(request, context),
  });
  return redirect(backTo(request), { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  throw data(null, { status: 405 });
}
