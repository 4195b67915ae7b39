import { ChevronRight } from "lucide-react";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { type BreadcrumbItem, Breadcrumbs } from "../breadcrumbs/index.ts";

const messages = defineUiMessages({
  title: { id: "catalogue.categoryList.title", description: "Heading of the all-categories page" },
  seeAll: { id: "catalogue.categoryList.seeAll", description: "Link to a top category's page" },
  empty: { id: "catalogue.categoryList.empty" },
  productCount: { id: "catalogue.productCount" },
});

export interface CategoryListEntry {
  id: string;
  name: string;
  href: string;
  /** The category's picture; absent shows none. */
  image?: string | null;
  productCount?: number;
  /** Its sub-categories, shown as links. */
  children?: CategoryListEntry[];
}

export type CategoryListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  breadcrumbs?: BreadcrumbItem[];
  /** The top categories with their children. */
  categories: CategoryListEntry[];
  /** Renders every link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
};

const linkFocus =
  "rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";

/** All categories: each top category as a card (picture, name, count) with its children as links. */
function CategoryListScreen({
  breadcrumbs,
  categories,
  renderLink,
  className,
  ...props
}: CategoryListScreenProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="category-list-screen"
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      {breadcrumbs && (
        <Breadcrumbs
          items={breadcrumbs}
          {...(renderLink
            ? {
                renderLink: ({ href, children }) => (
                  <LayoutLink render={renderLink} href={href}>
                    {children}
                  </LayoutLink>
                ),
              }
            : {})}
        />
      )}
      <h1 className="text-heading-md font-bold text-fg-strong sm:text-heading-lg">
        {intl.formatMessage(messages.title)}
      </h1>
      {categories.length === 0 ? (
        <p
          data-slot="category-list-empty"
          className="rounded-lg bg-surface-muted px-6 py-10 text-center text-body text-fg-muted"
        >
          {intl.formatMessage(messages.empty)}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id} className="min-w-0">
              <section
                data-slot="category-list-category"
                aria-labelledby={`category-${category.id}`}
                className="flex h-full flex-col overflow-hidden rounded-lg border border-border-subtle bg-surface"
              >
                {category.image && (
                  <img
                    src={category.image}
                    alt=""
                    width={400}
                    height={200}
                    loading="lazy"
                    className="aspect-[2/1] w-full bg-surface-muted object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col gap-3 p-4">
                  <h2 id={`category-${category.id}`} className="flex flex-col gap-0.5">
                    <LayoutLink
                      render={renderLink}
                      href={category.href}
                      data-slot="category-list-link"
                      className={cn(
                        "text-heading-sm font-bold text-fg-strong break-words hover:text-brand-fg",
                        linkFocus,
                      )}
                    >
                      {category.name}
                    </LayoutLink>
                    {category.productCount !== undefined && (
                      <span className="text-caption font-normal text-fg-muted">
                        {intl.formatMessage(messages.productCount, {
                          count: category.productCount,
                        })}
                      </span>
                    )}
                  </h2>
                  {category.children && category.children.length > 0 && (
                    <ul data-slot="category-list-children" className="flex flex-col gap-1">
                      {category.children.map((child) => (
                        <li key={child.id}>
                          <LayoutLink
                            render={renderLink}
                            href={child.href}
                            data-slot="category-list-child"
                            className={cn(
                              "block py-1 text-body-sm text-fg break-words hover:text-brand-fg hover:underline",
                              linkFocus,
                            )}
                          >
                            {child.name}
                          </LayoutLink>
                        </li>
                      ))}
                    </ul>
                  )}
                  <LayoutLink
                    render={renderLink}
                    href={category.href}
                    data-slot="category-list-see-all"
                    aria-describedby={`category-${category.id}`}
                    className={cn(
                      "mt-auto inline-flex items-center gap-1 self-start text-body-sm font-semibold text-brand-fg hover:underline",
                      linkFocus,
                    )}
                  >
                    {intl.formatMessage(messages.seeAll)}
                    <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                  </LayoutLink>
                </div>
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { CategoryListScreen };
