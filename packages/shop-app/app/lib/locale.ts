// Locale routing (spec section 2): tr, the default, has no URL prefix; every other locale has
// its code as the first path segment (/en/..., /ar/...). Pure functions, used on both sides.
import { defaultLocale, getLocaleConfig, isLocale, type Locale, localeCodes } from "@shop/ui";

export type { Locale };
export { defaultLocale, isLocale, localeCodes };

/** Locales that carry a URL prefix: every locale but the default. */
export const prefixedLocales: readonly Locale[] = localeCodes.filter(
  (code) => code !== defaultLocale,
);

export function localeDir(locale: Locale): "ltr" | "rtl" {
  return getLocaleConfig(locale).dir;
}

/** The hreflang of a locale: its language code (tr, en, ar). */
export function getLocaleIso(locale: Locale): string {
  return locale;
}

/** The locale a path belongs to and the path without its prefix ("/en/x" -> en, "/x"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== defaultLocale && isLocale(first)) {
    return { locale: first, path: match?.[2] ?? "/" };
  }
  return { locale: defaultLocale, path: pathname || "/" };
}

/** A locale-less path ("/x") in the given locale ("/en/x"); the default locale has no prefix. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  if (clean === "/") return `/${locale}`;
  if (clean.startsWith("/?") || clean.startsWith("/#")) return `/${locale}${clean.slice(1)}`;
  return `/${locale}${clean}`;
}

/** The same page in another locale, keeping the query string and hash. */
export function switchLocalePath(
  location: { pathname: string; search?: string; hash?: string },
  to: Locale,
): string {
  const { path } = splitLocale(location.pathname);
  return `${localizePath(path, to)}${location.search ?? ""}${location.hash ?? ""}`;
}

/**
 * The best of our locales for an Accept-Language header (RFC 9110 weights; "en-GB" matches en),
 * or undefined when the browser asks for none of them.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranges = acceptLanguage
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((range) => range.tag && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const range of ranges) {
    const primary = range.tag.split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/**
 * A link from the API (menu items, page links) as a path of the given locale: absolute URLs and
 * paths that already carry a locale prefix stay as they are, bare paths get the locale's prefix.
 */
export function localizeHref(url: string, locale: Locale): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return url;
  const first = url.split(/[/?#]/)[1];
  if (first && first !== defaultLocale && isLocale(first)) return url;
  return localizePath(url, locale);
}
