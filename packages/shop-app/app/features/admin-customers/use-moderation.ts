// A moderation page's decisions through the route's action: a dialog stays busy until the answer
// and closes when the decision was taken; the outcome is a toast.
import type { ErrorCode } from "@shop/api/contract";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { AppMessageId } from "../../i18n/messages.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";

export type ModerationResult =
  | { ok: true }
  | { ok: false; code: ErrorCode; errors: Record<string, string> };

export function useModeration(doneMessage: AppMessageId) {
  const fetcher = useFetcher<ModerationResult>();
  const { show } = useShopToast();
  const pending = useRef<{ resolve: () => void; reject: (reason: unknown) => void } | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !pending.current) return;
    if (fetcher.data.ok) {
      pending.current.resolve();
      show("success", doneMessage);
    } else pending.current.reject(fetcher.data.code);
    pending.current = null;
  }, [fetcher.state, fetcher.data, show, doneMessage]);
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return {
    busy: fetcher.state !== "idle",
    refused,
    /** Posts the decision; the promise settles with the action's answer. */
    decide: (fields: Record<string, string>) =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        void fetcher.submit(fields, { method: "post" });
      }),
  };
}
