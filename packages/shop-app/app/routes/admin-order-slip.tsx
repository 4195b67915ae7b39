// The printable packing slip of an order: the sheet alone, black on white when printed.
import { AdminPackingSlip } from "@shop/ui";
import { type MetaArgs, useLoaderData, useRouteLoaderData } from "react-router";
import { addressView } from "../features/admin-orders/order-view.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { ROOT_ROUTE_ID, type RootData } from "../lib/root-data.ts";
import type { loader } from "./admin-order-slip.server.ts";

export { loader } from "./admin-order-slip.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.adminPackingSlip") },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminOrderSlip() {
  const { order } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  return (
    <main className="min-h-dvh bg-surface-muted py-6 print:bg-white print:py-0">
      <AdminPackingSlip
        shopName={root?.head.shopName ?? ""}
        code={order.code}
        createdAt={order.created_at}
        deliveryAddress={addressView(order.delivery_address)}
        invoiceAddress={addressView(order.invoice_address)}
        items={order.items.map((item) => ({
          id: String(item.id),
          name: item.name,
          variant: item.variant,
          sku: item.sku,
          quantity: item.quantity,
        }))}
        note={order.note}
        giftNote={order.gift_note}
        cargo={
          order.cargo
            ? [order.cargo.name, order.cargo.tracking_number].filter(Boolean).join(" · ")
            : null
        }
        onPrint={() => window.print()}
      />
    </main>
  );
}
