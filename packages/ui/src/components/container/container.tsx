import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const containerVariants = cva("mx-auto w-full px-4 sm:px-6 xl:px-3", {
  variants: {
    size: {
      default: "max-w-container",
      fluid: "max-w-none",
    },
  },
  defaultVariants: { size: "default" },
});

export type ContainerProps = ComponentProps<"div"> &
  VariantProps<typeof containerVariants> & {
    /** Render the single child (a `section`, `main`…) with the container's box. */
    asChild?: boolean;
  };

/** The page's centred column: 1140 px at most (token), with side padding that grows with the screen. */
function Container({ className, size, asChild = false, ...props }: ContainerProps) {
  const Comp = asChild ? Slot : "div";
  return (
    <Comp
      data-slot="container"
      data-size={size ?? "default"}
      className={cn(containerVariants({ size }), className)}
      {...props}
    />
  );
}

export { Container, containerVariants };
