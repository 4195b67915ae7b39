import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const gridVariants = cva("grid grid-cols-[repeat(var(--shop-grid-columns),minmax(0,1fr))]", {
  variants: {
    gap: {
      none: "gap-0",
      sm: "gap-2 md:gap-3",
      md: "gap-4 md:gap-gutter",
    },
  },
  defaultVariants: { gap: "md" },
});

export type GridProps = ComponentProps<"div"> &
  VariantProps<typeof gridVariants> & {
    asChild?: boolean;
  };

/** A 12-column grid (tokens: grid columns, gutter). Place `GridItem`s in it. */
function Grid({ className, gap, asChild = false, ...props }: GridProps) {
  const Comp = asChild ? Slot : "div";
  return <Comp data-slot="grid" className={cn(gridVariants({ gap }), className)} {...props} />;
}

export type GridSpan = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | "hidden";

// Literal class names, so that Tailwind finds every one of them in the source.
const spans = {
  base: {
    1: "col-span-1",
    2: "col-span-2",
    3: "col-span-3",
    4: "col-span-4",
    5: "col-span-5",
    6: "col-span-6",
    7: "col-span-7",
    8: "col-span-8",
    9: "col-span-9",
    10: "col-span-10",
    11: "col-span-11",
    12: "col-span-12",
    hidden: "hidden",
  },
  sm: {
    1: "sm:col-span-1",
    2: "sm:col-span-2",
    3: "sm:col-span-3",
    4: "sm:col-span-4",
    5: "sm:col-span-5",
    6: "sm:col-span-6",
    7: "sm:col-span-7",
    8: "sm:col-span-8",
    9: "sm:col-span-9",
    10: "sm:col-span-10",
    11: "sm:col-span-11",
    12: "sm:col-span-12",
    hidden: "sm:hidden",
  },
  md: {
    1: "md:col-span-1",
    2: "md:col-span-2",
    3: "md:col-span-3",
    4: "md:col-span-4",
    5: "md:col-span-5",
    6: "md:col-span-6",
    7: "md:col-span-7",
    8: "md:col-span-8",
    9: "md:col-span-9",
    10: "md:col-span-10",
    11: "md:col-span-11",
    12: "md:col-span-12",
    hidden: "md:hidden",
  },
  lg: {
    1: "lg:col-span-1",
    2: "lg:col-span-2",
    3: "lg:col-span-3",
    4: "lg:col-span-4",
    5: "lg:col-span-5",
    6: "lg:col-span-6",
    7: "lg:col-span-7",
    8: "lg:col-span-8",
    9: "lg:col-span-9",
    10: "lg:col-span-10",
    11: "lg:col-span-11",
    12: "lg:col-span-12",
    hidden: "lg:hidden",
  },
  xl: {
    1: "xl:col-span-1",
    2: "xl:col-span-2",
    3: "xl:col-span-3",
    4: "xl:col-span-4",
    5: "xl:col-span-5",
    6: "xl:col-span-6",
    7: "xl:col-span-7",
    8: "xl:col-span-8",
    9: "xl:col-span-9",
    10: "xl:col-span-10",
    11: "xl:col-span-11",
    12: "xl:col-span-12",
    hidden: "xl:hidden",
  },
} as const satisfies Record<string, Record<GridSpan, string>>;

const shown = { sm: "sm:block", md: "md:block", lg: "lg:block", xl: "xl:block" } as const;

export type GridItemProps = ComponentProps<"div"> & {
  /** Columns (of 12) taken on phones, and on wider screens until a breakpoint prop says otherwise. */
  span?: GridSpan;
  /** From 576 px. */
  sm?: GridSpan;
  /** From 768 px. */
  md?: GridSpan;
  /** From 992 px. */
  lg?: GridSpan;
  /** From 1200 px. */
  xl?: GridSpan;
  asChild?: boolean;
};

function GridItem({
  className,
  span = 12,
  sm,
  md,
  lg,
  xl,
  asChild = false,
  ...props
}: GridItemProps) {
  const Comp = asChild ? Slot : "div";
  const classes: string[] = [spans.base[span]];
  let hidden = span === "hidden";
  for (const [breakpoint, value] of [
    ["sm", sm],
    ["md", md],
    ["lg", lg],
    ["xl", xl],
  ] as const) {
    if (value === undefined) continue;
    classes.push(spans[breakpoint][value]);
    if (hidden && value !== "hidden") classes.push(shown[breakpoint]);
    hidden = value === "hidden";
  }
  return <Comp data-slot="grid-item" className={cn(classes, "min-w-0", className)} {...props} />;
}

export { Grid, GridItem, gridVariants };
