import { SearchX } from "lucide-react";
import { Children, type ComponentProps, isValidElement, type ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Skeleton, SkeletonText } from "../skeleton/index.ts";

const messages = defineUiMessages({
  label: { id: "commerce.productGrid.label", description: "Accessible name of a product list" },
  loading: { id: "commerce.productGrid.loading", description: "Screen-reader text while loading" },
  emptyTitle: {
    id: "commerce.productGrid.emptyTitle",
    description: "Title of an empty product list",
  },
  emptyHint: { id: "commerce.productGrid.emptyHint", description: "Hint under the empty title" },
});

export type ProductGridProps = Omit<ComponentProps<"div">, "children"> & {
  /** ProductCards, one per product. */
  children?: ReactNode;
  /** Shows skeleton cards instead of the products. */
  loading?: boolean;
  /** Number of skeleton cards while loading (a page's worth). */
  skeletonCount?: number;
  /** Accessible name of the list (defaults to "Products"). */
  label?: string;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** Shown under the empty message, e.g. a "clear filters" button. */
  emptyAction?: ReactNode;
};

const gridClass = "grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4";

export function ProductGrid({
  children,
  loading = false,
  skeletonCount = 8,
  label,
  emptyTitle,
  emptyDescription,
  emptyAction,
  className,
  ...props
}: ProductGridProps) {
  const intl = useIntl();
  const items = Children.toArray(children);
  const name = label ?? intl.formatMessage(messages.label);

  if (loading) {
    return (
      <div
        data-slot="product-grid"
        data-state="loading"
        aria-busy="true"
        className={className}
        {...props}
      >
        <span role="status" className="sr-only">
          {intl.formatMessage(messages.loading)}
        </span>
        <div aria-hidden="true" className={gridClass}>
          {Array.from({ length: skeletonCount }, (_, index) => `skeleton-${index}`).map((id) => (
            <ProductCardSkeleton key={id} />
          ))}
        </div>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div
        data-slot="product-grid"
        data-state="empty"
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface-muted px-6 py-12 text-center",
          className,
        )}
        {...props}
      >
        <span
          data-slot="product-grid-empty-icon"
          className="flex size-14 items-center justify-center rounded-full bg-brand-subtle text-brand-fg"
        >
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <p
          data-slot="product-grid-empty-title"
          className="text-body-lg font-semibold text-fg-strong"
        >
          {emptyTitle ?? intl.formatMessage(messages.emptyTitle)}
        </p>
        <p
          data-slot="product-grid-empty-description"
          className="max-w-md text-body-sm text-fg-muted"
        >
          {emptyDescription ?? intl.formatMessage(messages.emptyHint)}
        </p>
        {emptyAction && (
          <div data-slot="product-grid-empty-action" className="mt-2">
            {emptyAction}
          </div>
        )}
      </div>
    );
  }

  return (
    <div data-slot="product-grid" data-state="ready" className={className} {...props}>
      <ul aria-label={name} className={gridClass}>
        {items.map((item, index) => (
          <li
            key={isValidElement(item) && item.key !== null ? item.key : index}
            data-slot="product-grid-item"
            className="min-w-0"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProductCardSkeleton() {
  return (
    <div
      data-slot="product-card-skeleton"
      className="flex flex-col overflow-hidden rounded-lg border border-border-subtle bg-surface"
    >
      <Skeleton className="aspect-[3/4] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3 text-body-sm">
        <SkeletonText lines={2} />
        <Skeleton shape="text" className="w-2/5" />
        <Skeleton className="mt-2 h-5 w-1/2" />
      </div>
    </div>
  );
}
