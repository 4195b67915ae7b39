import { PackageCheck, PackageX, TriangleAlert } from "lucide-react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { Badge } from "../badge/badge.tsx";
import type { ProductStockStatus } from "./product-detail-types.ts";

const messages = defineUiMessages({
  inStock: { id: "product.detail.inStock" },
  fewLeft: { id: "product.detail.fewLeft", description: "Stock is low: how many are left" },
  fewLeftNoCount: {
    id: "product.detail.fewLeftNoCount",
    description: "Stock is low, count unknown",
  },
  outOfStock: { id: "commerce.productCard.outOfStock" },
});

export function StockStatus({
  status,
  count,
}: {
  status: ProductStockStatus;
  count?: number | undefined;
}) {
  const intl = useIntl();
  if (status === "outOfStock") {
    return (
      <Badge data-slot="product-detail-stock" data-stock={status} variant="danger">
        <PackageX aria-hidden="true" />
        {intl.formatMessage(messages.outOfStock)}
      </Badge>
    );
  }
  if (status === "fewLeft") {
    return (
      <Badge data-slot="product-detail-stock" data-stock={status} variant="warning">
        <TriangleAlert aria-hidden="true" />
        {count !== undefined && count > 0
          ? intl.formatMessage(messages.fewLeft, { count })
          : intl.formatMessage(messages.fewLeftNoCount)}
      </Badge>
    );
  }
  return (
    <Badge data-slot="product-detail-stock" data-stock={status} variant="success">
      <PackageCheck aria-hidden="true" />
      {intl.formatMessage(messages.inStock)}
    </Badge>
  );
}
