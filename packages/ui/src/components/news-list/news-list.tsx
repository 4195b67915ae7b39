import { cva, type VariantProps } from "class-variance-authority";
import { CalendarDays, Newspaper } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Badge, badgeVariants } from "../badge/badge.tsx";
import { Skeleton, SkeletonText } from "../skeleton/skeleton.tsx";
import { isoDate } from "./iso-date.ts";

const messages = defineUiMessages({
  empty: { id: "screens.newsList.empty" },
  loading: { id: "screens.newsList.loading" },
  categories: {
    id: "screens.newsList.categories",
    description: "Accessible name of a post's category labels",
  },
  published: {
    id: "screens.newsList.published",
    description: "Accessible prefix of a post's date",
  },
});

export interface NewsCategory {
  id: string;
  label: ReactNode;
  /** The category's page; without it the label is plain text. */
  href?: string;
}

export interface NewsItem {
  id: string;
  title: ReactNode;
  href: string;
  imageSrc?: string;
  /** Describe the picture only when it says more than the title; empty by default. */
  imageAlt?: string;
  /** YYYY-MM-DD, an ISO timestamp or a Date; shown as YYYY-MM-DD. */
  date: string | Date;
  excerpt?: ReactNode;
  categories?: NewsCategory[];
}

/** Props a news link receives; render them on an `<a>` or on the router's link. */
export type NewsLinkProps = ComponentProps<"a"> & { href: string };

const newsListVariants = cva("grid", {
  variants: {
    variant: {
      grid: "grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3",
      list: "grid-cols-1 gap-4",
    },
  },
  defaultVariants: { variant: "grid" },
});

export interface NewsListProps
  extends Omit<ComponentProps<"div">, "children">,
    VariantProps<typeof newsListVariants> {
  items: NewsItem[];
  loading?: boolean;
  /** How many placeholder cards show while loading. */
  loadingCount?: number;
  /** Overrides the default text shown without items. */
  emptyMessage?: ReactNode;
  /** Shown under the empty message (a link back to all posts, say). */
  emptyAction?: ReactNode;
  /** The level of each post's title. */
  headingLevel?: 2 | 3 | 4;
  /** Renders each link, for the app's router link; a plain `<a>` by default. */
  renderLink?: (props: NewsLinkProps) => ReactElement;
}

function NewsList({
  items,
  variant = "grid",
  loading = false,
  loadingCount = 6,
  emptyMessage,
  emptyAction,
  headingLevel = 3,
  renderLink = defaultRenderLink,
  className,
  ...props
}: NewsListProps) {
  const intl = useIntl();
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const isList = variant === "list";

  if (!loading && items.length === 0) {
    return (
      <div
        data-slot="news-list"
        data-variant={variant ?? "grid"}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface-muted px-6 py-12 text-center",
          className,
        )}
        {...props}
      >
        <span className="grid size-14 place-items-center rounded-full bg-surface shadow-sm">
          <Newspaper aria-hidden="true" className="size-7 text-fg-subtle" />
        </span>
        <p data-slot="news-list-empty" className="max-w-md text-body text-fg-muted">
          {emptyMessage ?? intl.formatMessage(messages.empty)}
        </p>
        {emptyAction && <div data-slot="news-list-empty-action">{emptyAction}</div>}
      </div>
    );
  }

  const media = (item?: NewsItem) => (
    <div
      data-slot="news-list-media"
      className={cn(
        "relative shrink-0 overflow-hidden bg-surface-sunken",
        isList
          ? "aspect-[4/3] w-28 rounded-md sm:w-48 md:w-56"
          : "aspect-[16/10] w-full rounded-t-lg",
      )}
    >
      {!item ? (
        <Skeleton className="size-full rounded-none" />
      ) : item.imageSrc ? (
        <img
          src={item.imageSrc}
          alt={item.imageAlt ?? ""}
          loading="lazy"
          className="size-full object-cover transition-transform duration-slow ease-standard group-hover/news:scale-105"
        />
      ) : (
        <div className="grid size-full place-items-center">
          <Newspaper aria-hidden="true" className="size-10 text-fg-disabled" strokeWidth={1.5} />
        </div>
      )}
    </div>
  );

  return (
    <div
      data-slot="news-list"
      data-variant={variant ?? "grid"}
      aria-busy={loading || undefined}
      className={className}
      {...props}
    >
      {loading ? (
        <>
          <span className="sr-only" role="status">
            {intl.formatMessage(messages.loading)}
          </span>
          <ul aria-hidden="true" className={newsListVariants({ variant })}>
            {Array.from({ length: loadingCount }, (_, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else
                key={index}
                data-slot="news-list-placeholder"
                className={cn(
                  "flex overflow-hidden rounded-lg border border-border-subtle bg-surface",
                  isList ? "flex-row gap-4 p-3" : "flex-col",
                )}
              >
                {media()}
                <div className={cn("flex flex-1 flex-col gap-3", !isList && "p-4")}>
                  <Skeleton className="h-5 w-16 rounded-sm" />
                  <SkeletonText lines={2} className="text-body-lg" />
                  <Skeleton shape="text" className="w-24 text-caption" />
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className={newsListVariants({ variant })}>
          {items.map((item) => {
            const titleId = `${baseId}-${item.id}`;
            const date = isoDate(item.date);
            return (
              <li key={item.id} data-slot="news-list-item" className="flex">
                <article
                  aria-labelledby={titleId}
                  className={cn(
                    "group/news relative flex w-full overflow-hidden rounded-lg border border-border-subtle bg-surface",
                    "shadow-sm transition-shadow duration-normal ease-standard hover:shadow-md",
                    "has-[[data-slot=news-list-link]:focus-visible]:outline-2 has-[[data-slot=news-list-link]:focus-visible]:outline-offset-2 has-[[data-slot=news-list-link]:focus-visible]:outline-focus",
                    isList ? "flex-row gap-4 p-3" : "flex-col",
                  )}
                >
                  {media(item)}
                  <div
                    data-slot="news-list-body"
                    className={cn("flex min-w-0 flex-1 flex-col gap-2", !isList && "p-4")}
                  >
                    {item.categories && item.categories.length > 0 && (
                      <ul
                        aria-label={intl.formatMessage(messages.categories)}
                        data-slot="news-list-categories"
                        className="flex flex-wrap gap-1.5"
                      >
                        {item.categories.map((category) => (
                          <li key={category.id} data-slot="news-list-category" className="flex">
                            {category.href ? (
                              renderLink({
                                href: category.href,
                                className: cn(
                                  badgeVariants({ variant: "brand", size: "sm" }),
                                  "relative z-10 transition-colors duration-fast hover:border-brand-accent hover:bg-brand-muted",
                                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                                ),
                                children: category.label,
                              })
                            ) : (
                              <Badge variant="brand" size="sm">
                                {category.label}
                              </Badge>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                    <Heading
                      id={titleId}
                      data-slot="news-list-title"
                      className={cn(
                        "font-semibold text-fg-strong [overflow-wrap:anywhere] group-hover/news:text-brand-fg",
                        isList
                          ? "line-clamp-2 text-body sm:text-body-lg"
                          : "line-clamp-2 text-body-lg",
                      )}
                    >
                      {renderLink({
                        href: item.href,
                        "data-slot": "news-list-link",
                        className: "outline-none after:absolute after:inset-0",
                        children: item.title,
                      } as NewsLinkProps)}
                    </Heading>
                    {item.excerpt && (
                      <p
                        data-slot="news-list-excerpt"
                        className={cn(
                          "text-body-sm text-fg-muted [overflow-wrap:anywhere]",
                          isList ? "line-clamp-2 max-sm:hidden" : "line-clamp-3",
                        )}
                      >
                        {item.excerpt}
                      </p>
                    )}
                    <p
                      data-slot="news-list-date"
                      className="mt-auto flex items-center gap-1.5 pt-1 text-caption text-fg-muted"
                    >
                      <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="sr-only">{intl.formatMessage(messages.published)}</span>
                      <time dateTime={date} dir="ltr">
                        {date}
                      </time>
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export { NewsList, newsListVariants };
