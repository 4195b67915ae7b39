// The currencies and their exchange rates: the ui list, its dialog saved through the route's
// action (the rate, then on/off and order), the outcome as a toast.
import { AdminExchangeRatesScreen } from "@shop/ui";
import { useLoaderData } from "react-router";
import { useDialogSave } from "../../lib/use-row-fetchers.ts";
import type { loader } from "./admin-exchange-rates.server.ts";

export { action, loader } from "./admin-exchange-rates.server.ts";

export default function AdminExchangeRates() {
  const { currencies } = useLoaderData<typeof loader>();
  const saver = useDialogSave("exchange-rate-save", { toastRefusal: true });
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
      {...(saver.errors ? { errors: saver.errors } : {})}
      saving={saver.saving}
      onSave={(values, row) => saver.save({ is_active: "", ...values, id: row.id })}
    />
  );
}
