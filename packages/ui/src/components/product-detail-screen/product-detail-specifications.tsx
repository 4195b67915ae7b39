import type { ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import type { ProductDetail } from "./product-detail-types.ts";

const messages = defineUiMessages({
  sku: { id: "product.detail.sku" },
  barcode: { id: "product.detail.barcode" },
  model: { id: "product.detail.model" },
  dimensions: { id: "product.detail.dimensions" },
  dimensionsValue: {
    id: "product.detail.dimensionsValue",
    description: "Width, height, depth in cm",
  },
  weight: { id: "product.detail.weight" },
  weightValue: { id: "product.detail.weightValue", description: "Weight in kilograms" },
  desi: { id: "product.detail.desi", description: "Volumetric weight used by Turkish carriers" },
  noSpecifications: { id: "product.detail.noSpecifications" },
});

export function Specifications({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  const rows: { key: string; name: ReactNode; value: ReactNode; ltr?: boolean }[] = [
    ...(product.properties ?? []).map((property, index) => ({
      key: `property-${index}`,
      name: property.name,
      value: property.value,
    })),
  ];
  if (product.model)
    rows.push({ key: "model", name: intl.formatMessage(messages.model), value: product.model });
  if (product.sku)
    rows.push({
      key: "sku",
      name: intl.formatMessage(messages.sku),
      value: product.sku,
      ltr: true,
    });
  if (product.barcode)
    rows.push({
      key: "barcode",
      name: intl.formatMessage(messages.barcode),
      value: product.barcode,
      ltr: true,
    });
  if (product.dimensions)
    rows.push({
      key: "dimensions",
      name: intl.formatMessage(messages.dimensions),
      value: intl.formatMessage(messages.dimensionsValue, {
        width: number(product.dimensions.width),
        height: number(product.dimensions.height),
        depth: number(product.dimensions.depth),
      }),
    });
  if (product.weight !== undefined)
    rows.push({
      key: "weight",
      name: intl.formatMessage(messages.weight),
      value: intl.formatMessage(messages.weightValue, { weight: number(product.weight) }),
    });
  if (product.desi !== undefined)
    rows.push({
      key: "desi",
      name: intl.formatMessage(messages.desi),
      value: number(product.desi),
    });

  if (rows.length === 0) {
    return (
      <p className="text-body-sm text-fg-muted">{intl.formatMessage(messages.noSpecifications)}</p>
    );
  }
  return (
    <dl
      data-slot="product-detail-specifications"
      className="grid max-w-3xl grid-cols-[minmax(7rem,40%)_1fr] overflow-hidden rounded-lg border border-border-subtle text-body-sm"
    >
      {rows.map((row, index) => (
        <div
          key={row.key}
          className={cn(
            "col-span-2 grid grid-cols-subgrid",
            index % 2 === 0 ? "bg-surface-muted" : "bg-surface",
          )}
        >
          <dt className="px-3 py-2.5 font-medium text-fg-muted [overflow-wrap:anywhere]">
            {row.name}
          </dt>
          <dd className="px-3 py-2.5 text-fg-strong [overflow-wrap:anywhere]">
            {row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
