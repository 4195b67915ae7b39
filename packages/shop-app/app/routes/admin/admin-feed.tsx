// The product feed's settings (/xml): the ui form saved through the route's action, the outcome
// as a toast, refusals beside their fields; the feed's addresses to hand to a shopping engine.
import { AdminFeedSettingsForm } from "@shop/ui";
import { useEffect } from "react";
import { useFetcher, useLoaderData } from "react-router";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { FeedActionResult, loader } from "./admin-feed.server.ts";

export { action, loader } from "./admin-feed.server.ts";

export default function AdminFeed() {
  const { settings, categories, currencies, feedUrls } = useLoaderData<typeof loader>();
  const saver = useFetcher<FeedActionResult>({ key: "feed-save" });
  const { show, showError } = useShopToast();
  useEffect(() => {
    if (saver.state !== "idle" || !saver.data) return;
    if (saver.data.ok) show("success", "app.admin.saved");
    else if (Object.keys(saver.data.errors).length === 0) showError(saver.data.code);
  }, [saver.state, saver.data, show, showError]);
  const values = {
    enabled: settings.enabled,
    inStockOnly: settings.in_stock_only,
    categoryIds: settings.category_ids,
    currencyId: settings.currency_id,
  };
  return (
    <AdminFeedSettingsForm
      key={JSON.stringify(values)}
      values={values}
      categories={categories}
      currencies={currencies}
      feedUrls={feedUrls}
      {...(saver.data && !saver.data.ok ? { errors: saver.data.errors } : {})}
      saving={saver.state !== "idle"}
      onSave={(next) => saver.submit({ settings: JSON.stringify(next) }, { method: "post" })}
    />
  );
}
