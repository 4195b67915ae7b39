// The currencies and their exchange rates: the ui list, its dialog saved through the route's
// action (the rate, then on/off and order), the outcome as a toast.
import { AdminExchangeRatesScreen } from "@shop/ui";
import { useEffect, useRef } from "react";
import { useFetcher, useLoaderData } from "react-router";
import type { TaxonomyActionResult } from "../../features/admin-catalog/taxonomy-page.tsx";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { loader } from "./admin-exchange-rates.server.ts";

export { action, loader } from "./admin-exchange-rates.server.ts";

export default function AdminExchangeRates() {
  const { currencies } = useLoaderData<typeof loader>();
  const saver = useFetcher<TaxonomyActionResult>({ key: "exchange-rate-save" });
  const { show, showError } = useShopToast();
  // The dialog stays open, busy, until the save's answer: closed when saved, kept with the
  // refusals beside its fields when not.
  const pending = useRef<{ resolve: () => void; reject: (reason: unknown) => void } | null>(null);
  useEffect(() => {
    if (saver.state !== "idle" || !saver.data || !pending.current) return;
    if (saver.data.ok) {
      pending.current.resolve();
      show("success", "app.admin.saved");
    } else {
      if (Object.keys(saver.data.errors).length === 0) showError(saver.data.code);
      pending.current.reject(saver.data.code);
    }
    pending.current = null;
  }, [saver.state, saver.data, show, showError]);
  const refused = saver.data && !saver.data.ok ? saver.data.errors : undefined;
  return (
    <AdminExchangeRatesScreen
      currencies={currencies.map((currency) => ({
        id: String(currency.id),
        code: currency.code,
        symbol: currency.symbol,
        name: currency.name,
        exchangeRate: currency.exchange_rate,
        rateUpdatedAt: currency.rate_updated_at,
        isDefault: currency.is_default,
        isActive: currency.is_active,
        sortOrder: currency.sort_order,
      }))}
      {...(refused ? { errors: refused } : {})}
      saving={saver.state !== "idle"}
      onSave={(values, row) =>
        new Promise<void>((resolve, reject) => {
          pending.current = { resolve, reject };
          void saver.submit({ is_active: "", ...values, id: row.id }, { method: "post" });
        })
      }
    />
  );
}
