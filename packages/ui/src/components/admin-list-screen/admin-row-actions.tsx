import { Pencil, Trash2 } from "lucide-react";
import type { ReactElement, ReactNode } from "react";
import { defaultRenderLink } from "../../provider/link.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import type { DataTableColumn } from "../data-table/data-table.tsx";

export interface AdminRowActionsProps {
  /** The record's edit page; without one, `onEdit` opens the list's own dialog. */
  editHref?: string;
  onEdit?: () => void;
  /** The buttons' accessible names, with the record's name ("Edit Summer sale"). */
  editLabel: string;
  deleteLabel: string;
  /** Asks for the confirmation (AdminDeleteDialog). */
  onDelete: () => void;
  /** The buttons shown but not usable (the screen was given no save or no delete). */
  editDisabled?: boolean;
  deleteDisabled?: boolean;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** The row's own buttons, before edit and delete. */
  children?: ReactNode;
}

/** An admin list's row actions: an edit link (or button) and a delete button, as icons. */
export function AdminRowActions({
  editHref,
  onEdit,
  editLabel,
  deleteLabel,
  onDelete,
  editDisabled = false,
  deleteDisabled = false,
  renderLink = defaultRenderLink,
  children,
}: AdminRowActionsProps) {
  const pencil = <Pencil aria-hidden="true" />;
  return (
    <span data-slot="admin-row-actions" className="inline-flex items-center gap-1">
      {children}
      {editHref ? (
        <Button asChild variant="ghost" size="icon">
          {renderLink({ href: editHref, "aria-label": editLabel, children: pencil })}
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={editLabel}
          disabled={editDisabled}
          onClick={onEdit}
        >
          {pencil}
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={deleteLabel}
        disabled={deleteDisabled}
        className="text-danger-fg hover:bg-danger-subtle"
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </span>
  );
}

/** The last column of an admin list, its header read out but not shown. */
export function adminActionsColumn<Row>(
  header: string,
  cell: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  return { id: "actions", header, hideHeader: true, align: "end", nowrap: true, cell };
}

export interface AdminDeleteDialogProps<Row> {
  /** The record asked about; null keeps the dialog closed. */
  row: Row | null;
  onClose: () => void;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onDelete: (row: Row) => unknown;
  title: string;
  description: (row: Row) => string;
  confirmLabel: string;
  /** Why the last deletion failed. */
  error?: ReactNode;
}

/** Asks before an admin list deletes a record. */
export function AdminDeleteDialog<Row>({
  row,
  onClose,
  onDelete,
  title,
  description,
  confirmLabel,
  error,
}: AdminDeleteDialogProps<Row>) {
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      variant="danger"
      title={title}
      description={row ? description(row) : undefined}
      confirmLabel={confirmLabel}
      error={error}
      onConfirm={() => (row ? onDelete(row) : undefined)}
    />
  );
}
