import { CornerDownRight } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import type { AdminRowValues } from "../admin-product-edit-screen/row-dialog.tsx";
import { AdminRowEditor } from "../admin-row-editor/admin-row-editor.tsx";
import { RowCheckbox } from "../admin-row-editor/row-checkbox.tsx";
import {
  ADMIN_CONTENT_LANGUAGES,
  type AdminContentLanguage,
} from "../admin-translated-form/admin-translated-form.tsx";
import { Badge } from "../badge/badge.tsx";
import type { DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Select, type SelectOption } from "../select/select.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.menus.caption" },
  add: { id: "admin.menus.add" },
  edit: { id: "admin.menus.edit" },
  delete: { id: "admin.menus.delete" },
  deleteTitle: { id: "admin.menus.deleteTitle" },
  deleteDescription: { id: "admin.menus.deleteDescription" },
  deleteConfirm: { id: "admin.taxonomy.deleteConfirm" },
  label: { id: "admin.menus.label" },
  labelHint: { id: "admin.menus.labelHint" },
  type: { id: "admin.menus.type" },
  link: { id: "admin.menus.typeLink" },
  category: { id: "admin.menus.typeCategory" },
  brand: { id: "admin.menus.typeBrand" },
  content: { id: "admin.menus.typeContent" },
  target: { id: "admin.menus.target" },
  chooseTarget: { id: "admin.menus.chooseTarget" },
  url: { id: "admin.menus.url" },
  urlHint: { id: "admin.menus.urlHint" },
  leadsTo: { id: "admin.menus.leadsTo" },
  parent: { id: "admin.menus.parent" },
  topLevel: { id: "admin.taxonomy.topLevel" },
  status: { id: "admin.productList.status" },
  active: { id: "admin.productList.activeOnly" },
  inactive: { id: "admin.productList.inactiveOnly" },
  isActive: { id: "admin.productEdit.isActive" },
  sortOrder: { id: "admin.productList.sortOrder" },
  empty: { id: "admin.menus.empty" },
});

const languageNames: Record<AdminContentLanguage, string> = {
  tr: "Türkçe",
  en: "English",
  ar: "العربية",
};

export type AdminMenuItemKind = "link" | "category" | "brand" | "content";
const KINDS: readonly AdminMenuItemKind[] = ["link", "category", "brand", "content"];

export interface AdminMenuRow {
  id: string;
  /** Null at the top. */
  parentId: string | null;
  /** 0 at the top; rows come in tree order. */
  depth: number;
  /** As the list shows it (the label, or the target's name). */
  title: string;
  type: AdminMenuItemKind;
  /** The category, brand or content page; "" for a link. */
  targetId: string;
  /** Each language's own label ("" for none) and, for a link, its address. */
  labels: Record<AdminContentLanguage, string>;
  urls: Record<AdminContentLanguage, string>;
  isActive: boolean;
  sortOrder: number;
}

export type AdminMenuScreenProps = Omit<ComponentProps<"div">, "children"> & {
  items: readonly AdminMenuRow[];
  /** What a category, brand or content item can point at. */
  targets: Record<Exclude<AdminMenuItemKind, "link">, readonly SelectOption[]>;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /**
   * The dialog was sent: `type`, `target_id`, `parent_id`, `sort_order`, `is_active` ("true" when
   * ticked), `title.tr`… and `url.tr`…, as typed; `item` is null for a new one. A returned
   * promise keeps the dialog busy and closes it when it resolves.
   */
  onSave: (values: AdminRowValues, item: AdminMenuRow | null) => unknown;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onDelete: (item: AdminMenuRow) => unknown;
  /** Refusals beside the dialog's fields, keyed by field name (`title.tr`, `target_id`). */
  errors?: Partial<Record<string, ReactNode>>;
  deleteError?: ReactNode;
  saving?: boolean;
  /** Opens the dialog at once (stories). */
  defaultEditing?: { item: AdminMenuRow | null };
};

/** Every id under `id` in the tree (its descendants), which cannot become its parent. */
function below(items: readonly AdminMenuRow[], id: string): Set<string> {
  const found = new Set<string>([id]);
  for (const row of items) if (row.parentId && found.has(row.parentId)) found.add(row.id);
  return found;
}

/**
 * The header menu as the admin keeps it: its items as an indented tree with what each leads to,
 * its state and order; a dialog to add or change an item (its kind, target or address, parent,
 * order and label per language) and a confirmed delete.
 */
export function AdminMenuScreen({
  items,
  targets,
  loading = false,
  error,
  onRetry,
  onSave,
  onDelete,
  errors = {},
  deleteError,
  saving = false,
  defaultEditing,
  className,
  ...props
}: AdminMenuScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);

  const leadsTo = (row: AdminMenuRow) =>
    row.type === "link" ? (
      <span dir="ltr" className="font-mono text-caption text-fg-muted [overflow-wrap:anywhere]">
        {row.urls.tr || "—"}
      </span>
    ) : (
      <span className="flex flex-col">
        <span className="text-caption text-fg-muted">{t(row.type)}</span>
        <span>
          {targets[row.type].find((option) => option.value === row.targetId)?.label ?? "—"}
        </span>
      </span>
    );

  const columns: DataTableColumn<AdminMenuRow>[] = [
    {
      id: "label",
      header: t("label"),
      cell: (row) => (
        <span
          className="flex min-w-36 items-center gap-1.5 font-medium text-fg-strong [overflow-wrap:anywhere]"
          style={row.depth > 0 ? { paddingInlineStart: `${(row.depth - 1) * 1.25}rem` } : undefined}
        >
          {row.depth > 0 && (
            <CornerDownRight
              aria-hidden="true"
              className="size-4 shrink-0 text-fg-subtle rtl:-scale-x-100"
            />
          )}
          {row.title}
        </span>
      ),
    },
    { id: "leads-to", header: t("leadsTo"), cell: leadsTo },
    {
      id: "status",
      header: t("status"),
      nowrap: true,
      cell: (row) => (
        <Badge size="sm" variant={row.isActive ? "success" : "neutral"}>
          {t(row.isActive ? "active" : "inactive")}
        </Badge>
      ),
    },
    {
      id: "sort-order",
      header: t("sortOrder"),
      align: "end",
      cell: (row) => intl.formatNumber(row.sortOrder),
    },
  ];

  return (
    <div data-slot="admin-menu-screen" className={cn("flex flex-col gap-4", className)} {...props}>
      <AdminRowEditor
        caption={t("caption")}
        columns={columns}
        rows={items}
        getRowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t("empty")}
        addLabel={t("add")}
        editLabel={(row) => t("edit", { name: row.title })}
        deleteLabel={(row) => t("delete", { name: row.title })}
        dialogTitle={(item) => (item ? t("edit", { name: item.title }) : t("add"))}
        onSave={onSave}
        saving={saving}
        fields={(item) => (
          <MenuItemFields items={items} item={item} targets={targets} errors={errors} />
        )}
        onDelete={onDelete}
        deleteTitle={t("deleteTitle")}
        deleteDescription={(row) => t("deleteDescription", { name: row.title })}
        deleteConfirmLabel={t("deleteConfirm")}
        deleteError={deleteError}
        {...(defaultEditing ? { defaultEditing: { row: defaultEditing.item } } : {})}
      />
    </div>
  );
}

/** The dialog's fields; the kind chosen decides which of the others it shows. */
function MenuItemFields({
  items,
  item,
  targets,
  errors,
}: Pick<AdminMenuScreenProps, "items" | "targets"> & {
  item: AdminMenuRow | null;
  errors: Partial<Record<string, ReactNode>>;
}) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const [kind, setKind] = useState<AdminMenuItemKind>(item?.type ?? "link");
  const excluded = item ? below(items, item.id) : new Set<string>();
  const parents: SelectOption[] = [
    { value: "", label: t("topLevel") },
    ...items
      .filter((row) => !excluded.has(row.id))
      .map((row) => ({ value: row.id, label: `${"— ".repeat(row.depth)}${row.title}` })),
  ];

  return (
    <>
      <FormField label={t("type")} required error={errors.type}>
        <Select
          name="type"
          value={kind}
          onChange={(event) => setKind(event.target.value as AdminMenuItemKind)}
          options={KINDS.map((value) => ({ value, label: t(value) }))}
        />
      </FormField>
      {kind === "link" ? (
        <input type="hidden" name="target_id" value="" />
      ) : (
        <FormField label={t("target")} required error={errors.target_id}>
          <Select
            key={kind}
            name="target_id"
            defaultValue={item?.type === kind ? item.targetId : ""}
            options={[{ value: "", label: t("chooseTarget") }, ...targets[kind]]}
          />
        </FormField>
      )}
      <FormField label={t("parent")} optional error={errors.parent_id} className="sm:col-span-2">
        <Select name="parent_id" defaultValue={item?.parentId ?? ""} options={parents} />
      </FormField>
      {ADMIN_CONTENT_LANGUAGES.map((code) => (
        <FormField
          key={`title.${code}`}
          label={`${t("label")} (${languageNames[code]})`}
          required={kind === "link" && code === "tr"}
          optional={!(kind === "link" && code === "tr")}
          hint={kind === "link" ? undefined : t("labelHint")}
          error={errors[`title.${code}`]}
        >
          <Input
            name={`title.${code}`}
            lang={code}
            dir={code === "ar" ? "rtl" : "ltr"}
            maxLength={100}
            defaultValue={item?.labels[code] ?? ""}
          />
        </FormField>
      ))}
      {kind === "link" &&
        ADMIN_CONTENT_LANGUAGES.map((code) => (
          <FormField
            key={`url.${code}`}
            label={`${t("url")} (${languageNames[code]})`}
            required={code === "tr"}
            optional={code !== "tr"}
            hint={code === "tr" ? t("urlHint") : undefined}
            error={errors[`url.${code}`]}
          >
            <Input
              name={`url.${code}`}
              dir="ltr"
              inputMode="url"
              placeholder="/…"
              defaultValue={item?.urls[code] ?? ""}
            />
          </FormField>
        ))}
      <FormField label={t("sortOrder")} optional error={errors.sort_order}>
        <Input
          name="sort_order"
          inputMode="numeric"
          dir="ltr"
          defaultValue={String(item?.sortOrder ?? 0)}
        />
      </FormField>
      <RowCheckbox
        name="is_active"
        label={t("isActive")}
        defaultChecked={item?.isActive ?? true}
        className="self-end pb-2.5"
      />
    </>
  );
}
