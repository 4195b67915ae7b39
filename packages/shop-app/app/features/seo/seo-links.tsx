// Canonical and hreflang links on every page (tr, en, ar and x-default, which is tr).
import { useLocation } from "react-router";
import { useAlternatePaths } from "../../lib/alternates.ts";
import { defaultLocale, getLocaleIso, localeCodes } from "../../lib/locale.ts";

export function SeoLinks({ origin }: { origin: string }) {
  const location = useLocation();
  const alternates = useAlternatePaths();
  const absolute = (path: string) => new URL(path, origin).href;
  return (
    <>
      <link rel="canonical" href={absolute(location.pathname)} />
      {localeCodes.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={getLocaleIso(locale)}
          href={absolute(alternates[locale])}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(alternates[defaultLocale])} />
    </>
  );
}
