import { Plus } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { AdminRowActions, adminActionsColumn } from "../admin-list-screen/admin-row-actions.tsx";
import type { AdminProductLanguage } from "../admin-product-edit-screen/admin-product-edit-screen.tsx";
import { type AdminRowValues, RowDialog } from "../admin-product-edit-screen/row-dialog.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";

const messages = defineUiMessages({
  actions: { id: "admin.productList.actions" },
  add: { id: "admin.taxonomy.add" },
  edit: { id: "admin.taxonomy.edit" },
  delete: { id: "admin.taxonomy.delete" },
  deleteTitle: { id: "admin.taxonomy.deleteTitle" },
  deleteDescription: { id: "admin.taxonomy.deleteDescription" },
  deleteConfirm: { id: "admin.taxonomy.deleteConfirm" },
});

/** A catalogue record named in each language, known by its Turkish name. */
export interface AdminNamedItem {
  id: string;
  names: Record<AdminProductLanguage, string>;
}

export type NamedListFrameProps<Item extends AdminNamedItem> = Omit<
  ComponentProps<"div">,
  "children"
> & {
  /** The table's accessible name ("Categories"). */
  caption: ReactNode;
  items: readonly Item[];
  /** The columns before each row's buttons. */
  columns: DataTableColumn<Item>[];
  /** Buttons before a row's edit and delete (a property's values). */
  rowActions?: (row: Item) => ReactNode;
  /** The add and edit dialog's fields, filled from the item (null for a new one). */
  fields: (item: Item | null) => ReactNode;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** `item` is null for a new one; a returned promise keeps the dialog busy. */
  onSave: (values: AdminRowValues, item: Item | null) => unknown;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onDelete: (item: Item) => unknown;
  /** Why the last deletion failed. */
  deleteError?: ReactNode;
  saving?: boolean;
  /** The screen's own dialogs. */
  children?: ReactNode;
};

/** The props the screen shares with the property list: the table, saving and deleting. */
export type AdminNamedListProps<Item extends AdminNamedItem> = Omit<
  NamedListFrameProps<Item>,
  "columns" | "rowActions" | "fields" | "children"
> & {
  /** Refusals beside the dialog's fields, keyed by field name. */
  errors?: Partial<Record<string, ReactNode>>;
};

/**
 * What the taxonomy and property lists share: an add button, the table with each row's edit and
 * delete, the add and edit dialog and the confirmation before a delete.
 */
export function NamedListFrame<Item extends AdminNamedItem>({
  caption,
  items,
  columns,
  rowActions,
  fields,
  loading = false,
  error,
  onRetry,
  onSave,
  onDelete,
  deleteError,
  saving = false,
  children,
  className,
  ...props
}: NamedListFrameProps<Item>) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const item = editing?.item ?? null;

  const actions = adminActionsColumn<Item>(t("actions"), (row) => (
    <AdminRowActions
      editLabel={t("edit", { name: row.names.tr })}
      deleteLabel={t("delete", { name: row.names.tr })}
      onEdit={() => setEditing({ item: row })}
      onDelete={() => setDeleting(row)}
    >
      {rowActions?.(row)}
    </AdminRowActions>
  ));

  return (
    <div className={cn("flex flex-col gap-4", className)} {...props}>
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setEditing({ item: null })}>
          <Plus aria-hidden="true" />
          {t("add")}
        </Button>
      </div>
      <DataTable
        caption={caption}
        columns={[...columns, actions]}
        rows={[...items]}
        getRowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
      />
      <RowDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={item ? t("edit", { name: item.names.tr }) : t("add")}
        saving={saving}
        onSave={(values) => onSave(values, item)}
      >
        {fields(item)}
      </RowDialog>
      {children}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="danger"
        title={t("deleteTitle")}
        description={deleting ? t("deleteDescription", { name: deleting.names.tr }) : undefined}
        confirmLabel={t("deleteConfirm")}
        error={deleteError}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </div>
  );
}
