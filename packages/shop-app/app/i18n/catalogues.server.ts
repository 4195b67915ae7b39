// Every locale's whole catalogue (the ui library's messages with the app's over them), built and
// parsed once on the server: the browser gets its page's locale only, as ICU syntax trees, and
// formats them without the parser (vite.config.ts). Registering them all here lets server code
// and meta functions format in any locale.
import { getLocaleConfig, getMessages, type Locale, localeCodes } from "@shop/ui";
import { createIntl } from "react-intl";
import ar from "./ar.json";
import en from "./en.json";
import { type Catalogue, registerCatalogue } from "./messages.ts";
import tr from "./tr.json";

const appMessages: Record<Locale, Record<string, string>> = { tr, en, ar };

function parsed(locale: Locale, messages: Record<string, string>): Catalogue {
  const { intl } = getLocaleConfig(locale);
  const { formatters } = createIntl({ locale: intl, messages: {} });
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [
      id,
      formatters.getMessageFormat(text, intl).getAst(),
    ]),
  );
}

const catalogues = Object.fromEntries(
  localeCodes.map((locale) => [
    locale,
    parsed(locale, { ...getMessages(locale), ...appMessages[locale] }),
  ]),
) as Record<Locale, Catalogue>;

for (const locale of localeCodes) registerCatalogue(locale, catalogues[locale]);

export function catalogueFor(locale: Locale): Catalogue {
  return catalogues[locale];
}
