// The same page in each locale. By default the path is the same with another prefix; a route
// whose links differ per language (a product's seo link, say) returns `alternates` in its loader
// data, and the deepest such route wins.
import { useLocation, useMatches } from "react-router";
import { type Locale, localeCodes, localizePath, switchLocalePath } from "./locale.ts";

export interface RouteAlternates {
  /** Locale-less or prefixed paths of this page per locale, as the route knows them. */
  alternates?: Partial<Record<Locale, string>>;
}

function routeAlternates(data: unknown): Partial<Record<Locale, string>> | undefined {
  if (data && typeof data === "object" && "alternates" in data) {
    const value = (data as RouteAlternates).alternates;
    if (value && typeof value === "object") return value;
  }
  return undefined;
}

/** The deepest route's own alternates, when a route names them. */
function useOwnAlternates(): Partial<Record<Locale, string>> | undefined {
  const matches = useMatches();
  return [...matches]
    .reverse()
    .map((match) => routeAlternates(match.loaderData))
    .find(Boolean);
}

/**
 * The locales the current page is written in: those its route names, else all. A product with
 * no English text is still shown under /en in Turkish words, but is no English page.
 */
export function useWrittenLocales(): Locale[] {
  const own = useOwnAlternates();
  return own ? localeCodes.filter((locale) => own[locale]) : [...localeCodes];
}

/** Paths of the current page per locale, with the query string (for the language switcher). */
export function useAlternates(): Record<Locale, string> {
  const location = useLocation();
  const own = useOwnAlternates();
  return Object.fromEntries(
    localeCodes.map((locale) => {
      const path = own?.[locale];
      return [locale, path ? localizeIfBare(path, locale) : switchLocalePath(location, locale)];
    }),
  ) as Record<Locale, string>;
}

/** Paths of the current page per locale without query or hash (for hreflang links). */
export function useAlternatePaths(): Record<Locale, string> {
  const alternates = useAlternates();
  return Object.fromEntries(
    Object.entries(alternates).map(([locale, path]) => [locale, path.split(/[?#]/)[0] ?? path]),
  ) as Record<Locale, string>;
}

function localizeIfBare(path: string, locale: Locale): string {
  const first = path.split("/")[1];
  return first === locale ? path : localizePath(path, locale);
}
