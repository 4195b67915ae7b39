/**
 * Wraps text that reads left to right whatever the page's direction (dates, order codes, IBANs)
 * in Unicode isolates, so that an Arabic sentence around it does not reorder its parts:
 * 2026-11-20 stays 2026-11-20, not 20-11-2026.
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
