import { type ShopApi, unwrap } from "./shop-api.ts";
import { type PageLayout, pageLayout } from "./site-settings.server.ts";

/**
 * A page's own layout (siteSettings/getSettings/{page}); a page kind without a layout of its own
 * gets the default one, so the shell can always use it.
 */
export async function loadPageLayout(shopApi: ShopApi, page: string): Promise<PageLayout | null> {
  try {
    const param = { id: encodeURIComponent(page) };
    return pageLayout(await unwrap(shopApi.siteSettings.getSettings[":id"].$get({ param })));
  } catch (error) {
    console.error(`page layout "${page}" unavailable`, error);
    return null;
  }
}
