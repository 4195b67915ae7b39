// The shop's time zone for the server's own work (an admin form's days as instants): the public
// site setting, as the root loader gives it to the pages.
import { type ShopApi, unwrap } from "./shop-api.ts";
import { shopTimeZone } from "./shop-time.ts";

export async function shopTimeZoneOf(shopApi: ShopApi): Promise<string> {
  const param = { id: "default" };
  const settings = await unwrap(shopApi.siteSettings.getSettings[":id"].$get({ param }));
  return shopTimeZone(settings.settings.find((entry) => entry.code === "time_zone")?.value);
}
