import { DirectionProvider } from "@radix-ui/react-direction";
import type { ReactNode } from "react";
import {
  createIntl,
  createIntlCache,
  type IntlConfig,
  type IntlShape,
  RawIntlProvider,
  type ResolvedIntlConfig,
} from "react-intl";
import { defaultLocale, getLocaleConfig } from "../i18n/locales.ts";

export interface UiProviderProps {
  /** A locale code from `locales` (tr, en, ar). Unknown codes fall back to tr. */
  locale: string;
  /**
   * The locale's whole catalogue: `getMessages(locale)`, with the app's own messages over it.
   * Passed in rather than imported, so that a browser bundle holds no other locale's messages;
   * the app passes them parsed (ICU syntax trees), so that its bundle needs no parser.
   */
  messages: NonNullable<IntlConfig["messages"]>;
  /** Called for a missing message or a formatting error; react-intl logs them by default. */
  onError?: ResolvedIntlConfig["onError"];
  children: ReactNode;
}

type OnError = ResolvedIntlConfig["onError"];

// One intl object per catalogue (and error handler), kept for the process: IntlProvider would
// build a fresh formatter cache on every server render, and Intl.NumberFormat and DateTimeFormat
// are costly to construct. The app's catalogues are built once per locale, so this stays small.
const cache = createIntlCache();
const shared = new WeakMap<object, Map<OnError | undefined, IntlShape>>();

function sharedIntl(locale: string, messages: UiProviderProps["messages"], onError?: OnError) {
  let byHandler = shared.get(messages);
  if (!byHandler) {
    byHandler = new Map();
    shared.set(messages, byHandler);
  }
  let intl = byHandler.get(onError);
  if (!intl || intl.locale !== locale) {
    intl = createIntl(
      {
        locale,
        defaultLocale: getLocaleConfig(defaultLocale).intl,
        messages,
        ...(onError ? { onError } : {}),
      },
      cache,
    );
    byHandler.set(onError, intl);
  }
  return intl;
}

/**
 * The one root provider for the app and Storybook: react-intl messages for the locale and
 * Radix's reading direction. `<html lang dir>` is set by whoever renders the document
 * (the app's server, Storybook's locale decorator).
 */
export function UiProvider({ locale, messages, onError, children }: UiProviderProps) {
  const config = getLocaleConfig(locale);
  return (
    <RawIntlProvider value={sharedIntl(config.intl, messages, onError)}>
      <DirectionProvider dir={config.dir}>{children}</DirectionProvider>
    </RawIntlProvider>
  );
}
