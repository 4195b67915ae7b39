import { DirectionProvider } from "@radix-ui/react-direction";
import type { ReactNode } from "react";
import { type IntlConfig, IntlProvider, type ResolvedIntlConfig } from "react-intl";
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

/**
 * The one root provider for the app and Storybook: react-intl messages for the locale and
 * Radix's reading direction. `<html lang dir>` is set by whoever renders the document
 * (the app's server, Storybook's locale decorator).
 */
export function UiProvider({ locale, messages, onError, children }: UiProviderProps) {
  const config = getLocaleConfig(locale);
  return (
    <IntlProvider
      locale={config.intl}
      defaultLocale={getLocaleConfig(defaultLocale).intl}
      messages={messages}
      {...(onError ? { onError } : {})}
    >
      <DirectionProvider dir={config.dir}>{children}</DirectionProvider>
    </IntlProvider>
  );
}
