// The payment methods the checkout offers and the pay-at-the-door fee: the ui form, saved through
// the route's action, the outcome as a toast.
import { AdminPaymentSettingsForm } from "@shop/ui";
import { useEffect } from "react";
import { type MetaArgs, useFetcher, useLoaderData } from "react-router";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { pageTitle } from "../../lib/page-meta.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { loader, PaymentsActionResult } from "./admin-payments.server.ts";

export { action, loader } from "./admin-payments.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "settings-payments", title: "app.page.adminPayments" },
};

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminPayments") }];
}

export default function AdminPayments() {
  const { settings } = useLoaderData<typeof loader>();
  const saver = useFetcher<PaymentsActionResult>();
  const { show, showError } = useShopToast();
  useEffect(() => {
    if (saver.state !== "idle" || !saver.data) return;
    if (saver.data.ok) show("success", "app.admin.saved");
    else if (Object.keys(saver.data.errors).length === 0) showError(saver.data.code);
  }, [saver.state, saver.data, show, showError]);
  const refused = saver.data && !saver.data.ok ? saver.data.errors : undefined;
  return (
    <AdminPaymentSettingsForm
      values={{
        card: settings.card,
        wire_transfer: settings.wire_transfer,
        door: settings.door,
        door_fee: settings.door_fee,
        currency: settings.currency_code,
      }}
      {...(refused ? { errors: refused } : {})}
      saving={saver.state !== "idle"}
      onSave={(values) =>
        saver.submit(
          {
            card: String(values.card),
            wire_transfer: String(values.wire_transfer),
            door: String(values.door),
            door_fee: values.door_fee,
          },
          { method: "post" },
        )
      }
    />
  );
}
