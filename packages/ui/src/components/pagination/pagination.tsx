import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { pageRange } from "./page-range.ts";

const messages = defineUiMessages({
  label: {
    id: "primitives.pagination.label",
    description: "Accessible name of the pagination nav",
  },
  previous: {
    id: "primitives.pagination.previous",
    description: "Visible text of the previous link",
  },
  next: { id: "primitives.pagination.next", description: "Visible text of the next link" },
  page: { id: "primitives.pagination.page", description: "Accessible name of a page link" },
  status: {
    id: "primitives.pagination.status",
    description: "Phones: where the shopper is, between previous and next",
  },
});

export interface PaginationLinkProps {
  href: string;
  children: ReactNode;
}

export type PaginationProps = Omit<ComponentProps<"nav">, "children" | "onChange"> & {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** The address of a page: every page is a real link that search engines can follow. */
  getHref: (page: number) => string;
  /** Called when a page link is followed (the link still navigates). */
  onPageChange?: (page: number) => void;
  /** Renders a link through the app's router; the returned element gets the pagination's look. */
  renderLink?: (props: PaginationLinkProps) => ReactNode;
  /** Pages shown on each side of the current one on wide screens. */
  siblingCount?: number;
};

/**
 * Page links with previous/next (chevrons mirror in RTL) and ellipses. On phones it shrinks to
 * previous, "Page 3 of 12" and next.
 */
function Pagination({
  page,
  pageCount,
  getHref,
  onPageChange,
  renderLink,
  siblingCount = 1,
  className,
  ...props
}: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  const number = (value: number) => intl.formatNumber(value, { useGrouping: false });

  const link = (
    target: number,
    children: ReactNode,
    rest: ComponentProps<typeof Button> & { "data-slot": string },
  ) => {
    const href = getHref(target);
    const onClick = onPageChange ? () => onPageChange(target) : undefined;
    return (
      <Button asChild {...rest} onClick={onClick}>
        {renderLink ? renderLink({ href, children }) : <a href={href}>{children}</a>}
      </Button>
    );
  };

  const step = (direction: "previous" | "next") => {
    const target = direction === "previous" ? current - 1 : current + 1;
    const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
    const content = (
      <>
        {direction === "next" && <span>{intl.formatMessage(messages.next)}</span>}
        <Icon aria-hidden="true" className="rtl:rotate-180" />
        {direction === "previous" && <span>{intl.formatMessage(messages.previous)}</span>}
      </>
    );
    const common = {
      "data-slot": `pagination-${direction}`,
      variant: "outline" as const,
      className: "gap-1 px-3",
    };
    if (target < 1 || target > pageCount) {
      return (
        <Button {...common} disabled>
          {content}
        </Button>
      );
    }
    return link(target, content, { ...common, rel: direction === "previous" ? "prev" : "next" });
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={intl.formatMessage(messages.label)}
      className={cn("flex justify-center", className)}
      {...props}
    >
      <ul className="flex items-center gap-1.5 sm:gap-1">
        <li className="me-1 sm:me-2">{step("previous")}</li>
        <li data-slot="pagination-status" className="px-3 text-body-sm text-fg-muted sm:hidden">
          {intl.formatMessage(messages.status, {
            page: number(current),
            pageCount: number(pageCount),
          })}
        </li>
        {pageRange(current, pageCount, siblingCount).map((item) =>
          typeof item === "number" ? (
            <li key={item} className="hidden sm:block">
              {item === current
                ? link(item, number(item), {
                    "data-slot": "pagination-page",
                    variant: "primary",
                    size: "icon",
                    "aria-current": "page",
                    "aria-label": intl.formatMessage(messages.page, { page: number(item) }),
                    className: "w-auto min-w-10 px-2",
                  })
                : link(item, number(item), {
                    "data-slot": "pagination-page",
                    variant: "ghost",
                    size: "icon",
                    "aria-label": intl.formatMessage(messages.page, { page: number(item) }),
                    className: "w-auto min-w-10 px-2 text-fg",
                  })}
            </li>
          ) : (
            <li
              key={item}
              data-slot="pagination-ellipsis"
              aria-hidden="true"
              className="hidden size-10 items-end justify-center pb-2 text-fg-subtle sm:flex"
            >
              …
            </li>
          ),
        )}
        <li className="ms-1 sm:ms-2">{step("next")}</li>
      </ul>
    </nav>
  );
}

export { Pagination };
