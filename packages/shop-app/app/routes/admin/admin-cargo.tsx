// The shop's cargo companies with their prices and free-cargo threshold: the ui list, its dialog
// saved and its rows deleted through the route's action, the outcome as a toast.
import { AdminCargoCompaniesScreen, type PriceCurrency } from "@shop/ui";
import { useEffect, useRef } from "react";
import { useFetcher, useLoaderData } from "react-router";
import type { TaxonomyActionResult } from "../../features/admin-catalog/taxonomy-page.tsx";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { loader } from "./admin-cargo.server.ts";

export { action, loader } from "./admin-cargo.server.ts";

export default function AdminCargo() {
  const { companies } = useLoaderData<typeof loader>();
  const saver = useFetcher<TaxonomyActionResult>({ key: "cargo-save" });
  const remover = useFetcher<TaxonomyActionResult>({ key: "cargo-delete" });
  const { show, showError } = useShopToast();
  useEffect(() => {
    if (remover.state !== "idle" || !remover.data) return;
    if (remover.data.ok) show("success", "app.admin.deleted");
    else showError(remover.data.code);
  }, [remover.state, remover.data, show, showError]);
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
    <AdminCargoCompaniesScreen
      companies={companies.map((company) => ({
        ...company,
        id: String(company.id),
        currency: company.currency_code as PriceCurrency,
      }))}
      {...(refused ? { errors: refused } : {})}
      saving={saver.state !== "idle"}
      onSave={(values, row) =>
        new Promise<void>((resolve, reject) => {
          pending.current = { resolve, reject };
          void saver.submit({ ...values, intent: "save", id: row?.id ?? "" }, { method: "post" });
        })
      }
      onDelete={(row) => remover.submit({ intent: "delete", id: row.id }, { method: "post" })}
    />
  );
}
