// The admin's category tree: the ui tree screen, its dialog saved, its rows deleted and moved
// through the route's action, the outcome as a toast. A move waits for the API's answer and the
// tree is then read again, so what the admin sees is what the storefront's menu shows.
import { type AdminCategoryNode, AdminCategoryTreeScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { errorMessageId } from "../../i18n/messages.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import { useUploadPicture } from "../../lib/use-upload-picture.ts";
import { DeleteRefusal, type TaxonomyActionResult } from "./taxonomy-page.tsx";

export function CategoryTreePage({
  caption,
  items,
  pictureMaxBytes,
}: {
  caption: ReactNode;
  items: readonly AdminCategoryNode[];
  pictureMaxBytes: number;
}) {
  const intl = useIntl();
  const saver = useFetcher<TaxonomyActionResult>({ key: "category-save" });
  const remover = useFetcher<TaxonomyActionResult>({ key: "category-delete" });
  const mover = useFetcher<TaxonomyActionResult>({ key: "category-move" });
  const { show, showError } = useShopToast();
  const uploadPicture = useUploadPicture();
  useEffect(() => {
    if (remover.state !== "idle" || !remover.data) return;
    if (remover.data.ok) show("success", "app.admin.deleted");
    else showError(remover.data.code);
  }, [remover.state, remover.data, show, showError]);
  useEffect(() => {
    if (mover.state !== "idle" || !mover.data) return;
    if (mover.data.ok) show("success", "app.admin.saved");
    else showError(mover.data.code);
  }, [mover.state, mover.data, show, showError]);
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
  const moving = mover.state !== "idle" ? String(mover.formData?.get("id") ?? "") : null;
  return (
    <AdminCategoryTreeScreen
      caption={caption}
      items={items}
      {...(refused ? { errors: refused.errors } : {})}
      {...(remover.data && !remover.data.ok
        ? { deleteError: <DeleteRefusal result={remover.data} /> }
        : {})}
      {...(mover.state === "idle" && mover.data && !mover.data.ok
        ? { moveError: intl.formatMessage({ id: errorMessageId(mover.data.code) }) }
        : {})}
      movingId={moving}
      onUploadPicture={uploadPicture}
      pictureMaxBytes={pictureMaxBytes}
      saving={saver.state !== "idle"}
      onSave={(values, item) =>
        new Promise<void>((resolve, reject) => {
          pending.current = { resolve, reject };
          void saver.submit({ ...values, intent: "save", id: item?.id ?? "" }, { method: "post" });
        })
      }
      onDelete={(item) => remover.submit({ intent: "delete", id: item.id }, { method: "post" })}
      onMove={(item, to) =>
        mover.submit(
          {
            intent: "move",
            id: item.id,
            parent_id: to.parentId ?? "",
            position: String(to.position),
          },
          { method: "post" },
        )
      }
    />
  );
}
