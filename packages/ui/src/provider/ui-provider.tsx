import { DirectionProvider } from "@radix-ui/react-direction";
import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components/I18nProvider";
import {
  createIntl,
  DEFAULT_TIME_ZONE,
  type IntlErrorHandler,
  IntlProvider,
  type IntlShape,
  type ParsedCatalogue,
} from "../i18n/intl.ts";
import { getLocaleConfig } from "../i18n/locales.ts";
import { LinkContext, type RenderLayoutLink } from "./link.tsx";

export interface UiProviderProps {
  /** A locale code from `locales` (tr, en, ar). Unknown codes fall back to tr. */
  locale: string;
  /**
   * The locale's whole catalogue: `getMessages(locale)`, with the app's own messages over it.
   * Passed in rather than imported, so that a browser bundle holds no other locale's messages,
   * and parsed (ICU syntax trees, parse-catalogue.ts), so that it needs no parser.
   */
  messages: ParsedCatalogue;
  /** Called for a missing message or a formatting error; logged by default. */
  onError?: IntlErrorHandler;
  /**
   * The shop's time zone (an IANA name, the admin's site setting): every date and time shown is
   * in it, whatever the reader's own zone. Europe/Istanbul when left out.
   */
  timeZone?: string | undefined;
  /**
   * The app's router link, for every link ui renders that is given no `renderLink` of its own:
   * given once here, as React Aria's RouterProvider is given the router. A plain `<a>` without.
   */
  renderLink?: RenderLayoutLink | undefined;
  children: ReactNode;
}

// One intl object per catalogue and error handler, so that the context's value stays the same
// from render to render and from request to request.
const shared = new WeakMap<object, Map<IntlErrorHandler | undefined, IntlShape>>();

function sharedIntl(
  locale: string,
  messages: ParsedCatalogue,
  timeZone: string,
  onError?: IntlErrorHandler,
) {
  let byHandler = shared.get(messages);
  if (!byHandler) {
    byHandler = new Map();
    shared.set(messages, byHandler);
  }
  let intl = byHandler.get(onError);
  if (!intl || intl.locale !== locale || intl.timeZone !== timeZone) {
    intl = createIntl({ locale, messages, onError, timeZone });
    byHandler.set(onError, intl);
  }
  return intl;
}

/**
 * The one root provider for the app and Storybook: the messages of the locale, the shop's time
 * zone, and the locale for Radix and React Aria, whose arrow keys follow its reading direction.
 * `<html lang dir>` is set by whoever renders the document (the app's server, Storybook's locale
 * decorator).
 */
export function UiProvider({
  locale,
  messages,
  onError,
  timeZone = DEFAULT_TIME_ZONE,
  renderLink,
  children,
}: UiProviderProps) {
  const config = getLocaleConfig(locale);
  return (
    <IntlProvider value={sharedIntl(config.intl, messages, timeZone, onError)}>
      <DirectionProvider dir={config.dir}>
        <I18nProvider locale={config.intl}>
          <LinkContext value={renderLink ?? null}>{children}</LinkContext>
        </I18nProvider>
      </DirectionProvider>
    </IntlProvider>
  );
}
