import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { WidgetSection } from "../product-showcase/widget-section.tsx";

const messages = defineUiMessages({
  title: { id: "product.brandStrip.title", description: "Default title of the brand logos" },
});

export interface BrandStripItem {
  id: string;
  name: string;
  href: string;
  /** The brand's logo; without it the name is written instead. */
  logo?: string | null;
}

export type BrandStripProps = Omit<ComponentProps<"section">, "title" | "children"> & {
  items: readonly BrandStripItem[];
  /** The widget's title; "Markalar" by default. */
  title?: string;
  renderLink?: RenderLayoutLink;
  headingLevel?: 2 | 3;
};

/** Brand logos as links to the brand pages, in a wrapping row; nothing without items. */
export function BrandStrip({
  items,
  title,
  renderLink,
  headingLevel = 2,
  className,
  ...props
}: BrandStripProps) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <WidgetSection
      slot="brand-strip"
      title={title ?? intl.formatMessage(messages.title)}
      headingLevel={headingLevel}
      className={className}
      {...props}
    >
      <ul
        data-slot="brand-strip-list"
        className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8"
      >
        {items.map((item) => (
          <li key={item.id} data-slot="brand-strip-item" className="flex min-w-0">
            <LayoutLink
              render={renderLink}
              href={item.href}
              data-slot="brand-strip-link"
              title={item.name}
              className={cn(
                "flex h-20 w-full items-center justify-center rounded-lg border border-border-subtle bg-surface p-3",
                "transition-[border-color,box-shadow] duration-fast ease-standard hover:border-border-strong hover:shadow-md",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
              )}
            >
              {item.logo ? (
                <img
                  src={item.logo}
                  alt={item.name}
                  loading="lazy"
                  decoding="async"
                  className="max-h-full max-w-full object-contain"
                />
              ) : (
                <span className="line-clamp-2 text-center text-body-sm font-semibold text-fg-strong [overflow-wrap:anywhere]">
                  {item.name}
                </span>
              )}
            </LayoutLink>
          </li>
        ))}
      </ul>
    </WidgetSection>
  );
}
