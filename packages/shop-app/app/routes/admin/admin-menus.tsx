// The header menu as the admin keeps it: the ui menu screen, its dialog saved and its items
// deleted through this route's action, the outcome as a toast; the storefront's header reads the
// same items.
import { AdminMenuScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useEffect, useRef } from "react";
import { useFetcher, useLoaderData } from "react-router";
import { errorMessageId } from "../../i18n/messages.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { loader, MenuActionResult } from "./admin-menus.server.ts";

export { action, loader } from "./admin-menus.server.ts";

export default function AdminMenus() {
  const { items, targets } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const saver = useFetcher<MenuActionResult>({ key: "menu-save" });
  const remover = useFetcher<MenuActionResult>({ key: "menu-delete" });
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
    } else pending.current.reject(saver.data.code);
    pending.current = null;
  }, [saver.state, saver.data, show]);
  const refused = saver.data && !saver.data.ok ? saver.data : undefined;
  const texts = (item: (typeof items)[number], field: "title" | "url") => ({
    tr: item.texts.tr?.[field] ?? "",
    en: item.texts.en?.[field] ?? "",
    ar: item.texts.ar?.[field] ?? "",
  });
  return (
    <AdminMenuScreen
      items={items.map((item) => ({
        id: String(item.id),
        parentId: item.parent_id === null ? null : String(item.parent_id),
        depth: item.depth,
        title: item.title,
        type: item.type,
        targetId: item.target_id === null ? "" : String(item.target_id),
        labels: texts(item, "title"),
        urls: texts(item, "url"),
        isActive: item.is_active,
        sortOrder: item.sort_order,
      }))}
      targets={targets}
      {...(refused ? { errors: refused.errors } : {})}
      {...(remover.data && !remover.data.ok
        ? { deleteError: intl.formatMessage({ id: errorMessageId(remover.data.code) }) }
        : {})}
      saving={saver.state !== "idle"}
      onSave={(values, item) =>
        new Promise<void>((resolve, reject) => {
          pending.current = { resolve, reject };
          void saver.submit({ ...values, intent: "save", id: item?.id ?? "" }, { method: "post" });
        })
      }
      onDelete={(item) => remover.submit({ intent: "delete", id: item.id }, { method: "post" })}
    />
  );
}
