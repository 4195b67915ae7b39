// The app's own message catalogues: shopper-facing texts that live outside the ui components
// (page titles, the specification's toasts and messages of section 8). Merged over the ui
// library's catalogues in the UiProvider; ids start with "app.".
import type { ErrorCode } from "@shop/api/contract";
import { defaultLocale, getLocaleConfig, type Locale } from "@shop/ui";
import { createIntl, createIntlCache } from "react-intl";
import ar from "./ar.json";
import en from "./en.json";
import tr from "./tr.json";

export type AppMessageId = keyof typeof tr;

export const appMessages: Record<Locale, Record<AppMessageId, string>> = { tr, en, ar };

export function appMessagesFor(locale: string): Record<string, string> {
  return appMessages[locale as Locale] ?? appMessages[defaultLocale];
}

/** The message id that explains an API refusal to a shopper. */
export function errorMessageId(code: ErrorCode): AppMessageId {
  return `app.error.${code}` as AppMessageId;
}

const cache = createIntlCache();
const intls = new Map<string, ReturnType<typeof createIntl>>();

/** Formats an app message outside React (meta functions, server code). */
export function formatAppMessage(
  locale: string,
  id: AppMessageId,
  values?: Record<string, string | number>,
): string {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale: getLocaleConfig(locale).intl, messages: appMessagesFor(locale) },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl.formatMessage({ id }, values);
}
