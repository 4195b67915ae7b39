import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export type ProductDetailColumnsProps = ComponentProps<"div">;

/** The gallery and the buy box side by side from tablets up, one above the other on phones. */
export function ProductDetailColumns({ className, ...props }: ProductDetailColumnsProps) {
  return (
    <div className={cn("grid min-w-0 gap-6 md:grid-cols-2 lg:gap-10", className)} {...props} />
  );
}
