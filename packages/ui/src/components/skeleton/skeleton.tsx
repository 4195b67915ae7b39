import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const skeletonVariants = cva("block animate-pulse bg-surface-skeleton", {
  variants: {
    shape: {
      rect: "rounded-md",
      circle: "aspect-square rounded-full",
      text: "h-[0.875em] rounded-sm",
    },
  },
  defaultVariants: { shape: "rect" },
});

export type SkeletonProps = ComponentProps<"span"> & VariantProps<typeof skeletonVariants>;

/**
 * A grey placeholder in the shape of content that is still loading. It is hidden from screen
 * readers: mark the region that loads with `aria-busy` (and a Spinner's label if it takes long).
 */
function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      data-shape={shape ?? "rect"}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}

export type SkeletonTextProps = Omit<ComponentProps<"span">, "children"> & {
  /** Number of lines; the last one is shorter, like the end of a paragraph. */
  lines?: number;
};

/** Lines of text that are still loading, in the current font size and line height. */
function SkeletonText({ lines = 3, className, ...props }: SkeletonTextProps) {
  return (
    <span
      data-slot="skeleton-text"
      aria-hidden="true"
      className={cn("flex w-full flex-col", className)}
      {...props}
    >
      {Array.from({ length: lines }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
          key={index}
          data-slot="skeleton-text-line"
          className="flex h-[1lh] items-center"
        >
          <Skeleton
            shape="text"
            className={cn("w-full", lines > 1 && index === lines - 1 && "w-3/5")}
          />
        </span>
      ))}
    </span>
  );
}

export { Skeleton, SkeletonText, skeletonVariants };
