import { Children, type ComponentProps, type ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import type { RenderLayoutLink } from "../../provider/link.tsx";
import { ProductGrid } from "../product-grid/product-grid.tsx";
import { ProductRail } from "../product-rail/product-rail.tsx";
import { WidgetSection } from "./widget-section.tsx";

const messages = defineUiMessages({
  seeAll: {
    id: "product.showcase.seeAll",
    description: "Link from a home widget to its full list",
  },
});

export type ProductShowcaseProps = Omit<ComponentProps<"section">, "title" | "children"> & {
  /** The widget's title from the layout ("Çok Satanlar"). */
  title: string;
  /** ProductCards. Without any (and not loading) the showcase renders nothing. */
  children?: ReactNode;
  /** "rail" scrolls sideways in one row; "grid" wraps into rows. */
  layout?: "rail" | "grid";
  /** The full list's address: shows a "see all" link. */
  seeAllHref?: string;
  /** Renders the "see all" link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
  loading?: boolean;
  /** Skeleton cards while loading. */
  skeletonCount?: number;
  headingLevel?: 2 | 3;
};

/** A home page product widget: title, "see all" link and the products as a rail or a grid. */
export function ProductShowcase({
  title,
  children,
  layout = "rail",
  seeAllHref,
  renderLink,
  loading = false,
  skeletonCount = 4,
  headingLevel = 2,
  ...props
}: ProductShowcaseProps) {
  const intl = useIntl();
  const count = Children.toArray(children).length;
  if (!loading && count === 0) return null;
  return (
    <WidgetSection
      slot="product-showcase"
      data-layout={layout}
      title={title}
      headingLevel={headingLevel}
      link={
        seeAllHref ? { href: seeAllHref, label: intl.formatMessage(messages.seeAll) } : undefined
      }
      renderLink={renderLink}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <ProductGrid loading skeletonCount={skeletonCount} />
      ) : layout === "grid" ? (
        <ProductGrid label={title}>{children}</ProductGrid>
      ) : (
        <ProductRail label={title}>{children}</ProductRail>
      )}
    </WidgetSection>
  );
}
