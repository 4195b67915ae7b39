import { MessageSquareText, PenLine, Star } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { isoDate } from "../news-list/iso-date.ts";
import { Pagination, type PaginationLinkProps } from "../pagination/pagination.tsx";
import { RatingDisplay } from "../rating/rating.tsx";
import { Skeleton, SkeletonText } from "../skeleton/skeleton.tsx";
import { maskName } from "./mask-name.ts";

const messages = defineUiMessages({
  title: { id: "product.comments.title", description: "Heading of the reviews section" },
  average: {
    id: "product.comments.average",
    description: "Screen-reader text of the big average; {value} is formatted (4,5)",
  },
  count: { id: "primitives.rating.count" },
  distribution: {
    id: "product.comments.distribution",
    description: "Name of the bars that count the reviews per star",
  },
  stars: { id: "product.comments.stars", description: "A star level in the breakdown: 5 stars" },
  list: { id: "product.comments.list", description: "Name of the list of reviews" },
  empty: { id: "product.comments.empty" },
  emptyHint: { id: "product.comments.emptyHint" },
  write: { id: "product.comments.write", description: "Button: open the review form" },
  anonymous: {
    id: "product.comments.anonymous",
    description: "Reviewer shown when the name is hidden and empty",
  },
  loading: { id: "product.comments.loading" },
});

export interface ProductComment {
  id: string;
  /** The reviewer's name ("Ayşe Yılmaz"). */
  name: string;
  /** The reviewer's choice: false shows the name masked ("A*** Y***"). */
  showName: boolean;
  /** YYYY-MM-DD, an ISO timestamp or a Date; shown as YYYY-MM-DD. */
  date: string | Date;
  /** 1 to 5. */
  rating: number;
  text: string;
}

/** How many approved reviews gave each number of stars. */
export type RatingDistribution = Readonly<Partial<Record<1 | 2 | 3 | 4 | 5, number>>>;

export type ProductCommentsProps = Omit<ComponentProps<"section">, "children"> & {
  /** The average rating, 0 to 5. */
  average: number;
  /** The number of approved reviews. */
  count: number;
  distribution: RatingDistribution;
  /** The current page of approved reviews. */
  comments: readonly ProductComment[];
  /** The current page, from 1. */
  page?: number;
  pageCount?: number;
  /** The address of a page of reviews (needed when there is more than one page). */
  getPageHref?: (page: number) => string;
  /** Called when a page is chosen. */
  onPageChange?: (page: number) => void;
  /** Renders the page links through the app's router. */
  renderPageLink?: (props: PaginationLinkProps) => ReactNode;
  /** Shows a "write a review" button that raises this. */
  onWriteComment?: () => void;
  /** The page of reviews is loading (the summary stays). */
  loading?: boolean;
  /** Hide the section's own heading (when a tab already names it). */
  titleHidden?: boolean;
  headingLevel?: 2 | 3;
};

const levels = [5, 4, 3, 2, 1] as const;

/** Reviews of a product: the average, the breakdown per star and a page of approved reviews. */
export function ProductComments({
  average,
  count,
  distribution,
  comments,
  page = 1,
  pageCount = 1,
  getPageHref,
  onPageChange,
  renderPageLink,
  onWriteComment,
  loading = false,
  titleHidden = false,
  headingLevel = 2,
  className,
  ...props
}: ProductCommentsProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const Item = `h${headingLevel + 1}` as "h3" | "h4";
  const formatted = intl.formatNumber(Math.min(5, Math.max(0, average)), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const highest = Math.max(1, ...levels.map((level) => distribution[level] ?? 0));
  const empty = count === 0 && comments.length === 0 && !loading;

  const write = onWriteComment && (
    <Button variant="outline" data-slot="product-comments-write" onClick={onWriteComment}>
      <PenLine aria-hidden="true" />
      {intl.formatMessage(messages.write)}
    </Button>
  );

  return (
    <section
      data-slot="product-comments"
      data-state={loading ? "loading" : empty ? "empty" : "ready"}
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <Heading
        id={titleId}
        className={cn("text-heading-sm font-semibold text-fg-strong", titleHidden && "sr-only")}
      >
        {intl.formatMessage(messages.title)}
      </Heading>
      {empty ? (
        <div
          data-slot="product-comments-empty"
          className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface-muted px-6 py-10 text-center"
        >
          <span className="grid size-14 place-items-center rounded-full bg-surface shadow-sm">
            <MessageSquareText aria-hidden="true" className="size-7 text-fg-subtle" />
          </span>
          <p className="text-body font-semibold text-fg-strong">
            {intl.formatMessage(messages.empty)}
          </p>
          <p className="max-w-md text-body-sm text-fg-muted">
            {intl.formatMessage(messages.emptyHint)}
          </p>
          {write}
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
          <div data-slot="product-comments-summary" className="flex flex-col gap-4">
            <div className="flex items-center gap-4">
              <p
                data-slot="product-comments-average"
                className="text-display font-semibold leading-none text-fg-strong tabular-nums"
              >
                <span aria-hidden="true">{formatted}</span>
                <span className="sr-only">
                  {intl.formatMessage(messages.average, { value: formatted })}
                </span>
              </p>
              <div className="flex flex-col gap-1">
                <RatingDisplay value={average} size="lg" />
                <span className="text-body-sm text-fg-muted">
                  {intl.formatMessage(messages.count, { count })}
                </span>
              </div>
            </div>
            <ul
              data-slot="product-comments-distribution"
              aria-label={intl.formatMessage(messages.distribution)}
              className="flex flex-col gap-1.5"
            >
              {levels.map((level) => {
                const amount = distribution[level] ?? 0;
                return (
                  <li
                    key={level}
                    data-slot="product-comments-level"
                    className="flex items-center gap-2 text-body-sm"
                  >
                    <span
                      aria-hidden="true"
                      className="inline-flex w-7 shrink-0 items-center gap-0.5 font-medium text-fg-strong"
                    >
                      {level}
                      <Star className="size-3.5 fill-brand-accent text-brand-accent" />
                    </span>
                    <span
                      aria-hidden="true"
                      className="h-2 flex-1 overflow-hidden rounded-full bg-surface-sunken"
                    >
                      <span
                        data-slot="product-comments-bar"
                        className="block h-full rounded-full bg-brand-accent"
                        style={{ width: `${(amount / highest) * 100}%` }}
                      />
                    </span>
                    <span
                      aria-hidden="true"
                      className="w-10 shrink-0 text-end text-fg-muted tabular-nums"
                    >
                      {intl.formatNumber(amount)}
                    </span>
                    <span className="sr-only">
                      {intl.formatMessage(messages.stars, { stars: level })}:{" "}
                      {intl.formatMessage(messages.count, { count: amount })}
                    </span>
                  </li>
                );
              })}
            </ul>
            {write && <div>{write}</div>}
          </div>
          <div className="flex min-w-0 flex-col gap-6" aria-busy={loading || undefined}>
            {loading ? (
              <>
                <span role="status" className="sr-only">
                  {intl.formatMessage(messages.loading)}
                </span>
                <ul aria-hidden="true" className="flex flex-col divide-y divide-border-subtle">
                  {Array.from({ length: 3 }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
                    <li key={index} className="flex flex-col gap-2 py-4 first:pt-0">
                      <Skeleton shape="text" className="w-32" />
                      <Skeleton shape="text" className="w-24" />
                      <SkeletonText lines={2} className="text-body-sm" />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <ul
                data-slot="product-comments-list"
                aria-label={intl.formatMessage(messages.list)}
                className="flex flex-col divide-y divide-border-subtle"
              >
                {comments.map((comment) => {
                  const shown = comment.showName ? comment.name.trim() : maskName(comment.name);
                  const date = isoDate(comment.date);
                  return (
                    <li key={comment.id} data-slot="product-comment" className="py-4 first:pt-0">
                      <article className="flex flex-col gap-2">
                        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                          <Item
                            data-slot="product-comment-name"
                            className="text-body-sm font-semibold text-fg-strong [overflow-wrap:anywhere]"
                          >
                            <bdi>{shown || intl.formatMessage(messages.anonymous)}</bdi>
                          </Item>
                          <RatingDisplay value={comment.rating} size="sm" />
                          <time
                            data-slot="product-comment-date"
                            dateTime={date}
                            dir="ltr"
                            className="text-caption text-fg-muted"
                          >
                            {date}
                          </time>
                        </div>
                        <p
                          data-slot="product-comment-text"
                          className="whitespace-pre-line text-body-sm text-fg [overflow-wrap:anywhere]"
                        >
                          {comment.text}
                        </p>
                      </article>
                    </li>
                  );
                })}
              </ul>
            )}
            {pageCount > 1 && getPageHref && (
              <Pagination
                page={page}
                pageCount={pageCount}
                getHref={getPageHref}
                {...(onPageChange ? { onPageChange } : {})}
                {...(renderPageLink ? { renderLink: renderPageLink } : {})}
              />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
