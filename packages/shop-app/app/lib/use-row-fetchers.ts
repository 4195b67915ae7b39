// The fetchers behind an admin list whose rows are saved in a dialog and deleted after a
// confirmation, through the route's own action (intent "save" or "delete"), the outcome as a toast.
import type { ErrorCode } from "@shop/api/contract";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useShopToast } from "./use-shop-toast.ts";

/** What a row's save or delete action answers: refusals come keyed by the dialog's fields. */
export type RowActionResult =
  | { ok: true }
  | { ok: false; code: ErrorCode; errors: Record<string, string> };

/**
 * Saves a row's dialog. The promise `save` returns keeps the dialog open, busy, until the answer:
 * it resolves (the dialog closes) when saved and rejects (the dialog stays, the refusals beside
 * its fields) when not. With `toastRefusal` a refusal that names no field is also a toast, for
 * screens whose dialog has nowhere to show it.
 */
export function useDialogSave(key: string, { toastRefusal = false } = {}) {
  const saver = useFetcher<RowActionResult>({ key });
  const { show, showError } = useShopToast();
  const pending = useRef<{ resolve: () => void; reject: (reason: unknown) => void } | null>(null);
  useEffect(() => {
    if (saver.state !== "idle" || !saver.data || !pending.current) return;
    if (saver.data.ok) {
      pending.current.resolve();
      show("success", "app.admin.saved");
    } else {
      if (toastRefusal && Object.keys(saver.data.errors).length === 0) showError(saver.data.code);
      pending.current.reject(saver.data.code);
    }
    pending.current = null;
  }, [saver.state, saver.data, show, showError, toastRefusal]);
  return {
    save: (fields: Record<string, string>) =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        void saver.submit(fields, { method: "post" });
      }),
    saving: saver.state !== "idle",
    /** The last save's refusals by field. */
    errors: saver.data && !saver.data.ok ? saver.data.errors : undefined,
  };
}

/** Deletes a row; the outcome is a toast, and a refusal stays for the confirmation to show. */
export function useRowDelete(key: string) {
  const remover = useFetcher<RowActionResult>({ key });
  const { show, showError } = useShopToast();
  useEffect(() => {
    if (remover.state !== "idle" || !remover.data) return;
    if (remover.data.ok) show("success", "app.admin.deleted");
    else showError(remover.data.code);
  }, [remover.state, remover.data, show, showError]);
  return {
    remove: (id: string) => remover.submit({ intent: "delete", id }, { method: "post" }),
    refusal: remover.data && !remover.data.ok ? remover.data : undefined,
  };
}
