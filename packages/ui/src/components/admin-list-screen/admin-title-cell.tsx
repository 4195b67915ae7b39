import type { ReactElement, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge, type BadgeProps } from "../badge/badge.tsx";

export interface AdminTitleCellProps {
  title: string;
  /** The record's edit page: the title links to it. */
  href: string;
  /** The record's address code, shown under the title left to right. */
  code?: string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** The column's least width (a longer title wraps anywhere rather than widening it). */
  className?: string;
  /** A state worth a badge under the title ("Inactive", "Scheduled"); none for the usual one. */
  status?: { label: ReactNode; variant: BadgeProps["variant"] } | false | null;
  /** More under the title (a narrow screen's copy of a hidden column). */
  children?: ReactNode;
}

/** The first cell of an admin list's row: the record's title linking to its edit page. */
export function AdminTitleCell({
  title,
  href,
  code,
  renderLink = defaultRenderLink,
  className,
  status,
  children,
}: AdminTitleCellProps) {
  return (
    <span
      data-slot="admin-title-cell"
      className={cn("flex min-w-40 flex-col items-start gap-1 [overflow-wrap:anywhere]", className)}
    >
      <span className="font-medium">{renderLink({ href, children: title })}</span>
      {code !== undefined && (
        <span dir="ltr" className="text-caption text-fg-muted">
          {code}
        </span>
      )}
      {children}
      {status && (
        <Badge size="sm" variant={status.variant}>
          {status.label}
        </Badge>
      )}
    </span>
  );
}
