// The shop's message formatting: ICU messages, already parsed into syntax trees, formatted with the
// browser's own Intl objects. It stands where react-intl stood, with the part of its API the shop
// uses (useIntl, formatMessage with rich text, formatNumber, formatDate, formatList) and its
// output, character for character; the catalogue test checks every message formats. What it
// leaves out is the weight: react-intl, @formatjs/intl and intl-messageformat were about a tenth
// of a product page's own JavaScript. The parser stays on the server and in Storybook
// (parse-catalogue.ts): the browser only ever gets trees.
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import {
  Children,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  type ReactNode,
  useContext,
} from "react";

/**
 * A locale's messages by id, parsed (the trees of @formatjs/icu-messageformat-parser). A message
 * that is only text is kept as that text: nine in ten are, and a page carries its catalogue.
 */
export type ParsedCatalogue = Readonly<Record<string, string | MessageFormatElement[]>>;

/** The element types of the parser's trees (its `TYPE` enum; messages.test.ts checks them). */
export const ELEMENT = {
  literal: 0,
  argument: 1,
  number: 2,
  date: 3,
  time: 4,
  select: 5,
  plural: 6,
  pound: 7,
  tag: 8,
} as const;

export type IntlErrorCode = "MISSING_TRANSLATION" | "FORMAT_ERROR";

export class IntlError extends Error {
  readonly code: IntlErrorCode;
  constructor(code: IntlErrorCode, message: string, options?: ErrorOptions) {
    super(`[${code}] ${message}`, options);
    this.name = "IntlError";
    this.code = code;
  }
}

export type IntlErrorHandler = (error: IntlError) => void;

export interface MessageDescriptor {
  id: string;
  /** Context for translators; not used in formatting. */
  description?: string;
}

type Primitive = string | number | boolean | null | undefined;
type StringValues = Record<string, Primitive | ((chunks: string[]) => string)>;
type RichValues = Record<string, Primitive | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface IntlShape {
  /** The Intl locale the messages are formatted in (e.g. tr-TR, ar-u-nu-latn). */
  locale: string;
  /** The shop's time zone (IANA): formatDate shows times there unless told another zone. */
  timeZone: string;
  formatMessage(descriptor: MessageDescriptor, values?: StringValues): string;
  formatMessage(descriptor: MessageDescriptor, values?: RichValues): ReactNode;
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  formatList(values: readonly string[], options?: Intl.ListFormatOptions): string;
}

// Intl objects are costly to construct and hold no state: one per locale and options, for the
// process (the server renders every locale, the browser one).
const formatters = new Map<string, unknown>();
function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached("n", locale, options, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached("d", locale, options, () => new Intl.DateTimeFormat(locale, options));
const pluralRules = (locale: string, type: Intl.PluralRuleType) =>
  cached("p", locale, { type }, () => new Intl.PluralRules(locale, { type }));
const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  cached("l", locale, options, () => new Intl.ListFormat(locale, options));

type Part = { literal: true; value: string } | { literal: false; value: unknown };

/** Keys each element of a list of nodes by its place, as react-intl does, so React does not warn. */
function keyed(nodes: readonly unknown[]): ReactNode[] {
  return Children.toArray(nodes as ReactNode[]).map((child, index) =>
    isValidElement(child) ? createElement(Fragment, { key: index }, child) : child,
  );
}

function formatParts(
  elements: readonly MessageFormatElement[],
  locale: string,
  values: Record<string, unknown>,
  pluralValue?: number,
): Part[] {
  const parts: Part[] = [];
  const push = (value: unknown) => {
    const last = parts.at(-1);
    if (typeof value === "string" && last?.literal) last.value += value;
    else
      parts.push(typeof value === "string" ? { literal: true, value } : { literal: false, value });
  };
  for (const element of elements) {
    if (element.type === ELEMENT.literal) {
      push(element.value);
      continue;
    }
    if (element.type === ELEMENT.pound) {
      if (pluralValue !== undefined) push(numberFormat(locale).format(pluralValue));
      continue;
    }
    const name = element.value;
    if (!(name in values)) throw new Error(`no value for {${name}}`);
    const value = values[name];
    switch (element.type) {
      case ELEMENT.argument:
        push(typeof value === "string" || typeof value === "number" ? String(value) : value || "");
        break;
      case ELEMENT.number: {
        const style = element.style;
        if (typeof style === "string") throw new Error(`named number style "${style}"`);
        push(numberFormat(locale, style?.parsedOptions).format(value as number));
        break;
      }
      case ELEMENT.select: {
        const option = element.options[String(value)] ?? element.options.other;
        if (!option) throw new Error(`no option for {${name}} = ${String(value)}`);
        for (const part of formatParts(option.value, locale, values)) push(part.value);
        break;
      }
      case ELEMENT.plural: {
        const count = (value as number) - element.offset;
        const option =
          element.options[`=${value}`] ??
          element.options[pluralRules(locale, element.pluralType ?? "cardinal").select(count)] ??
          element.options.other;
        if (!option) throw new Error(`no plural form for {${name}} = ${String(value)}`);
        for (const part of formatParts(option.value, locale, values, count)) push(part.value);
        break;
      }
      case ELEMENT.tag: {
        if (typeof value !== "function") throw new Error(`<${name}> needs a function`);
        const children = formatParts(element.children, locale, values, pluralValue);
        const chunks = value(keyed(children.map((part) => part.value)));
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) push(chunk);
        break;
      }
      default:
        // Dates and times in messages are formatted by the caller (formatDate), not here.
        throw new Error(`unsupported element {${name}}`);
    }
  }
  return parts;
}

function formatMessage(
  locale: string,
  messages: ParsedCatalogue,
  onError: IntlErrorHandler,
  { id }: MessageDescriptor,
  values: Record<string, unknown> = {},
): ReactNode {
  const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
  if (message === undefined) {
    onError(new IntlError("MISSING_TRANSLATION", `no message "${id}" for ${locale}`));
    return id;
  }
  if (typeof message === "string") return message;
  try {
    const parts = formatParts(message, locale, values);
    if (parts.length === 0) return "";
    if (parts.length === 1) return parts[0]?.value as ReactNode;
    return keyed(parts.map((part) => part.value));
  } catch (error) {
    onError(new IntlError("FORMAT_ERROR", `message "${id}" (${locale})`, { cause: error }));
    return id;
  }
}

const logError: IntlErrorHandler = (error) => console.error(error);

/** The shop's time zone until the app passes the one the admin set (site settings). */
export const DEFAULT_TIME_ZONE = "Europe/Istanbul";

export function createIntl({
  locale,
  messages,
  onError = logError,
  timeZone = DEFAULT_TIME_ZONE,
}: {
  locale: string;
  messages: ParsedCatalogue;
  onError?: IntlErrorHandler | undefined;
  timeZone?: string | undefined;
}): IntlShape {
  const report = (what: string, error: unknown) =>
    onError(new IntlError("FORMAT_ERROR", `${what} (${locale})`, { cause: error }));
  return {
    locale,
    timeZone,
    formatMessage: ((descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
      formatMessage(locale, messages, onError, descriptor, values)) as IntlShape["formatMessage"],
    formatNumber(value, options) {
      try {
        return numberFormat(locale, options).format(value);
      } catch (error) {
        report("number", error);
        return String(value);
      }
    },
    formatDate(value, options) {
      const date = typeof value === "string" ? new Date(value || 0) : value;
      try {
        return dateFormat(locale, { timeZone, ...options }).format(date);
      } catch (error) {
        report("date", error);
        return String(date);
      }
    },
    formatList(values, options) {
      try {
        return listFormat(locale, options).format(values);
      } catch (error) {
        report("list", error);
        return values.join(", ");
      }
    },
  };
}

const IntlContext = createContext<IntlShape | null>(null);

export const IntlProvider = IntlContext.Provider;

/** The formatter of the nearest UiProvider. */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error("useIntl needs a UiProvider above it");
  return intl;
}
