import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { FormSection } from "../admin-form/admin-form.tsx";
import { AdminRowActions, adminActionsColumn } from "../admin-list-screen/admin-row-actions.tsx";
import { type AdminRowValues, RowDialog } from "../admin-product-edit-screen/row-dialog.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";

const messages = defineUiMessages({
  actions: { id: "admin.productList.actions" },
});

export interface AdminRowEditorProps<Row> {
  rows: readonly Row[];
  /** The row's own columns; the editor adds its edit and delete buttons after them. */
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  caption: ReactNode;
  emptyMessage?: ReactNode;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /**
   * With a title the rows are one section of a larger form, the add button in the section's
   * header; without, they are the screen's own list, with a primary add button above it.
   */
  title?: ReactNode;
  description?: ReactNode;
  addLabel: string;
  /** False hides the add button while a new row cannot be made yet. */
  canAdd?: boolean;
  /** The accessible names of a row's buttons: each names its row for a screen reader. */
  editLabel: (row: Row) => string;
  deleteLabel: (row: Row) => string;
  /** The dialog's title for the row, or for a new one when null. */
  dialogTitle: (row: Row | null) => ReactNode;
  /** The dialog's fields (uncontrolled, named inputs) filled from the row, or empty when null. */
  fields: (row: Row | null) => ReactNode;
  /**
   * The dialog's form was sent; `row` is null for a new one. A returned promise keeps the dialog
   * busy and closes it when it resolves. Without it the rows cannot be added or changed.
   */
  onSave?: (values: AdminRowValues, row: Row | null) => unknown;
  saving?: boolean;
  /** Called once the admin confirms; without it the rows cannot be deleted. */
  onDelete?: (row: Row) => unknown;
  deleteTitle: ReactNode;
  deleteDescription?: (row: Row) => ReactNode;
  /** What deleting loses, under the description. */
  deleteNote?: ReactNode;
  deleteConfirmLabel: string;
  deleteError?: ReactNode;
  /** Opens the dialog at once (stories). */
  defaultEditing?: { row: Row | null };
}

/**
 * A small table of rows, each changed in a dialog and deleted after a confirmation, and a button
 * that opens the same dialog empty to add one.
 */
export function AdminRowEditor<Row>({
  rows,
  columns,
  getRowId,
  caption,
  emptyMessage,
  loading,
  error,
  onRetry,
  title,
  description,
  addLabel,
  canAdd = true,
  editLabel,
  deleteLabel,
  dialogTitle,
  fields,
  onSave,
  saving = false,
  onDelete,
  deleteTitle,
  deleteDescription,
  deleteNote,
  deleteConfirmLabel,
  deleteError,
  defaultEditing,
}: AdminRowEditorProps<Row>) {
  const intl = useIntl();
  const [editing, setEditing] = useState<{ row: Row | null } | null>(defaultEditing ?? null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const row = editing?.row ?? null;
  const inSection = title !== undefined;

  const actions = adminActionsColumn<Row>(intl.formatMessage(messages.actions), (item) => (
    <AdminRowActions
      editLabel={editLabel(item)}
      deleteLabel={deleteLabel(item)}
      editDisabled={!onSave}
      deleteDisabled={!onDelete}
      onEdit={() => setEditing({ row: item })}
      onDelete={() => setDeleting(item)}
    />
  ));

  const add =
    onSave && canAdd ? (
      <Button
        variant={inSection ? "outline" : "primary"}
        size="sm"
        onClick={() => setEditing({ row: null })}
      >
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    ) : undefined;

  const content = (
    <>
      <DataTable
        caption={caption}
        columns={[...columns, actions]}
        rows={[...rows]}
        getRowId={getRowId}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={emptyMessage}
        {...(inSection ? { className: "shadow-none" } : {})}
      />
      {onSave && (
        <RowDialog
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          title={dialogTitle(row)}
          saving={saving}
          onSave={(values) => onSave(values, row)}
        >
          {fields(row)}
        </RowDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="danger"
        title={deleteTitle}
        description={deleting && deleteDescription ? deleteDescription(deleting) : undefined}
        confirmLabel={deleteConfirmLabel}
        error={deleteError}
        onConfirm={() => (deleting ? onDelete?.(deleting) : undefined)}
      >
        {deleteNote && <p className="text-body-sm text-fg-muted">{deleteNote}</p>}
      </ConfirmDialog>
    </>
  );

  return inSection ? (
    <FormSection title={title} description={description} columns={1} actions={add}>
      {content}
    </FormSection>
  ) : (
    <>
      {add && <div className="flex justify-end">{add}</div>}
      {content}
    </>
  );
}
