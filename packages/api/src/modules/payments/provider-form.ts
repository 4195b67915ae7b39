// Small pieces shared by the card-form adapters whose 3-D Secure starts with a form post (those
// whose definition says pageCarriesCard): the page that posts the shopper's browser on to the
// provider, and a comparison of signatures that does not leak how much of a forged one was right.
import { timingSafeEqual } from "node:crypto";

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Equal texts, compared in constant time. */
export const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A page that posts `fields` to `action` at once (with a button when scripts are off). */
export function autoPostForm(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  return `<!doctype html><html><head><meta charset="utf-8"><title>3-D Secure</title></head><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">3-D Secure</button></noscript></form></body></html>`;
}

/** Amounts as decimal text with the kuruş after a dot ("140.00"). */
export const decimalAmount = (minor: number) => (Math.round(minor) / 100).toFixed(2);

/** Minor units of a provider's decimal amount ("140.00", 140, "140,00"). */
export const minorOfDecimal = (amount: unknown) =>
  Math.round(Number(String(amount).replace(",", ".")) * 100);

/** A buyer's full name as the given names and the surname (the last word) providers ask for. */
export function splitName(full: string): { name: string; surname: string } {
  const parts = full.trim().split(/\s+/);
  const surname = parts.length > 1 ? (parts.pop() as string) : "";
  return { name: parts.join(" "), surname };
}
