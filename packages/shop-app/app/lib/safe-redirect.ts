// The `r` parameter of the login pages names where to go back to. It must only ever lead back
// into this shop: a path on this origin, never another site ("//evil.example", "https://...",
// "/\\evil.example", "javascript:...").
const BASE = "http://shop.invalid";

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters and backslashes are normalised differently by browsers: refuse them.
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

/** The current location as an `r` value: path, query and hash. */
export function returnPath(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?r=/admin/orders` with the return path encoded. */
export function withReturnTo(path: string, returnTo: string): string {
  return `${path}?r=${encodeURIComponent(returnTo)}`;
}
