// The shop's time zone for the server's own work (an admin form's days as instants): the public
// site setting, as the root loader gives it to the pages.
import type { ApiClient } from "./api-client.ts";
import { shopTimeZone } from "./shop-time.ts";

export async function shopTimeZoneOf(api: ApiClient): Promise<string> {
  const settings = await api.siteSettings("default");
  return shopTimeZone(settings.settings.find((entry) => entry.code === "time_zone")?.value);
}
