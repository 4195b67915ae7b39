// The shop's calendar in its time zone (the admin's site setting `time_zone`): the days and times
// people read, and the instants a day chosen in an admin form stands for.

/** Europe/Istanbul until the admin sets another zone. */
export const DEFAULT_SHOP_TIME_ZONE = "Europe/Istanbul";

/** The setting's zone when this runtime knows it, else the default. */
export function shopTimeZone(setting: string | undefined): string {
  const zone = setting?.trim();
  if (!zone) return DEFAULT_SHOP_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_SHOP_TIME_ZONE;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();
function partsIn(date: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "00";
  return {
    day: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}:${part("second")}`,
  };
}

/** YYYY-MM-DD of the shop's calendar (Latin digits, specification section 9). */
export const shopDay = (iso: string, timeZone: string) => partsIn(new Date(iso), timeZone).day;

/** YYYY-MM-DD HH:mm on the shop's clock. */
export function shopMoment(iso: string, timeZone: string): string {
  const { day, time } = partsIn(new Date(iso), timeZone);
  return `${day} ${time.slice(0, 5)}`;
}

/** The instant (ISO 8601, UTC) at which the shop's clock shows `day` (YYYY-MM-DD) at `time`. */
export function shopInstant(day: string, time: string, timeZone: string): string {
  const wanted = Date.parse(`${day}T${time}Z`);
  let instant = wanted;
  // Twice: the zone's offset at the first guess may differ from the one at the answer (DST).
  for (let i = 0; i < 2; i++) {
    const shown = partsIn(new Date(instant), timeZone);
    instant += wanted - Date.parse(`${shown.day}T${shown.time}Z`);
  }
  return new Date(instant).toISOString();
}
