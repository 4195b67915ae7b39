import { Flame, Newspaper } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { isoDate } from "../news-list/iso-date.ts";
import { Skeleton, SkeletonText } from "../skeleton/skeleton.tsx";

const messages = defineUiMessages({
  title: { id: "screens.mostReadPanel.title" },
  views: { id: "screens.mostReadPanel.views", description: "How many times a notice was read" },
  empty: { id: "screens.mostReadPanel.empty" },
  loading: { id: "screens.mostReadPanel.loading" },
});

export interface MostReadItem {
  id: string;
  title: ReactNode;
  href: string;
  /** YYYY-MM-DD, an ISO timestamp or a Date; shown as YYYY-MM-DD. */
  date?: string | Date;
  views?: number;
}

/** Props a panel link receives; render them on an `<a>` or on the router's link. */
export type MostReadLinkProps = ComponentProps<"a"> & { href: string };

export interface MostReadPanelProps extends Omit<ComponentProps<"section">, "children" | "title"> {
  /** Most read first; the panel numbers them. */
  items: MostReadItem[];
  /** Overrides the default heading ("Most read"). */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  loading?: boolean;
  /** Overrides the default text shown without items. */
  emptyMessage?: ReactNode;
  /** Renders each link, for the app's router link; a plain `<a>` by default. */
  renderLink?: (props: MostReadLinkProps) => ReactElement;
}

function MostReadPanel({
  items,
  title,
  headingLevel = 2,
  loading = false,
  emptyMessage,
  renderLink = defaultRenderLink,
  className,
  ...props
}: MostReadPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <section
      data-slot="most-read-panel"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cn(
        "flex flex-col overflow-hidden rounded-lg border border-border-subtle bg-surface shadow-sm",
        className,
      )}
      {...props}
    >
      <div
        data-slot="most-read-panel-header"
        className="flex items-center gap-2 border-b border-border-subtle px-4 py-3"
      >
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-subtle">
          <Flame aria-hidden="true" className="size-4 text-brand-accent" />
        </span>
        <Heading id={headingId} className="text-body font-semibold text-fg-strong">
          {title ?? intl.formatMessage(messages.title)}
        </Heading>
      </div>
      <div
        data-slot="most-read-panel-scroll"
        className={cn(
          "max-h-most-read overscroll-contain",
          loading ? "overflow-hidden" : "overflow-y-auto",
        )}
      >
        {loading ? (
          <ul data-slot="most-read-panel-loading" className="divide-y divide-border-subtle">
            <li className="sr-only">{intl.formatMessage(messages.loading)}</li>
            {[0, 1, 2, 3].map((row) => (
              <li key={row} aria-hidden="true" className="flex items-start gap-3 px-4 py-3">
                <Skeleton className="mt-0.5 h-6 w-5 rounded-sm" />
                <span className="flex flex-1 flex-col gap-1.5">
                  <SkeletonText lines={2} className="text-body-sm" />
                  <Skeleton shape="text" className="w-1/3 text-caption" />
                </span>
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <p
            data-slot="most-read-panel-empty"
            className="flex items-center gap-2 px-4 py-6 text-body-sm text-fg-muted"
          >
            <Newspaper aria-hidden="true" className="size-5 shrink-0 text-fg-subtle" />
            {emptyMessage ?? intl.formatMessage(messages.empty)}
          </p>
        ) : (
          <ol data-slot="most-read-panel-list" className="divide-y divide-border-subtle">
            {items.map((item, index) => (
              <li
                key={item.id}
                data-slot="most-read-panel-item"
                className="group/item relative flex items-start gap-3 px-4 py-3 transition-colors duration-fast hover:bg-surface-muted"
              >
                <span
                  aria-hidden="true"
                  data-slot="most-read-panel-rank"
                  className={cn(
                    "w-6 shrink-0 text-center text-heading-sm font-bold tabular-nums leading-none",
                    index < 3 ? "text-brand" : "text-fg-subtle",
                  )}
                >
                  {index + 1}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  {renderLink({
                    href: item.href,
                    "data-slot": "most-read-panel-link",
                    className: cn(
                      "line-clamp-2 text-body-sm font-medium text-fg-strong [overflow-wrap:anywhere]",
                      "after:absolute after:inset-0 group-hover/item:text-brand-fg",
                      "focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-focus",
                    ),
                    children: item.title,
                  } as MostReadLinkProps)}
                  {(item.date !== undefined || item.views !== undefined) && (
                    <span
                      data-slot="most-read-panel-meta"
                      className="flex flex-wrap items-center gap-x-2 text-caption text-fg-muted"
                    >
                      {item.date !== undefined && (
                        <time dateTime={isoDate(item.date)} dir="ltr">
                          {isoDate(item.date)}
                        </time>
                      )}
                      {item.date !== undefined && item.views !== undefined && (
                        <span aria-hidden="true">·</span>
                      )}
                      {item.views !== undefined && (
                        <span>{intl.formatMessage(messages.views, { count: item.views })}</span>
                      )}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

export { MostReadPanel };
