import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Skeleton, SkeletonText } from "../skeleton/skeleton.tsx";

const messages = defineUiMessages({
  loading: { id: "product.detail.loading", description: "Screen-reader text while loading" },
});

export type ProductDetailLoadingProps = ComponentProps<"div">;

/** The product page's skeleton, while the product is on its way. */
export function ProductDetailLoading({ className, ...props }: ProductDetailLoadingProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="product-detail-screen"
      data-state="loading"
      aria-busy="true"
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <span role="status" className="sr-only">
        {intl.formatMessage(messages.loading)}
      </span>
      <Skeleton shape="text" className="w-64 max-w-full text-body-sm" />
      <div aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <Skeleton className="aspect-[3/4] w-full rounded-lg" />
        <div className="flex flex-col gap-4">
          <Skeleton shape="text" className="w-24" />
          <SkeletonText lines={2} className="text-heading-md" />
          <Skeleton shape="text" className="w-40" />
          <Skeleton className="h-9 w-44" />
          <Skeleton className="h-6 w-28 rounded-sm" />
          <div className="flex gap-2">
            {["s", "m", "l", "xl"].map((size) => (
              <Skeleton key={size} className="h-10 w-12" />
            ))}
          </div>
          <div className="flex gap-3">
            <Skeleton className="h-12 w-32" />
            <Skeleton className="h-12 flex-1" />
          </div>
        </div>
      </div>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-full max-w-lg" />
        <SkeletonText lines={4} />
      </div>
    </div>
  );
}
