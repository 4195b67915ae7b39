import { useDirection } from "@radix-ui/react-direction";
import { useIntl } from "../i18n/intl.ts";
import { type Direction, getLocaleConfig, locales } from "../i18n/locales.ts";

/** The current locale (from the UiProvider) and its reading direction. */
export function useLocale(): { code: string; dir: Direction } {
  const intl = useIntl();
  const dir = useDirection();
  const code =
    locales.find((locale) => locale.intl === intl.locale)?.code ??
    getLocaleConfig(intl.locale).code;
  return { code, dir };
}
