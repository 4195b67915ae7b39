// The admin's properties: the ui property list, its name dialog and values dialog saved and its
// rows deleted through the route's action, the outcome as a toast.
import type { AdminProperty } from "@shop/api/contract";
import { type AdminPropertyItem, AdminPropertyListScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { errorMessageId } from "../../i18n/messages.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { TaxonomyActionResult } from "./taxonomy-page.tsx";

const names = (texts: AdminProperty["names"]) => ({
  tr: texts.tr ?? "",
  en: texts.en ?? "",
  ar: texts.ar ?? "",
});

type Pending = { resolve: () => void; reject: (reason: unknown) => void } | null;

/** Settles the dialog's promise with the fetcher's answer, with a toast when saved. */
function useSettle(fetcher: { state: string; data?: TaxonomyActionResult }) {
  const { show } = useShopToast();
  const pending = useRef<Pending>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !pending.current) return;
    if (fetcher.data.ok) {
      pending.current.resolve();
      show("success", "app.admin.saved");
    } else pending.current.reject(fetcher.data.code);
    pending.current = null;
  }, [fetcher.state, fetcher.data, show]);
  return pending;
}

export function PropertyPage({
  caption,
  properties,
}: {
  caption: ReactNode;
  properties: readonly AdminProperty[];
}) {
  const intl = useIntl();
  const saver = useFetcher<TaxonomyActionResult>({ key: "property-save" });
  const valuer = useFetcher<TaxonomyActionResult>({ key: "property-values" });
  const remover = useFetcher<TaxonomyActionResult>({ key: "property-delete" });
  const { show, showError } = useShopToast();
  useEffect(() => {
    if (remover.state !== "idle" || !remover.data) return;
    if (remover.data.ok) show("success", "app.admin.deleted");
    else showError(remover.data.code);
  }, [remover.state, remover.data, show, showError]);
  const saving = useSettle(saver);
  const savingValues = useSettle(valuer);
  const items: AdminPropertyItem[] = properties.map((property) => ({
    id: String(property.id),
    names: names(property.names),
    values: property.values.map((value) => ({ id: String(value.id), names: names(value.names) })),
  }));
  const refused = saver.data && !saver.data.ok ? saver.data : undefined;
  const message = (data: TaxonomyActionResult | undefined) =>
    data && !data.ok ? intl.formatMessage({ id: errorMessageId(data.code) }) : undefined;
  return (
    <AdminPropertyListScreen
      caption={caption}
      items={items}
      {...(refused ? { errors: refused.errors } : {})}
      {...(valuer.state === "idle" && message(valuer.data)
        ? { valuesError: message(valuer.data) }
        : {})}
      {...(message(remover.data) ? { deleteError: message(remover.data) } : {})}
      saving={saver.state !== "idle"}
      savingValues={valuer.state !== "idle"}
      onSave={(values, item) =>
        new Promise<void>((resolve, reject) => {
          saving.current = { resolve, reject };
          void saver.submit({ ...values, intent: "save", id: item?.id ?? "" }, { method: "post" });
        })
      }
      onSaveValues={(item, values) =>
        new Promise<void>((resolve, reject) => {
          savingValues.current = { resolve, reject };
          void valuer.submit(
            { intent: "values", id: item.id, values: JSON.stringify(values) },
            { method: "post" },
          );
        })
      }
      onDelete={(item) => remover.submit({ intent: "delete", id: item.id }, { method: "post" })}
    />
  );
}
