import { Download, FileUp, ImageOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import {
  AdminAddLink,
  AdminDeleteDialog,
  type AdminListPageProps,
  type AdminListQuery,
  AdminListScreen,
  AdminRowActions,
  adminActionsColumn,
  useAdminListTexts,
} from "../admin-list-screen/index.ts";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { type DataTableColumn, narrowOnly, type SortDirection } from "../data-table/data-table.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import type { SelectOption } from "../select/select.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.productList.caption" },
  filters: { id: "admin.productList.filters", description: "Accessible name of the filter form" },
  searchPlaceholder: { id: "admin.productList.searchPlaceholder" },
  category: { id: "admin.productList.category" },
  allCategories: { id: "admin.productList.allCategories" },
  brand: { id: "admin.productList.brand" },
  allBrands: { id: "admin.productList.allBrands" },
  stock: { id: "admin.productList.stock" },
  stockAll: { id: "admin.productList.stockAll" },
  stockIn: { id: "admin.productList.stockIn" },
  stockLow: { id: "admin.productList.stockLow" },
  stockOut: { id: "admin.productList.stockOut" },
  active: { id: "admin.productList.active" },
  activeAll: { id: "admin.productList.activeAll" },
  activeOnly: { id: "admin.productList.activeOnly" },
  inactiveOnly: { id: "admin.productList.inactiveOnly" },
  newProduct: { id: "admin.productList.newProduct" },
  export: { id: "admin.productList.export" },
  import: { id: "admin.productList.import" },
  image: { id: "admin.productList.image" },
  name: { id: "admin.productList.name" },
  sku: { id: "admin.productList.sku" },
  price: { id: "admin.productList.price" },
  status: { id: "admin.productList.status" },
  sortOrder: { id: "admin.productList.sortOrder" },
  updatedAt: { id: "admin.productList.updatedAt" },
  actions: { id: "admin.productList.actions" },
  edit: { id: "admin.productList.edit" },
  delete: { id: "admin.productList.delete" },
  noMatch: { id: "admin.productList.noMatch" },
  empty: { id: "admin.productList.noProducts" },
  deleteTitle: { id: "admin.productList.deleteTitle" },
  deleteDescription: { id: "admin.productList.deleteDescription" },
  deleteConfirm: { id: "admin.productList.deleteConfirm" },
});

export type AdminProductStockFilter = "all" | "in_stock" | "low" | "out";
export type AdminProductActiveFilter = "all" | "active" | "inactive";
export type AdminProductSortKey = "name" | "sku" | "price" | "stock" | "sort_order" | "updated_at";
/** The list's stock level, decided by the API (where "low" begins is a business rule). */
export type AdminProductStockLevel = "in_stock" | "low" | "out";

/** The list's state, as the app reads it from the URL. */
export interface AdminProductQuery extends AdminListQuery {
  /** A category id, or "" for all. */
  category: string;
  /** A brand id, or "" for all. */
  brand: string;
  stock: AdminProductStockFilter;
  active: AdminProductActiveFilter;
  sort: AdminProductSortKey;
  direction: SortDirection;
}

export interface AdminProductRow {
  id: string;
  name: string;
  sku: string;
  /** The small picture's address; null without a picture. */
  imageUrl: string | null;
  categoryName: string;
  brandName: string | null;
  /** Minor units. */
  price: number;
  currency: PriceCurrency;
  stock: number;
  stockLevel: AdminProductStockLevel;
  isActive: boolean;
  sortOrder: number;
  /** ISO 8601. */
  updatedAt: string;
  editHref: string;
}

export type AdminProductListScreenProps = AdminListPageProps<AdminProductQuery> & {
  products: readonly AdminProductRow[];
  /** Category choices (an indented name for a sub-category reads as a tree). */
  categories: readonly SelectOption[];
  brands: readonly SelectOption[];
  newProductHref: string;
  /** The catalogue's CSV file: a download link beside "new product" when given. */
  exportHref?: string;
  /** The CSV import page: a link beside "new product" when given. */
  importHref?: string;
  /**
   * Called once the admin confirms. A returned promise keeps the dialog busy until it settles;
   * it closes when it resolves and stays open (showing `deleteError`) when it rejects.
   */
  onDelete: (product: AdminProductRow) => unknown;
  /** Why the last deletion failed, shown in the dialog. */
  deleteError?: ReactNode;
};

const stockTone = { in_stock: null, low: "warning", out: "danger" } as const;

/**
 * The admin's product list: a GET filter form, sort headers and pages as links (the state
 * lives in the URL and works without JavaScript), edit links and a confirmed delete per row.
 */
export function AdminProductListScreen({
  products,
  categories,
  brands,
  newProductHref,
  exportHref,
  importHref,
  onDelete,
  deleteError,
  className,
  ...props
}: AdminProductListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);

  const texts = useAdminListTexts(messages);
  const renderLink = props.renderLink ?? defaultRenderLink;

  const columns: DataTableColumn<AdminProductRow>[] = [
    {
      id: "image",
      header: t("image"),
      hideHeader: true,
      secondary: true,
      width: "4rem",
      cell: (row) =>
        row.imageUrl ? (
          <img
            src={row.imageUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 max-w-none rounded-md border border-border-subtle object-cover"
          />
        ) : (
          <span className="grid size-10 place-items-center rounded-md bg-surface-muted">
            <ImageOff aria-hidden="true" className="size-4 text-fg-subtle" />
          </span>
        ),
    },
    {
      id: "name",
      header: t("name"),
      sortable: true,
      cell: (row) => (
        <span className="flex min-w-36 flex-col gap-0.5 @4xl:min-w-48">
          {renderLink({
            href: row.editHref,
            className:
              "line-clamp-2 font-medium text-fg-strong underline-offset-2 hover:underline [overflow-wrap:anywhere]",
            children: row.name,
          })}
          <span className="text-caption text-fg-muted">
            <span className="sr-only">{t("category")}: </span>
            {row.categoryName}
            {row.brandName && (
              <>
                {" · "}
                <span className="sr-only">{t("brand")}: </span>
                {row.brandName}
              </>
            )}
          </span>
          <span className={cn("text-caption text-fg-muted", narrowOnly)}>
            <span className="sr-only">{t("sku")}: </span>
            <span dir="ltr" className="font-mono">
              {row.sku}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: "sku",
      header: t("sku"),
      sortable: true,
      nowrap: true,
      secondary: true,
      cell: (row) => (
        <span dir="ltr" className="font-mono text-body-sm">
          {row.sku}
        </span>
      ),
    },
    {
      id: "price",
      header: t("price"),
      sortable: true,
      align: "end",
      nowrap: true,
      cell: (row) => <Price amount={row.price} currency={row.currency} size="sm" />,
    },
    {
      id: "stock",
      header: t("stock"),
      sortable: true,
      align: "end",
      nowrap: true,
      cell: (row) => {
        const tone = stockTone[row.stockLevel];
        return (
          <span className="inline-flex items-center gap-2" data-stock-level={row.stockLevel}>
            {tone && (
              <Badge size="sm" variant={tone}>
                {t(row.stockLevel === "low" ? "stockLow" : "stockOut")}
              </Badge>
            )}
            {intl.formatNumber(row.stock)}
          </span>
        );
      },
    },
    {
      id: "status",
      header: t("status"),
      nowrap: true,
      cell: (row) => (
        <Badge size="sm" variant={row.isActive ? "success" : "neutral"}>
          {t(row.isActive ? "activeOnly" : "inactiveOnly")}
        </Badge>
      ),
    },
    {
      id: "sort_order",
      secondary: true,
      header: t("sortOrder"),
      sortable: true,
      align: "end",
      cell: (row) => intl.formatNumber(row.sortOrder),
    },
    {
      id: "updated_at",
      secondary: true,
      header: t("updatedAt"),
      sortable: true,
      nowrap: true,
      cell: (row) => (
        <time dateTime={row.updatedAt}>
          {intl.formatDate(row.updatedAt, { dateStyle: "medium" })}
        </time>
      ),
    },
    adminActionsColumn(t("actions"), (row) => (
      <AdminRowActions
        editHref={row.editHref}
        editLabel={t("edit", { name: row.name })}
        deleteLabel={t("delete", { name: row.name })}
        onDelete={() => setDeleting(row)}
        renderLink={renderLink}
      />
    )),
  ];

  return (
    <AdminListScreen
      data-slot="admin-product-list-screen"
      // The name column follows the screen's own width, which the admin's menu narrows.
      className={cn("@container", className)}
      rows={products}
      columns={columns}
      {...texts}
      searchPlaceholder={t("searchPlaceholder")}
      filterGrid
      clearOnNoMatch
      filters={[
        {
          name: "category",
          label: t("category"),
          allLabel: t("allCategories"),
          options: categories,
        },
        { name: "brand", label: t("brand"), allLabel: t("allBrands"), options: brands },
        {
          name: "stock",
          label: t("stock"),
          allLabel: t("stockAll"),
          allValue: "all",
          options: [
            { value: "in_stock", label: t("stockIn") },
            { value: "low", label: t("stockLow") },
            { value: "out", label: t("stockOut") },
          ],
        },
        {
          name: "active",
          label: t("active"),
          allLabel: t("activeAll"),
          allValue: "all",
          options: [
            { value: "active", label: t("activeOnly") },
            { value: "inactive", label: t("inactiveOnly") },
          ],
        },
      ]}
      toolbar={
        <>
          {exportHref && (
            <Button asChild size="sm" variant="outline">
              <a href={exportHref} download>
                <Download aria-hidden="true" />
                {t("export")}
              </a>
            </Button>
          )}
          {importHref && (
            <Button asChild size="sm" variant="outline">
              {renderLink({
                href: importHref,
                children: (
                  <>
                    <FileUp aria-hidden="true" />
                    {t("import")}
                  </>
                ),
              })}
            </Button>
          )}
          <AdminAddLink href={newProductHref} label={t("newProduct")} renderLink={renderLink} />
        </>
      }
      emptyAction={
        <Button asChild size="sm">
          {renderLink({ href: newProductHref, children: t("newProduct") })}
        </Button>
      }
      {...props}
    >
      <AdminDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onDelete={onDelete}
        title={t("deleteTitle")}
        description={(row) => t("deleteDescription", { name: row.name })}
        confirmLabel={t("deleteConfirm")}
        error={deleteError}
      />
    </AdminListScreen>
  );
}
