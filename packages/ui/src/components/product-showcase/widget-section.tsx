import { ChevronRight } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { linkVariants } from "../link/link.tsx";

export type WidgetSectionProps = Omit<ComponentProps<"section">, "title"> & {
  /** The data-slot of the widget ("product-showcase", "brand-strip"...). */
  slot: string;
  title: ReactNode;
  /** Hide the title visually (it still names the section). */
  titleHidden?: boolean;
  headingLevel?: 2 | 3;
  /** A "see all" link at the end of the title row. */
  link?: { href: string; label: string } | undefined;
  renderLink?: RenderLayoutLink | undefined;
};

/** The frame of a home page widget: a titled section with an optional "see all" link. */
export function WidgetSection({
  slot,
  title,
  titleHidden = false,
  headingLevel = 2,
  link,
  renderLink,
  className,
  children,
  ...props
}: WidgetSectionProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot={slot}
      aria-labelledby={titleId}
      className={cn("flex min-w-0 flex-col gap-4", className)}
      {...props}
    >
      <div
        data-slot={`${slot}-header`}
        className={cn("flex items-end justify-between gap-4", titleHidden && !link && "sr-only")}
      >
        <Heading
          id={titleId}
          data-slot={`${slot}-title`}
          className={cn(
            "min-w-0 text-heading-sm font-semibold text-fg-strong [overflow-wrap:anywhere] md:text-heading-md",
            titleHidden && "sr-only",
          )}
        >
          {title}
        </Heading>
        {link && (
          <LayoutLink
            render={renderLink}
            href={link.href}
            aria-describedby={titleId}
            data-slot={`${slot}-see-all`}
            className={cn(
              linkVariants({ variant: "brand", underline: "hover", size: "sm" }),
              "inline-flex shrink-0 items-center gap-1 font-medium",
            )}
          >
            {link.label}
            <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </LayoutLink>
        )}
      </div>
      {children}
    </section>
  );
}
