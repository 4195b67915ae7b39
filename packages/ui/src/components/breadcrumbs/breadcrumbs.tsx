import { ChevronRight } from "lucide-react";
import { type ComponentProps, Fragment, type ReactNode, useEffect, useRef } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Link } from "../link/link.tsx";

const messages = defineUiMessages({
  label: {
    id: "primitives.breadcrumbs.label",
    description: "Accessible name of the breadcrumb nav",
  },
});

export interface BreadcrumbItem {
  label: ReactNode;
  /** The page's address; the last item (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbLinkProps {
  href: string;
  children: ReactNode;
}

export type BreadcrumbsProps = Omit<ComponentProps<"nav">, "children"> & {
  /** From the home page to the current page, which comes last. */
  items: BreadcrumbItem[];
  /**
   * Renders a link through the app's router: `({ href, children }) => <RouterLink to={href}>
   * {children}</RouterLink>`. The returned element gets the breadcrumb's look and microdata.
   */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
};

const itemClass = "inline-block max-w-40 truncate align-bottom sm:max-w-60";

/**
 * Where the page sits in the shop. Marked up as a schema.org BreadcrumbList for search engines;
 * the chevrons mirror in RTL; on phones the trail stays on one line and scrolls.
 */
function Breadcrumbs({ items, renderLink, className, ...props }: BreadcrumbsProps) {
  const intl = useIntl();
  const { dir } = useLocale();
  const list = useRef<HTMLOListElement>(null);
  // on phones the trail scrolls: keep the current page, at its end, in view
  useEffect(() => {
    const element = list.current;
    if (!element || element.scrollWidth <= element.clientWidth) return;
    element.scrollLeft = dir === "rtl" ? -element.scrollWidth : element.scrollWidth;
  }, [dir]);
  return (
    <nav
      data-slot="breadcrumbs"
      aria-label={intl.formatMessage(messages.label)}
      className={cn("min-w-0 text-body-sm", className)}
      {...props}
    >
      <ol
        ref={list}
        data-slot="breadcrumbs-list"
        itemScope
        itemType="https://schema.org/BreadcrumbList"
        className="flex items-center gap-1.5 overflow-x-auto whitespace-nowrap py-1 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible"
      >
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const name = (
            <span
              itemProp="name"
              title={typeof item.label === "string" ? item.label : undefined}
              className={itemClass}
            >
              {item.label}
            </span>
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail's position is its identity
            <Fragment key={index}>
              {index > 0 && (
                <li
                  data-slot="breadcrumbs-separator"
                  role="presentation"
                  aria-hidden="true"
                  className="flex shrink-0 text-fg-subtle"
                >
                  <ChevronRight className="size-4 rtl:rotate-180" />
                </li>
              )}
              <li
                data-slot="breadcrumbs-item"
                itemProp="itemListElement"
                itemScope
                itemType="https://schema.org/ListItem"
                className="inline-flex shrink-0 items-center"
              >
                {last || !item.href ? (
                  <span
                    data-slot="breadcrumbs-page"
                    aria-current={last ? "page" : undefined}
                    className={cn(last ? "font-medium text-fg-strong" : "text-fg-muted")}
                  >
                    {name}
                  </span>
                ) : renderLink ? (
                  <Link
                    asChild
                    data-slot="breadcrumbs-link"
                    variant="muted"
                    underline="hover"
                    itemProp="item"
                  >
                    {renderLink({ href: item.href, children: name })}
                  </Link>
                ) : (
                  <Link
                    data-slot="breadcrumbs-link"
                    variant="muted"
                    underline="hover"
                    href={item.href}
                    itemProp="item"
                  >
                    {name}
                  </Link>
                )}
                <meta itemProp="position" content={String(index + 1)} />
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}

export { Breadcrumbs };
