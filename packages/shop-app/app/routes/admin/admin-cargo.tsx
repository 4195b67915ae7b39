// The shop's cargo companies with their prices and free-cargo threshold: the ui list, its dialog
// saved and its rows deleted through the route's action, the outcome as a toast.
import { AdminCargoCompaniesScreen, type PriceCurrency } from "@shop/ui";
import { useLoaderData } from "react-router";
import { useDialogSave, useRowDelete } from "../../lib/use-row-fetchers.ts";
import type { loader } from "./admin-cargo.server.ts";

export { action, loader } from "./admin-cargo.server.ts";

export default function AdminCargo() {
  const { companies } = useLoaderData<typeof loader>();
  const saver = useDialogSave("cargo-save", { toastRefusal: true });
  const remover = useRowDelete("cargo-delete");
  return (
    <AdminCargoCompaniesScreen
      companies={companies.map((company) => ({
        ...company,
        id: String(company.id),
        currency: company.currency_code as PriceCurrency,
      }))}
      {...(saver.errors ? { errors: saver.errors } : {})}
      saving={saver.saving}
      onSave={(values, row) => saver.save({ ...values, intent: "save", id: row?.id ?? "" })}
      onDelete={(row) => remover.remove(row.id)}
    />
  );
}
