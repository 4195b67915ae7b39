import type { ApiClient } from "../../lib/api-client.ts";
import { type PageLayout, pageLayout } from "./site-settings.server.ts";

/**
 * A page's own layout (siteSettings/getSettings/{page}); a page kind without a layout of its own
 * gets the default one, so the shell can always use it.
 */
export async function loadPageLayout(api: ApiClient, page: string): Promise<PageLayout | null> {
  try {
    return pageLayout(await api.siteSettings(page));
  } catch (error) {
    console.error(`page layout "${page}" unavailable`, error);
    return null;
  }
}
