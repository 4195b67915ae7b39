import type { ComponentProps, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Container } from "../container/container.tsx";

const messages = defineUiMessages({
  skipToContent: {
    id: "layout.regions.skipToContent",
    description: "Skip link, the first focusable element of every page",
  },
  start: {
    id: "layout.regions.start",
    description: "Accessible name of the side region at the inline start (left in tr, right in ar)",
  },
  end: {
    id: "layout.regions.end",
    description: "Accessible name of the side region at the inline end (right in tr, left in ar)",
  },
});

export type LayoutRegionsProps = Omit<ComponentProps<"div">, "children"> & {
  /** Usually the `Header`: rendered above everything, full width. */
  header?: ReactNode;
  /** The side at the inline start: left in tr and en, right in ar. */
  left?: ReactNode;
  /** The page's main content, in a `main` landmark. Takes the space of absent side regions. */
  center?: ReactNode;
  /** The side at the inline end: right in tr and en, left in ar. */
  right?: ReactNode;
  /** Usually the `Footer`: rendered below everything, full width. */
  footer?: ReactNode;
  /** The id of the `main` element, the skip link's target. */
  mainId?: string;
  /** Accessible names of the side regions, when the page knows better ("Filters"). */
  leftLabel?: string;
  rightLabel?: string;
};

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}

/**
 * The page frame of the site settings' sections: header, left, center, right and footer.
 * On phones and tablets the side regions stack under the center; from 992 px they sit beside
 * it (3 of 12 columns each). Any region may be absent.
 */
function LayoutRegions({
  header,
  left,
  center,
  right,
  footer,
  mainId = "main-content",
  leftLabel,
  rightLabel,
  className,
  ...props
}: LayoutRegionsProps) {
  const intl = useIntl();
  const hasLeft = present(left);
  const hasRight = present(right);
  const sides = Number(hasLeft) + Number(hasRight);
  return (
    <div
      data-slot="layout-regions"
      data-sides={sides}
      className={cn("flex min-h-dvh flex-col bg-surface text-fg", className)}
      {...props}
    >
      <a
        data-slot="layout-skip-link"
        href={`#${mainId}`}
        className={cn(
          "sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-loading-bar",
          "focus:rounded-md focus:bg-secondary focus:px-4 focus:py-2 focus:font-medium focus:text-fg-on-secondary focus:shadow-lg",
        )}
      >
        {intl.formatMessage(messages.skipToContent)}
      </a>
      {present(header) && <div data-slot="layout-header">{header}</div>}
      <Container
        data-slot="layout-body"
        className={cn(
          "grid flex-1 grid-cols-1 content-start gap-6 py-6",
          sides > 0 &&
            "lg:grid-cols-[repeat(var(--shop-grid-columns),minmax(0,1fr))] lg:gap-gutter",
        )}
      >
        <main
          id={mainId}
          tabIndex={-1}
          data-slot="layout-center"
          className={cn(
            "min-w-0 focus:outline-none lg:row-start-1",
            sides === 2 && "lg:col-span-6 lg:col-start-4",
            sides === 1 && "lg:col-span-9",
            hasLeft && sides === 1 && "lg:col-start-4",
            hasRight && sides === 1 && "lg:col-start-1",
          )}
        >
          {center}
        </main>
        {hasLeft && (
          <aside
            data-slot="layout-left"
            aria-label={leftLabel ?? intl.formatMessage(messages.start)}
            className="min-w-0 lg:col-span-3 lg:col-start-1 lg:row-start-1"
          >
            {left}
          </aside>
        )}
        {hasRight && (
          <aside
            data-slot="layout-right"
            aria-label={rightLabel ?? intl.formatMessage(messages.end)}
            className="min-w-0 lg:col-span-3 lg:col-start-10 lg:row-start-1"
          >
            {right}
          </aside>
        )}
      </Container>
      {present(footer) && <div data-slot="layout-footer">{footer}</div>}
    </div>
  );
}

export { LayoutRegions };
