// The `r` of customerToken/login/{provider}: where the storefront wants the shopper back. It must
// stay inside the shop: a path on this origin, never another site ("//evil.example",
// "https://…", "/\evil.example", "javascript:…"). The shop-app's lib/safe-redirect.ts has the same
// rule for its own pages.
import { isLanguageCode, type LanguageCode } from "../../contract/index.ts";

const BASE = "http://shop.invalid";

export function safeReturnPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The storefront's locale prefix of a path: "/en/hesabim" is en; tr has none. */
export function localeOfPath(path: string): LanguageCode | undefined {
  const first = path.split(/[/?#]/)[1]?.toLowerCase();
  return first !== "tr" && isLanguageCode(first) ? first : undefined;
}
