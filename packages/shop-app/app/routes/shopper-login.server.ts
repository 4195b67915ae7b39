import type { LoaderFunctionArgs } from "react-router";
import { redirectSignedInShopper } from "../features/guards/guards.server.ts";
import { splitLocale } from "../lib/locale.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";

export function loader({ context, url }: LoaderFunctionArgs) {
  const { locale } = splitLocale(url.pathname);
  redirectSignedInShopper(context, locale);
  return { returnTo: safeRedirectPath(url.searchParams.get("r"), "/") };
}
