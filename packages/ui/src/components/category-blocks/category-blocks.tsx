import { Shapes } from "lucide-react";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { WidgetSection } from "../product-showcase/widget-section.tsx";

const messages = defineUiMessages({
  title: { id: "product.categoryBlocks.title", description: "Default title of the category tiles" },
});

export interface CategoryBlock {
  id: string;
  name: string;
  href: string;
  /** The category's picture; absent or null shows an icon. */
  image?: string | null;
}

export type CategoryBlocksProps = Omit<ComponentProps<"section">, "title" | "children"> & {
  items: readonly CategoryBlock[];
  /** The widget's title; "Kategoriler" by default. */
  title?: string;
  renderLink?: RenderLayoutLink;
  headingLevel?: 2 | 3;
};

/**
 * Category tiles (picture and name) linking to the category pages; nothing without items. In a
 * narrow region (a side column) the tiles become a list of small pictures and names.
 */
export function CategoryBlocks({
  items,
  title,
  renderLink,
  headingLevel = 2,
  className,
  ...props
}: CategoryBlocksProps) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <WidgetSection
      slot="category-blocks"
      title={title ?? intl.formatMessage(messages.title)}
      headingLevel={headingLevel}
      className={className}
      {...props}
    >
      <div className="@container">
        <ul
          data-slot="category-blocks-list"
          className="grid grid-cols-1 gap-1 @3xs:grid-cols-3 @3xs:gap-3 @lg:grid-cols-4 @3xl:grid-cols-6 @3xl:gap-4"
        >
          {items.map((item) => (
            <li key={item.id} data-slot="category-block" className="flex min-w-0">
              <LayoutLink
                render={renderLink}
                href={item.href}
                data-slot="category-block-link"
                className={cn(
                  "group flex w-full items-center gap-3 rounded-lg p-1 text-start @3xs:flex-col @3xs:gap-2 @3xs:text-center",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                )}
              >
                <span
                  data-slot="category-block-media"
                  className="flex aspect-square w-10 shrink-0 items-center justify-center overflow-hidden rounded-full @3xs:w-full border border-border-subtle bg-surface-muted transition-shadow duration-fast ease-standard group-hover:shadow-md"
                >
                  {item.image ? (
                    <img
                      src={item.image}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover transition-transform duration-slow ease-standard group-hover:scale-105"
                    />
                  ) : (
                    <Shapes
                      aria-hidden="true"
                      className="size-1/3 text-fg-subtle"
                      strokeWidth={1.5}
                    />
                  )}
                </span>
                <span
                  data-slot="category-block-name"
                  className="line-clamp-2 text-body-sm font-medium text-fg-strong [overflow-wrap:anywhere] group-hover:text-brand-fg"
                >
                  {item.name}
                </span>
              </LayoutLink>
            </li>
          ))}
        </ul>
      </div>
    </WidgetSection>
  );
}
