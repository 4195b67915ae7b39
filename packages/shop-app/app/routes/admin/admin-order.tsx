// One order for the admin: its status moved along, the shipment's papers, a wire transfer marked
// paid and refunds decided. Section forms post to the route's action (they work without
// JavaScript); a refund is decided in a dialog that posts through a fetcher.
import { AdminOrderDetailScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useEffect } from "react";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "react-router";
import { adminOrderView } from "../../features/admin-orders/order-view.ts";
import { errorMessageId } from "../../i18n/messages.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { loader, OrderFormResult } from "./admin-order.server.ts";

export { action, loader } from "./admin-order.server.ts";

export default function AdminOrder() {
  const { order, statusOptions } = useLoaderData<typeof loader>();
  const result = useActionData<OrderFormResult>();
  const navigation = useNavigation();
  const refund = useFetcher<OrderFormResult>();
  const intl = useIntl();
  const { show, showError } = useShopToast();
  const pending =
    navigation.state === "submitting"
      ? ((navigation.formData?.get("intent") as "status" | "shipment" | "paid") ?? null)
      : null;

  useEffect(() => {
    if (!result) return;
    if (result.ok) show("success", "app.admin.saved");
    else if (Object.keys(result.errors).length === 0) showError(result.code);
  }, [result, show, showError]);
  useEffect(() => {
    if (refund.state !== "idle" || !refund.data) return;
    if (refund.data.ok) show("success", "app.admin.saved");
    else showError(refund.data.code);
  }, [refund.state, refund.data, show, showError]);

  const errors = result && !result.ok ? { ...result.errors } : {};
  if (result && !result.ok && result.intent === "status" && !errors.status)
    errors.status = intl.formatMessage({ id: errorMessageId(result.code) });
  const orderPath = `${paths.admin}/orders/${order.id}`;
  return (
    <AdminOrderDetailScreen
      order={adminOrderView(order)}
      statusOptions={statusOptions}
      cargoCompanies={order.cargo_companies.map((company) => ({
        value: String(company.id),
        label: company.name,
      }))}
      slipHref={`${orderPath}/slip`}
      errors={errors}
      pending={pending}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="post" action={orderPath} {...props} />
      )}
      onRefundDecision={(row, decision) =>
        refund.submit(
          {
            intent: "refund",
            refund_id: row.id,
            status: decision.status,
            return_stock: String(decision.returnStock),
          },
          { method: "post", action: orderPath },
        )
      }
    />
  );
}
