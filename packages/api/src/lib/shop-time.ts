// The shop's calendar: its days (dashboard, order filters, blog dates) and every time a person
// reads begin at midnight in the shop's time zone, the site setting `time_zone`, whatever the
// server's or the admin's own zone.
import { eq } from "drizzle-orm";
import { DEFAULT_SHOP_TIME_ZONE, isTimeZone } from "../contract/validators.ts";
import type { Database } from "../db/client.ts";
import { settings } from "../db/schema/index.ts";

export { DEFAULT_SHOP_TIME_ZONE };

/** The shop's time zone (an IANA name), Europe/Istanbul until the admin sets another. */
export async function shopTimeZone(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.code, "time_zone"));
  return validTimeZone(row?.value);
}

/** The `time_zone` setting's value when it names a zone, else Europe/Istanbul. */
export function validTimeZone(value: string | undefined): string {
  const zone = value?.trim() ?? "";
  return zone && isTimeZone(zone) ? zone : DEFAULT_SHOP_TIME_ZONE;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of the shop's calendar, Latin digits. */
export function shopDay(date: Date, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(zone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
