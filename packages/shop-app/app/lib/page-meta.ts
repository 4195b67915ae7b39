// Page titles in the page's language: "{page} | {shop}".
import type { MetaArgs } from "react-router";
import { type AppMessageId, formatAppMessage } from "../i18n/messages.ts";
import { splitLocale } from "./locale.ts";

interface RootMeta {
  head?: { shopName?: string };
}

export function pageTitle(
  args: Pick<MetaArgs, "location" | "matches">,
  page: AppMessageId,
): string {
  const { locale } = splitLocale(args.location.pathname);
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    | RootMeta
    | undefined;
  const shop = root?.head?.shopName;
  const text = formatAppMessage(locale, page);
  return shop ? formatAppMessage(locale, "app.meta.titleWithShop", { page: text, shop }) : text;
}
