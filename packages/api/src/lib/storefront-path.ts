// Where the storefront shows a page, for the links the API writes (mails, feeds): Turkish paths
// have no locale prefix, the other languages /{code}.
import { DEFAULT_LANGUAGE, type LanguageCode } from "../contract/index.ts";

/** Locale prefix of a storefront path: tr has none, the others /{code}. */
export const localePrefix = (lang: LanguageCode) => (lang === DEFAULT_LANGUAGE ? "" : `/${lang}`);
