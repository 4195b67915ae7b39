// The admin's coupon page: the ui coupon list, its dialogs saved, generated and its rows deleted
// through the route's action, the outcome as a toast.
import { AdminCouponListScreen, type AdminCouponQuery, type AdminCouponRow } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useEffect, useRef } from "react";
import { Form, useFetcher } from "react-router";
import { errorMessageId } from "../../i18n/messages.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { CouponActionResult } from "./coupon-form.server.ts";
import { couponQuery } from "./coupon-query.ts";

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

/**
 * A fetcher whose answer settles the promise the dialog waits on: resolved when the API took
 * the form, rejected (the dialog keeps its fields and shows the refusals) when it did not.
 */
function useDialogFetcher(key: string) {
  const fetcher = useFetcher<CouponActionResult>({ key });
  const pending = useRef<Pending<string[]> | null>(null);
  const { show } = useShopToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !pending.current) return;
    if (fetcher.data.ok) {
      pending.current.resolve(fetcher.data.codes ?? []);
      show("success", "app.admin.saved");
    } else pending.current.reject(fetcher.data.code);
    pending.current = null;
  }, [fetcher.state, fetcher.data, show]);
  const submit = (values: Record<string, string>) =>
    new Promise<string[]>((resolve, reject) => {
      pending.current = { resolve, reject };
      void fetcher.submit(values, { method: "post" });
    });
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return { fetcher, submit, refused };
}

export function CouponsPage({
  listPath,
  coupons,
  totalRows,
  pageSize,
  query,
}: {
  listPath: string;
  coupons: readonly AdminCouponRow[];
  totalRows: number;
  pageSize: number;
  query: AdminCouponQuery;
}) {
  const intl = useIntl();
  const saver = useDialogFetcher("coupon-save");
  const generator = useDialogFetcher("coupon-generate");
  const remover = useFetcher<CouponActionResult>({ key: "coupon-delete" });
  const { show, showError } = useShopToast();
  useEffect(() => {
    if (remover.state !== "idle" || !remover.data) return;
    if (remover.data.ok) show("success", "app.admin.deleted");
    else showError(remover.data.code);
  }, [remover.state, remover.data, show, showError]);
  const errors = { ...(generator.refused?.errors ?? {}), ...(saver.refused?.errors ?? {}) };
  return (
    <AdminCouponListScreen
      coupons={coupons}
      totalRows={totalRows}
      pageSize={pageSize}
      query={query}
      getHref={(next) => couponQuery.href(listPath, next)}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
      errors={errors}
      {...(remover.data && !remover.data.ok
        ? { deleteError: intl.formatMessage({ id: errorMessageId(remover.data.code) }) }
        : {})}
      saving={saver.fetcher.state !== "idle"}
      onSave={(values, coupon) => saver.submit({ ...values, intent: "save", id: coupon?.id ?? "" })}
      onGenerate={(values) => generator.submit({ ...values, intent: "generate" })}
      onDelete={(coupon) => remover.submit({ intent: "delete", id: coupon.id }, { method: "post" })}
    />
  );
}
