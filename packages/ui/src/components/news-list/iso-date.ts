/**
 * A date as the specification writes it everywhere, YYYY-MM-DD with Latin digits.
 * Strings that start with a calendar date (ISO dates and timestamps) keep that date as written;
 * Date objects use their local calendar date.
 */
export function isoDate(value: string | Date): string {
  if (typeof value === "string") {
    const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
    if (match?.[1]) return match[1];
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : isoDate(parsed);
  }
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
