import { CornerDownRight, Pencil, Plus, Trash2 } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
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
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Select, type SelectOption } from "../select/select.tsx";
import {
  TaxonomyPageFields,
  type TaxonomyPageFieldsOptions,
  type TaxonomyPageTexts,
} from "./taxonomy-page-fields.tsx";

const messages = defineUiMessages({
  name: { id: "admin.taxonomy.name" },
  seoLink: { id: "admin.taxonomy.seoLink" },
  parent: { id: "admin.taxonomy.parent" },
  topLevel: { id: "admin.taxonomy.topLevel" },
  status: { id: "admin.productList.status" },
  active: { id: "admin.productList.activeOnly" },
  inactive: { id: "admin.productList.inactiveOnly" },
  isActive: { id: "admin.productEdit.isActive" },
  sortOrder: { id: "admin.productList.sortOrder" },
  actions: { id: "admin.productList.actions" },
  add: { id: "admin.taxonomy.add" },
  edit: { id: "admin.taxonomy.edit" },
  delete: { id: "admin.taxonomy.delete" },
  deleteTitle: { id: "admin.taxonomy.deleteTitle" },
  deleteDescription: { id: "admin.taxonomy.deleteDescription" },
  deleteConfirm: { id: "admin.taxonomy.deleteConfirm" },
});

const languageNames: Record<AdminProductLanguage, string> = {
  tr: "Türkçe",
  en: "English",
  ar: "العربية",
};

export interface AdminTaxonomyItem extends TaxonomyPageTexts {
  id: string;
  names: Record<AdminProductLanguage, string>;
  /** Per language; leave out for resources without pages (suppliers, models). */
  seoLinks?: Record<AdminProductLanguage, string>;
  /** For a tree (categories): the parent's id, null at the top. */
  parentId?: string | null;
  /** For a tree: 0 at the top; rows come in tree order. */
  depth?: number;
  /** With `group`: the value of the group the row belongs to (a model's brand). */
  groupId?: string;
  isActive: boolean;
  sortOrder: number;
}

export type AdminTaxonomyListScreenProps = Omit<ComponentProps<"div">, "children"> &
  TaxonomyPageFieldsOptions & {
    /** The table's accessible name ("Categories"). */
    caption: ReactNode;
    items: readonly AdminTaxonomyItem[];
    /** The resource has a seo link per language (categories, brands). */
    withSeoLink?: boolean;
    /** Parent choices for a tree (categories); the form then asks for `parent_id`. */
    parents?: readonly SelectOption[];
    /**
     * A required choice each row belongs to (a model's brand): shown in a column under `label`,
     * asked for in the form as `group_id`.
     */
    group?: { label: string; options: readonly SelectOption[] };
    /** One name for every language (models, suppliers): a single `name.tr` field and column. */
    singleName?: boolean;
    /** The resource is kept in an order (not suppliers nor models). */
    withSortOrder?: boolean;
    /** The resource can be turned off (not content nor FAQ categories): a status column and box. */
    withActive?: boolean;
    loading?: boolean;
    error?: ReactNode;
    onRetry?: () => void;
    /**
     * The dialog's form was sent: `name.tr`, `name.en`, `name.ar`, with `withSeoLink` also
     * `seo_link.tr`…, with `parents` `parent_id`, with `group` `group_id`, with `withSortOrder`
     * `sort_order`, `is_active` ("true" when ticked), and the page's fields asked for
     * (`description.tr`…, `seo_title.tr`…, `picture`), as typed; `item` is null for a new one. A
     * returned promise keeps the dialog busy and closes it when it resolves.
     */
    onSave: (values: AdminRowValues, item: AdminTaxonomyItem | null) => unknown;
    /** Called once the admin confirms; a returned promise keeps the dialog busy. */
    onDelete: (item: AdminTaxonomyItem) => unknown;
    /** Refusals beside the dialog's fields, keyed by field name. */
    errors?: Partial<Record<string, ReactNode>>;
    /** Why the last deletion failed (the category still has products). */
    deleteError?: ReactNode;
    saving?: boolean;
  };

/**
 * One screen for the catalogue's simple resources (categories as an indented tree, brands,
 * models, suppliers, properties): names per language, seo link, status and order, with a
 * dialog to add or change one and a confirmed delete.
 */
export function AdminTaxonomyListScreen({
  caption,
  items,
  withSeoLink = false,
  parents,
  group,
  singleName = false,
  withSortOrder = true,
  withActive = true,
  loading = false,
  error,
  onRetry,
  onSave,
  onDelete,
  errors = {},
  deleteError,
  saving = false,
  withDescription,
  withSeoTitle,
  picture,
  onUploadPicture,
  pictureMaxBytes,
  className,
  ...props
}: AdminTaxonomyListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const [editing, setEditing] = useState<{ item: AdminTaxonomyItem | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminTaxonomyItem | null>(null);
  const item = editing?.item ?? null;

  const nameLanguages = singleName ? (["tr"] as const) : ADMIN_PRODUCT_LANGUAGES;
  const columns: DataTableColumn<AdminTaxonomyItem>[] = [
    ...nameLanguages.map((code, index) => ({
      id: `name-${code}`,
      header: singleName ? t("name") : `${t("name")} (${languageNames[code]})`,
      cell: (row: AdminTaxonomyItem) => {
        const depth = index === 0 ? (row.depth ?? 0) : 0;
        return (
          <span
            className={cn(
              "flex items-center gap-1.5 [overflow-wrap:anywhere]",
              index === 0 && "min-w-36 font-medium text-fg-strong",
            )}
            style={depth > 0 ? { paddingInlineStart: `${(depth - 1) * 1.25}rem` } : undefined}
          >
            {depth > 0 && (
              <CornerDownRight
                aria-hidden="true"
                className="size-4 shrink-0 text-fg-subtle rtl:-scale-x-100"
              />
            )}
            <span {...(singleName ? {} : { lang: code, dir: code === "ar" ? "rtl" : "ltr" })}>
              {row.names[code] || "—"}
            </span>
          </span>
        );
      },
    })),
    ...(withSeoLink
      ? [
          {
            id: "seo-link",
            header: t("seoLink"),
            cell: (row: AdminTaxonomyItem) => (
              <span dir="ltr" className="font-mono text-caption text-fg-muted">
                {row.seoLinks?.tr ?? "—"}
              </span>
            ),
          },
        ]
      : []),
    ...(group
      ? [
          {
            id: "group",
            header: group.label,
            cell: (row: AdminTaxonomyItem) =>
              group.options.find((option) => option.value === row.groupId)?.label ?? "—",
          },
        ]
      : []),
    ...(withActive
      ? [
          {
            id: "status",
            header: t("status"),
            nowrap: true,
            cell: (row: AdminTaxonomyItem) => (
              <Badge size="sm" variant={row.isActive ? "success" : "neutral"}>
                {t(row.isActive ? "active" : "inactive")}
              </Badge>
            ),
          },
        ]
      : []),
    ...(withSortOrder
      ? [
          {
            id: "sort-order",
            header: t("sortOrder"),
            align: "end" as const,
            cell: (row: AdminTaxonomyItem) => intl.formatNumber(row.sortOrder),
          },
        ]
      : []),
    {
      id: "actions",
      header: t("actions"),
      hideHeader: true,
      align: "end",
      nowrap: true,
      cell: (row) => (
        <span className="inline-flex items-center gap-1">
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

  const perLanguage = (field: "name" | "seo_link", label: string) =>
    (field === "name" ? nameLanguages : ADMIN_PRODUCT_LANGUAGES).map((code) => (
      <FormField
        key={`${field}.${code}`}
        label={field === "name" && singleName ? label : `${label} (${languageNames[code]})`}
        required={field === "name" && code === "tr"}
        optional={!(field === "name" && code === "tr")}
        error={errors[`${field}.${code}`]}
        className="sm:col-span-2"
      >
        <Input
          name={`${field}.${code}`}
          {...(field === "name" && singleName
            ? {}
            : { lang: code, dir: field === "seo_link" || code !== "ar" ? "ltr" : "rtl" })}
          defaultValue={(field === "name" ? item?.names[code] : item?.seoLinks?.[code]) ?? ""}
        />
      </FormField>
    ));

  return (
    <div
      data-slot="admin-taxonomy-list-screen"
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
        {perLanguage("name", t("name"))}
        {withSeoLink && perLanguage("seo_link", t("seoLink"))}
        <TaxonomyPageFields
          item={item}
          errors={errors}
          {...{ withDescription, withSeoTitle, picture, onUploadPicture, pictureMaxBytes }}
        />
        {parents && (
          <FormField
            label={t("parent")}
            optional
            error={errors.parent_id}
            className="sm:col-span-2"
          >
            <Select
              name="parent_id"
              defaultValue={item?.parentId ?? ""}
              options={[
                { value: "", label: t("topLevel") },
                ...parents.filter((parent) => parent.value !== item?.id),
              ]}
            />
          </FormField>
        )}
        {group && (
          <FormField label={group.label} required error={errors.group_id} className="sm:col-span-2">
            <Select
              name="group_id"
              defaultValue={item?.groupId ?? group.options[0]?.value ?? ""}
              options={[...group.options]}
            />
          </FormField>
        )}
        {withSortOrder && (
          <FormField label={t("sortOrder")} optional error={errors.sort_order}>
            <Input
              name="sort_order"
              inputMode="numeric"
              dir="ltr"
              defaultValue={String(item?.sortOrder ?? 0)}
            />
          </FormField>
        )}
        {withActive && (
          <label className="flex items-center gap-2 self-end pb-2.5 text-body">
            <input
              type="checkbox"
              name="is_active"
              value="true"
              defaultChecked={item?.isActive ?? true}
              className="size-4 shrink-0 accent-brand"
            />
            {t("isActive")}
          </label>
        )}
      </RowDialog>
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
