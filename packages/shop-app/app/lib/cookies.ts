// The shop's cookies (spec section 9) that the app itself reads or writes. The token cookies
// (customer, admin, guest) are HttpOnly and belong to the API, which sets them on sign-in; the
// app only reads their presence on the server. Everything here is a preference or a reference a
// page script may read.
// The API contract's COOKIE_NAMES and TOKEN_LIFETIME_SECONDS are repeated here rather than
// imported: importing the contract brings zod and every schema into the page's JavaScript.
// cookies.test.ts checks that the two agree.
const DAY = 86_400;
const TOKEN_LIFETIME_SECONDS = 86_400;

export const cookieNames = {
  customerToken: "customer_token",
  adminToken: "admin_token",
  guestToken: "guest_token",
  /** The remembered locale (spec: i18n_redirected, 365 days). */
  locale: "i18n_redirected",
  /** Cookie consent: "1" once accepted (spec: cookiePolitical, 31536000 s). */
  consent: "cookiePolitical",
  /** Chosen currency id: 1 TRY, 2 USD, 3 EUR. */
  currency: "currency",
  /** The logged-in shopper's browsing session (86400 s). */
  sessionId: "session_id",
  /** The guest's cart reference, stored when a guest first adds to the cart (86400 s). */
  guestCode: "guest_code",
  /** Whether the admin left menu is open ("1") or collapsed ("0"). */
  adminMenu: "admin_show_left_menu",
  /** The admin area's language (tr, en or ar): its paths carry no locale prefix. */
  adminLocale: "admin_language",
} as const;

export const cookieMaxAge = {
  locale: 365 * DAY,
  consent: 31_536_000,
  currency: 365 * DAY,
  sessionId: TOKEN_LIFETIME_SECONDS,
  guestCode: TOKEN_LIFETIME_SECONDS,
  adminMenu: 365 * DAY,
  adminLocale: 365 * DAY,
} as const;

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAge?: number;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`];
  if (options.maxAge !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  parts.push(`SameSite=${options.sameSite ?? "Lax"}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** Writes a readable (non-HttpOnly) cookie from the browser. */
export function setBrowserCookie(name: string, value: string, maxAge: number): void {
  const secure = typeof location !== "undefined" && location.protocol === "https:";
  // biome-ignore lint/suspicious/noDocumentCookie: plain preference cookies, read by the server on the next request
  document.cookie = serializeCookie(name, value, { maxAge, secure });
}

export function readBrowserCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return parseCookies(document.cookie)[name];
}
