import { ArrowDown, ArrowUp, ListOrdered, Pencil, Plus, Trash2 } from "lucide-react";
import { type ComponentProps, type FormEvent, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import {
  ADMIN_PRODUCT_LANGUAGES,
  type AdminProductLanguage,
} from "../admin-product-edit-screen/admin-product-edit-screen.tsx";
import { type AdminRowValues, RowDialog } from "../admin-product-edit-screen/row-dialog.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../dialog/dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Notice } from "../notice/notice.tsx";

const messages = defineUiMessages({
  name: { id: "admin.taxonomy.name" },
  actions: { id: "admin.productList.actions" },
  add: { id: "admin.taxonomy.add" },
  edit: { id: "admin.taxonomy.edit" },
  delete: { id: "admin.taxonomy.delete" },
  deleteTitle: { id: "admin.taxonomy.deleteTitle" },
  deleteDescription: { id: "admin.taxonomy.deleteDescription" },
  deleteConfirm: { id: "admin.taxonomy.deleteConfirm" },
  save: { id: "admin.form.save" },
  cancel: { id: "admin.form.cancel" },
  required: { id: "admin.productEdit.required" },
  values: { id: "admin.properties.values" },
  valueCount: { id: "admin.properties.valueCount" },
  editValues: { id: "admin.properties.editValues" },
  valuesTitle: { id: "admin.properties.valuesTitle" },
  valuesHint: { id: "admin.properties.valuesHint" },
  noValues: { id: "admin.properties.noValues" },
  addValue: { id: "admin.properties.addValue" },
  value: { id: "admin.properties.value" },
  valueUp: { id: "admin.properties.valueUp" },
  valueDown: { id: "admin.properties.valueDown" },
  valueRemove: { id: "admin.properties.valueRemove" },
  valueNew: { id: "admin.properties.valueNew" },
});

const languageNames: Record<AdminProductLanguage, string> = {
  tr: "Türkçe",
  en: "English",
  ar: "العربية",
};

type Names = Record<AdminProductLanguage, string>;

export interface AdminPropertyValue {
  /** Absent for a value not saved yet. */
  id?: string;
  names: Names;
}

export interface AdminPropertyItem {
  id: string;
  names: Names;
  /** In the order the storefront shows them. */
  values: Array<AdminPropertyValue & { id: string }>;
}

export type AdminPropertyListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  /** The table's accessible name ("Properties"). */
  caption: ReactNode;
  items: readonly AdminPropertyItem[];
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /**
   * The property dialog was sent: `name.tr`, `name.en`, `name.ar` as typed; `item` is null for a
   * new one. A returned promise keeps the dialog busy and closes it when it resolves.
   */
  onSave: (values: AdminRowValues, item: AdminPropertyItem | null) => unknown;
  /**
   * The values dialog was sent: every value in order (one missing from it is to be deleted, one
   * without an id is new). A returned promise keeps the dialog busy and closes it when it
   * resolves.
   */
  onSaveValues: (item: AdminPropertyItem, values: AdminPropertyValue[]) => unknown;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onDelete: (item: AdminPropertyItem) => unknown;
  /** Refusals beside the property dialog's fields, keyed by field name. */
  errors?: Partial<Record<string, ReactNode>>;
  /** Why the values were not saved (a value that variants are made of cannot go). */
  valuesError?: ReactNode;
  /** Why the last deletion failed. */
  deleteError?: ReactNode;
  saving?: boolean;
  /** The values dialog's save is on its way. */
  savingValues?: boolean;
};

/**
 * The properties products vary by and are filtered on (colour, size, material): names per
 * language, added and renamed in a dialog, deleted after a confirmation, and each one's values
 * added, renamed, put in order and removed in a dialog of their own.
 */
export function AdminPropertyListScreen({
  caption,
  items,
  loading = false,
  error,
  onRetry,
  onSave,
  onSaveValues,
  onDelete,
  errors = {},
  valuesError,
  deleteError,
  saving = false,
  savingValues = false,
  className,
  ...props
}: AdminPropertyListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  const [editing, setEditing] = useState<{ item: AdminPropertyItem | null } | null>(null);
  const [valuesOf, setValuesOf] = useState<AdminPropertyItem | null>(null);
  const [deleting, setDeleting] = useState<AdminPropertyItem | null>(null);
  const item = editing?.item ?? null;

  const columns: DataTableColumn<AdminPropertyItem>[] = [
    ...ADMIN_PRODUCT_LANGUAGES.map((code, index) => ({
      id: `name-${code}`,
      header: `${t("name")} (${languageNames[code]})`,
      cell: (row: AdminPropertyItem) => (
        <span
          lang={code}
          dir={code === "ar" ? "rtl" : "ltr"}
          className={cn(index === 0 && "font-medium text-fg-strong")}
        >
          {row.names[code] || "—"}
        </span>
      ),
    })),
    {
      id: "values",
      header: t("values"),
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-1">
          {row.values.slice(0, 6).map((value) => (
            <Badge key={value.id} size="sm" variant="neutral">
              {value.names.tr}
            </Badge>
          ))}
          {row.values.length > 6 && (
            <span className="text-caption text-fg-muted">
              {t("valueCount", { count: row.values.length })}
            </span>
          )}
          {row.values.length === 0 && (
            <span className="text-caption text-fg-muted">{t("noValues")}</span>
          )}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("actions"),
      hideHeader: true,
      align: "end",
      nowrap: true,
      cell: (row) => (
        <span className="inline-flex items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            aria-label={t("editValues", { name: row.names.tr })}
            onClick={() => setValuesOf(row)}
          >
            <ListOrdered aria-hidden="true" />
            {t("values")}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("edit", { name: row.names.tr })}
            onClick={() => setEditing({ item: row })}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("delete", { name: row.names.tr })}
            className="text-danger-fg hover:bg-danger-subtle"
            onClick={() => setDeleting(row)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div
      data-slot="admin-property-list-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setEditing({ item: null })}>
          <Plus aria-hidden="true" />
          {t("add")}
        </Button>
      </div>
      <DataTable
        caption={caption}
        columns={columns}
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
        {ADMIN_PRODUCT_LANGUAGES.map((code) => (
          <FormField
            key={code}
            label={`${t("name")} (${languageNames[code]})`}
            required={code === "tr"}
            optional={code !== "tr"}
            error={errors[`name.${code}`]}
            className="sm:col-span-2"
          >
            <Input
              name={`name.${code}`}
              lang={code}
              dir={code === "ar" ? "rtl" : "ltr"}
              defaultValue={item?.names[code] ?? ""}
            />
          </FormField>
        ))}
      </RowDialog>
      {valuesOf && (
        <ValuesDialog
          key={valuesOf.id}
          item={valuesOf}
          saving={savingValues}
          error={valuesError}
          onClose={() => setValuesOf(null)}
          onSave={(values) => onSaveValues(valuesOf, values)}
        />
      )}
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

type Row = AdminPropertyValue & { key: string };

let newRows = 0;

function ValuesDialog({
  item,
  saving,
  error,
  onClose,
  onSave,
}: {
  item: AdminPropertyItem;
  saving: boolean;
  error: ReactNode;
  onClose: () => void;
  onSave: (values: AdminPropertyValue[]) => unknown;
}) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  const [rows, setRows] = useState<Row[]>(() =>
    item.values.map((value) => ({ ...value, key: value.id })),
  );
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [running, setRunning] = useState(false);
  const busy = saving || running;

  const change = (key: string, code: AdminProductLanguage, text: string) =>
    setRows((all) =>
      all.map((row) => (row.key === key ? { ...row, names: { ...row.names, [code]: text } } : row)),
    );
  const move = (index: number, by: number) =>
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = new Set(rows.filter((row) => !row.names.tr.trim()).map((row) => row.key));
    setMissing(empty);
    if (empty.size > 0) return;
    const result = onSave(
      rows.map(({ id, names }) => ({
        ...(id ? { id } : {}),
        names: { tr: names.tr.trim(), en: names.en.trim(), ar: names.ar.trim() },
      })),
    );
    if (!(result instanceof Promise)) return;
    setRunning(true);
    result.then(
      () => {
        setRunning(false);
        onClose();
      },
      () => setRunning(false),
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <form noValidate onSubmit={submit} className="contents">
          <DialogHeader>
            <DialogTitle>{t("valuesTitle", { name: item.names.tr })}</DialogTitle>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-3">
            <p className="text-body-sm text-fg-muted">{t("valuesHint")}</p>
            {error && <Notice tone="error">{error}</Notice>}
            {rows.length === 0 && (
              <p className="py-4 text-center text-body text-fg-muted">{t("noValues")}</p>
            )}
            <ol className="flex flex-col gap-2">
              {rows.map((row, index) => {
                const label = row.names.tr || t("valueNew", { number: index + 1 });
                return (
                  <li
                    key={row.key}
                    data-slot="admin-property-value"
                    className="flex flex-col gap-2 rounded-md border border-border p-2 sm:flex-row sm:items-start"
                  >
                    <span className="w-6 shrink-0 pt-2 text-center text-caption text-fg-muted">
                      {intl.formatNumber(index + 1)}
                    </span>
                    <div className="grid flex-1 grid-cols-1 gap-2 sm:grid-cols-3">
                      {ADMIN_PRODUCT_LANGUAGES.map((code) => (
                        <FormField
                          key={code}
                          label={`${t("value")} (${languageNames[code]})`}
                          required={code === "tr"}
                          optional={code !== "tr"}
                          error={code === "tr" && missing.has(row.key) ? t("required") : undefined}
                        >
                          <Input
                            name={`values.${index}.${code}`}
                            lang={code}
                            dir={code === "ar" ? "rtl" : "ltr"}
                            value={row.names[code]}
                            onChange={(event) => change(row.key, code, event.target.value)}
                          />
                        </FormField>
                      ))}
                    </div>
                    <span className="flex shrink-0 items-center gap-1 sm:pt-6">
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={t("valueUp", { name: label })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={t("valueDown", { name: label })}
                        disabled={index === rows.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8 text-danger-fg hover:bg-danger-subtle"
                        aria-label={t("valueRemove", { name: label })}
                        onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </span>
                  </li>
                );
              })}
            </ol>
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  setRows((all) => [
                    ...all,
                    { key: `new-${++newRows}`, names: { tr: "", en: "", ar: "" } },
                  ])
                }
              >
                <Plus aria-hidden="true" />
                {t("addValue")}
              </Button>
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
