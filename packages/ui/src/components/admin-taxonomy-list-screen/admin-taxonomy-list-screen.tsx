import { CornerDownRight } from "lucide-react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import {
  ADMIN_PRODUCT_LANGUAGES,
  type AdminProductLanguage,
} from "../admin-product-edit-screen/admin-product-edit-screen.tsx";
import type { AdminRowValues } from "../admin-product-edit-screen/row-dialog.tsx";
import { Badge } from "../badge/badge.tsx";
import type { DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Select, type SelectOption } from "../select/select.tsx";
import { type AdminNamedListProps, NamedListFrame } from "./named-list-frame.tsx";
import { languageNames, PerLanguageFields } from "./per-language-fields.tsx";
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
});

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

export type AdminTaxonomyListScreenProps = AdminNamedListProps<AdminTaxonomyItem> &
  TaxonomyPageFieldsOptions & {
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
    /**
     * The dialog's form was sent: `name.tr`, `name.en`, `name.ar`, with `withSeoLink` also
     * `seo_link.tr`…, with `parents` `parent_id`, with `group` `group_id`, with `withSortOrder`
     * `sort_order`, `is_active` ("true" when ticked), and the page's fields asked for
     * (`description.tr`…, `seo_title.tr`…, `picture`), as typed; `item` is null for a new one. A
     * returned promise keeps the dialog busy and closes it when it resolves.
     */
    onSave: (values: AdminRowValues, item: AdminTaxonomyItem | null) => unknown;
  };

/**
 * One screen for the catalogue's simple resources (categories as an indented tree, brands,
 * models, suppliers, properties): names per language, seo link, status and order, with a
 * dialog to add or change one and a confirmed delete.
 */
export function AdminTaxonomyListScreen({
  withSeoLink = false,
  parents,
  group,
  singleName = false,
  withSortOrder = true,
  withActive = true,
  errors = {},
  withDescription,
  withSeoTitle,
  picture,
  onUploadPicture,
  pictureMaxBytes,
  ...props
}: AdminTaxonomyListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);

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
  ];

  return (
    <NamedListFrame
      data-slot="admin-taxonomy-list-screen"
      columns={columns}
      fields={(item) => (
        <>
          <PerLanguageFields
            field="name"
            label={t("name")}
            languages={nameLanguages}
            values={item?.names}
            errors={errors}
            required
            single={singleName}
          />
          {withSeoLink && (
            <PerLanguageFields
              field="seo_link"
              label={t("seoLink")}
              values={item?.seoLinks}
              errors={errors}
              ltr
            />
          )}
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
            <FormField
              label={group.label}
              required
              error={errors.group_id}
              className="sm:col-span-2"
            >
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
        </>
      )}
      {...props}
    />
  );
}
