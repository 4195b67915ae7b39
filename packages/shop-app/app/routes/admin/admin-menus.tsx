// The header menu as the admin keeps it: the ui menu screen, its dialog saved and its items
// deleted through this route's action, the outcome as a toast; the storefront's header reads the
// same items.
import { AdminMenuScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import { errorMessageId } from "../../i18n/messages.ts";
import { useDialogSave, useRowDelete } from "../../lib/use-row-fetchers.ts";
import type { loader } from "./admin-menus.server.ts";

export { action, loader } from "./admin-menus.server.ts";

export default function AdminMenus() {
  const { items, targets } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const saver = useDialogSave("menu-save");
  const remover = useRowDelete("menu-delete");
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
      {...(saver.errors ? { errors: saver.errors } : {})}
      {...(remover.refusal
        ? { deleteError: intl.formatMessage({ id: errorMessageId(remover.refusal.code) }) }
        : {})}
      saving={saver.saving}
      onSave={(values, item) => saver.save({ ...values, intent: "save", id: item?.id ?? "" })}
      onDelete={(item) => remover.remove(item.id)}
    />
  );
}
