import { Slot, Slottable } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { ExternalLink } from "lucide-react";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  external: {
    id: "primitives.link.external",
    description: "Screen-reader text after an external link's name",
  },
});

const linkVariants = cva(
  [
    "cursor-pointer rounded-sm underline-offset-4 decoration-1 transition-colors duration-fast ease-standard",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:inline-block [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        default: "text-fg-link hover:text-info-fg",
        brand: "text-brand-fg hover:text-brand-active",
        muted: "text-fg-muted hover:text-fg-strong",
        inherit: "text-inherit",
      },
      underline: {
        always: "underline hover:decoration-2",
        hover: "no-underline hover:underline",
        none: "no-underline",
      },
      size: {
        inherit: "",
        sm: "text-body-sm",
        md: "text-body",
        lg: "text-body-lg",
      },
    },
    defaultVariants: { variant: "default", underline: "always", size: "inherit" },
  },
);

export type LinkProps = ComponentProps<"a"> &
  VariantProps<typeof linkVariants> & {
    /** Render the single child (the router's Link) with the link's look and behaviour. */
    asChild?: boolean;
    /**
     * A link that leaves the shop: opens in a new tab (rel noopener noreferrer) and says so with
     * an icon and screen-reader text.
     */
    external?: boolean;
  };

/** A text link. The app passes its router link through `asChild`. */
function Link({
  className,
  variant,
  underline,
  size,
  asChild = false,
  external = false,
  children,
  ...props
}: LinkProps) {
  const intl = useIntl();
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="link"
      data-variant={variant ?? "default"}
      className={cn(linkVariants({ variant, underline, size }), className)}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
    >
      <Slottable>{children}</Slottable>
      {external && (
        <>
          <ExternalLink
            data-slot="link-external-icon"
            aria-hidden="true"
            className="ms-1 size-[0.9em] align-[-0.1em] rtl:-scale-x-100"
          />
          <span data-slot="link-external-label" className="sr-only">
            {` ${intl.formatMessage(messages.external)}`}
          </span>
        </>
      )}
    </Comp>
  );
}

export { Link, linkVariants };
