// The language switcher's behaviour: links to the same page in the other language (the route's
// own alternates when its links differ per language, e.g. a product's seo link), and the choice
// remembered in the i18n_redirected cookie (365 days) before the link is followed.
import { useCallback } from "react";
import { useAlternates } from "./alternates.ts";
import { cookieMaxAge, cookieNames, setBrowserCookie } from "./cookies.ts";
import type { Locale } from "./locale.ts";

export function useSwitchLocale() {
  const alternates = useAlternates();
  const remember = useCallback((locale: Locale) => {
    setBrowserCookie(cookieNames.locale, locale, cookieMaxAge.locale);
  }, []);
  return { alternates, remember };
}
