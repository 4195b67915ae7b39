// Page titles in the page's language: "{page} | {shop}".
import type { MetaArgs } from "react-router";
import { type AppMessageId, formatAppMessage } from "../i18n/messages.ts";
import { type Locale, splitLocale } from "./locale.ts";

interface RootMeta {
  head?: { shopName?: string };
  locale?: Locale;
}

export function pageTitle(
  args: Pick<MetaArgs, "location" | "matches">,
  page: AppMessageId,
): string {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    | RootMeta
    | undefined;
  // The root's locale is the page's (the URL's, or the admin's choice, its paths carrying none);
  // the URL's stands in where the root has no data.
  const locale = root?.locale ?? splitLocale(args.location.pathname).locale;
  const shop = root?.head?.shopName;
  const text = formatAppMessage(locale, page);
  return shop ? formatAppMessage(locale, "app.meta.titleWithShop", { page: text, shop }) : text;
}
