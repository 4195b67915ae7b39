// Canonical and hreflang links on every page: one per language the page is written in, and
// x-default (tr).
import { useLocation } from "react-router";
import { useAlternatePaths, useWrittenLocales } from "../../lib/alternates.ts";
import { defaultLocale, getLocaleIso, splitLocale } from "../../lib/locale.ts";

export function SeoLinks({ origin }: { origin: string }) {
  const location = useLocation();
  const alternates = useAlternatePaths();
  const written = useWrittenLocales();
  const absolute = (path: string) => new URL(path, origin).href;
  // A page shown in another language's words (not written in this one) is that language's page.
  const own = written.includes(splitLocale(location.pathname).locale);
  const canonical = own || !written[0] ? location.pathname : alternates[written[0]];
  return (
    <>
      <link rel="canonical" href={absolute(canonical)} />
      {written.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={getLocaleIso(locale)}
          href={absolute(alternates[locale])}
        />
      ))}
      {written.includes(defaultLocale) && (
        <link rel="alternate" hrefLang="x-default" href={absolute(alternates[defaultLocale])} />
      )}
    </>
  );
}
