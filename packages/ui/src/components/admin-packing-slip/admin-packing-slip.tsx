import { Printer } from "lucide-react";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import type { AdminOrderAddress } from "../admin-order-detail-screen/admin-order-detail-screen.tsx";
import { OrderAddressLines } from "../admin-order-detail-screen/order-address-lines.tsx";
import { Button } from "../button/button.tsx";

const messages = defineUiMessages({
  title: { id: "admin.packingSlip.title" },
  print: { id: "admin.packingSlip.print" },
  order: { id: "admin.packingSlip.order" },
  date: { id: "admin.packingSlip.date" },
  shipTo: { id: "admin.packingSlip.shipTo" },
  billTo: { id: "admin.packingSlip.billTo" },
  product: { id: "admin.packingSlip.product" },
  sku: { id: "admin.packingSlip.sku" },
  quantity: { id: "admin.packingSlip.quantity" },
  packed: { id: "admin.packingSlip.packed", description: "Column of boxes ticked by hand" },
  giftNote: { id: "admin.packingSlip.giftNote" },
  note: { id: "admin.packingSlip.note" },
  cargo: { id: "admin.packingSlip.cargo" },
});

export interface AdminPackingSlipProps extends Omit<ComponentProps<"article">, "children"> {
  shopName: string;
  code: string;
  /** ISO 8601. */
  createdAt: string;
  deliveryAddress: AdminOrderAddress;
  invoiceAddress: AdminOrderAddress;
  items: ReadonlyArray<{
    id: string;
    name: string;
    variant: string | null;
    sku: string;
    quantity: number;
  }>;
  note: string | null;
  giftNote: string | null;
  /** "Yurtiçi Kargo · YK123", when known. */
  cargo: string | null;
  /** Opens the browser's print dialog; without it (no JavaScript) the button is not shown. */
  onPrint?: () => void;
}

function Address({ title, address }: { title: string; address: AdminOrderAddress }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-md border border-border-subtle p-3 print:border-black">
      <h2 className="text-caption font-semibold uppercase text-fg-muted print:text-black">
        {title}
      </h2>
      <OrderAddressLines
        address={address}
        className="flex flex-col text-body not-italic [overflow-wrap:anywhere]"
        nameClassName="font-semibold"
      />
    </div>
  );
}

/**
 * The sheet that goes in the parcel: the order's code, both addresses, the lines with a box to
 * tick as each is packed, the notes. No prices. Printed black on white, without the page's
 * chrome (the print button hides itself).
 */
export function AdminPackingSlip({
  shopName,
  code,
  createdAt,
  deliveryAddress,
  invoiceAddress,
  items,
  note,
  giftNote,
  cargo,
  onPrint,
  className,
  ...props
}: AdminPackingSlipProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  return (
    <article
      data-slot="admin-packing-slip"
      className={cn(
        "mx-auto flex w-full max-w-3xl flex-col gap-5 bg-surface p-6 text-fg print:max-w-none print:p-0 print:text-black",
        className,
      )}
      {...props}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-fg-strong pb-3 print:border-black">
        <div className="flex flex-col gap-1">
          <p className="text-body-sm font-semibold">{shopName}</p>
          <h1 className="text-heading-sm font-bold">{t("title")}</h1>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-body-sm">
          <dt className="text-fg-muted print:text-black">{t("order")}</dt>
          <dd dir="ltr" className="text-end font-mono font-semibold">
            {code}
          </dd>
          <dt className="text-fg-muted print:text-black">{t("date")}</dt>
          <dd className="text-end">{intl.formatDate(createdAt, { dateStyle: "medium" })}</dd>
          {cargo && (
            <>
              <dt className="text-fg-muted print:text-black">{t("cargo")}</dt>
              <dd className="text-end">{cargo}</dd>
            </>
          )}
        </dl>
      </header>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2">
        <Address title={t("shipTo")} address={deliveryAddress} />
        <Address title={t("billTo")} address={invoiceAddress} />
      </div>
      <table className="w-full border-collapse text-body-sm">
        <thead>
          <tr className="border-b border-fg-strong print:border-black">
            <th className="py-2 text-start">{t("product")}</th>
            <th className="py-2 text-start">{t("sku")}</th>
            <th className="py-2 text-end">{t("quantity")}</th>
            <th className="w-16 py-2 text-center">{t("packed")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.id}
              className="break-inside-avoid border-b border-border-subtle print:border-black"
            >
              <td className="py-2 pe-3">
                <span className="block font-medium [overflow-wrap:anywhere]">{item.name}</span>
                {item.variant && <span className="text-caption">{item.variant}</span>}
              </td>
              <td dir="ltr" className="py-2 text-start font-mono">
                {item.sku}
              </td>
              <td className="py-2 text-end text-body-lg font-semibold">
                {intl.formatNumber(item.quantity)}
              </td>
              <td className="py-2 text-center">
                <span
                  aria-hidden="true"
                  className="inline-block size-5 border border-fg-strong print:border-black"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {giftNote && (
        <section className="rounded-md border border-border-subtle p-3 print:border-black">
          <h2 className="text-caption font-semibold uppercase">{t("giftNote")}</h2>
          <p className="[overflow-wrap:anywhere]">{giftNote}</p>
        </section>
      )}
      {note && (
        <section className="rounded-md border border-border-subtle p-3 print:border-black">
          <h2 className="text-caption font-semibold uppercase">{t("note")}</h2>
          <p className="[overflow-wrap:anywhere]">{note}</p>
        </section>
      )}
      {onPrint && (
        <Button onClick={onPrint} className="self-start print:hidden">
          <Printer aria-hidden="true" />
          {t("print")}
        </Button>
      )}
    </article>
  );
}
