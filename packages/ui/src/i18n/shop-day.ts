// The day a moment falls on in the shop's time zone, as the shop writes days everywhere:
// YYYY-MM-DD with Latin digits (specification section 9), whatever the reader's locale.

const formats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of `moment` on the calendar of `timeZone` (IANA). */
export function dayIn(moment: string | Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
