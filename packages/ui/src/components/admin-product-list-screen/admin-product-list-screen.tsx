import { Download, FileUp, ImageOff, Pencil, Plus, Search, Trash2, X } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { AdminFilterForm, adminFilterGrid } from "../admin-form/admin-filter-form.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import {
  DataTable,
  type DataTableColumn,
  narrowOnly,
  type SortDirection,
} from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import { Select, type SelectOption } from "../select/select.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.productList.caption" },
  filters: { id: "admin.productList.filters", description: "Accessible name of the filter form" },
  search: { id: "admin.productList.search" },
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
  apply: { id: "admin.productList.apply" },
  clearFilters: { id: "admin.productList.clearFilters" },
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
  noProducts: { id: "admin.productList.noProducts" },
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
export interface AdminProductQuery {
  q: string;
  /** A category id, or "" for all. */
  category: string;
  /** A brand id, or "" for all. */
  brand: string;
  stock: AdminProductStockFilter;
  active: AdminProductActiveFilter;
  sort: AdminProductSortKey;
  direction: SortDirection;
  /** From 1. */
  page: number;
}

/** The names the filter form submits (a GET form): the app reads them from the URL. */
export const ADMIN_PRODUCT_FILTER_FIELDS = ["q", "category", "brand", "stock", "active"] as const;

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

export type AdminProductListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  products: readonly AdminProductRow[];
  /** Every product that matches the query, over all pages. */
  totalRows: number;
  pageSize: number;
  query: AdminProductQuery;
  /** Category choices (an indented name for a sub-category reads as a tree). */
  categories: readonly SelectOption[];
  brands: readonly SelectOption[];
  /** The list's address for a query: sort headers, pages and "clear filters" link to it. */
  getHref: (query: AdminProductQuery) => string;
  newProductHref: string;
  /** The catalogue's CSV file: a download link beside "new product" when given. */
  exportHref?: string;
  /** The CSV import page: a link beside "new product" when given. */
  importHref?: string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** Renders the filter form (method get, the fields of ADMIN_PRODUCT_FILTER_FIELDS). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  loading?: boolean;
  /** Why the products could not be loaded. */
  error?: ReactNode;
  onRetry?: () => void;
  /**
   * Called once the admin confirms. A returned promise keeps the dialog busy until it settles;
   * it closes when it resolves and stays open (showing `deleteError`) when it rejects.
   */
  onDelete: (product: AdminProductRow) => unknown;
  /** Why the last deletion failed, shown in the dialog. */
  deleteError?: ReactNode;
};

const defaultRenderLink = (props: AdminMenuLinkProps) => <a {...props} />;
const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

const stockTone = { in_stock: null, low: "warning", out: "danger" } as const;

/**
 * The admin's product list: a GET filter form, sort headers and pages as links (the state
 * lives in the URL and works without JavaScript), edit links and a confirmed delete per row.
 */
export function AdminProductListScreen({
  products,
  totalRows,
  pageSize,
  query,
  categories,
  brands,
  getHref,
  newProductHref,
  exportHref,
  importHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  loading = false,
  error,
  onRetry,
  onDelete,
  deleteError,
  className,
  ...props
}: AdminProductListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);

  const filtered =
    query.q !== "" ||
    query.category !== "" ||
    query.brand !== "" ||
    query.stock !== "all" ||
    query.active !== "all";
  const cleared: AdminProductQuery = {
    ...query,
    q: "",
    category: "",
    brand: "",
    stock: "all",
    active: "all",
    page: 1,
  };

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
    {
      id: "actions",
      header: t("actions"),
      hideHeader: true,
      align: "end",
      nowrap: true,
      cell: (row) => (
        <span className="inline-flex items-center gap-1">
          <Button asChild variant="ghost" size="icon">
            {renderLink({
              href: row.editHref,
              "aria-label": t("edit", { name: row.name }),
              children: <Pencil aria-hidden="true" />,
            })}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("delete", { name: row.name })}
            className="text-danger-fg hover:bg-danger-subtle"
            onClick={() => setDeleting(row)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];

  const select = (
    name: "category" | "brand" | "stock" | "active",
    options: readonly SelectOption[],
  ) => <Select name={name} size="sm" defaultValue={query[name]} options={options} />;

  return (
    <div
      data-slot="admin-product-list-screen"
      // The filters follow the screen's own width, which the admin's menu narrows.
      className={cn("@container flex flex-col gap-4", className)}
      {...props}
    >
      <AdminFilterForm
        renderForm={renderForm}
        href={getHref(cleared)}
        fields={[...ADMIN_PRODUCT_FILTER_FIELDS, "page"]}
        label={t("filters")}
        className={adminFilterGrid}
      >
        <FormField label={t("search")}>
          <Input
            name="q"
            type="search"
            size="sm"
            defaultValue={query.q}
            placeholder={t("searchPlaceholder")}
            startAdornment={<Search aria-hidden="true" />}
          />
        </FormField>
        <FormField label={t("category")}>
          {select("category", [{ value: "", label: t("allCategories") }, ...categories])}
        </FormField>
        <FormField label={t("brand")}>
          {select("brand", [{ value: "", label: t("allBrands") }, ...brands])}
        </FormField>
        <FormField label={t("stock")}>
          {select("stock", [
            { value: "all", label: t("stockAll") },
            { value: "in_stock", label: t("stockIn") },
            { value: "low", label: t("stockLow") },
            { value: "out", label: t("stockOut") },
          ])}
        </FormField>
        <FormField label={t("active")}>
          {select("active", [
            { value: "all", label: t("activeAll") },
            { value: "active", label: t("activeOnly") },
            { value: "inactive", label: t("inactiveOnly") },
          ])}
        </FormField>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm" variant="secondary">
            {t("apply")}
          </Button>
          {filtered && (
            <Button asChild size="sm" variant="ghost">
              {renderLink({
                href: getHref(cleared),
                children: (
                  <>
                    <X aria-hidden="true" />
                    {t("clearFilters")}
                  </>
                ),
              })}
            </Button>
          )}
        </div>
      </AdminFilterForm>
      <div className="flex flex-wrap justify-end gap-2">
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
        <Button asChild size="sm">
          {renderLink({
            href: newProductHref,
            children: (
              <>
                <Plus aria-hidden="true" />
                {t("newProduct")}
              </>
            ),
          })}
        </Button>
      </div>
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[...products]}
        getRowId={(row) => row.id}
        sort={{ columnId: query.sort, direction: query.direction }}
        getSortHref={(sort) =>
          getHref({
            ...query,
            sort: sort.columnId as AdminProductSortKey,
            direction: sort.direction,
            page: 1,
          })
        }
        page={query.page}
        pageSize={pageSize}
        totalRows={totalRows}
        getPageHref={(page) => getHref({ ...query, page })}
        renderLink={({ href, children }) => renderLink({ href, children })}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t(filtered ? "noMatch" : "noProducts")}
        emptyAction={
          filtered ? (
            <Button asChild variant="outline" size="sm">
              {renderLink({ href: getHref(cleared), children: t("clearFilters") })}
            </Button>
          ) : (
            <Button asChild size="sm">
              {renderLink({ href: newProductHref, children: t("newProduct") })}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="danger"
        title={t("deleteTitle")}
        description={deleting ? t("deleteDescription", { name: deleting.name }) : undefined}
        confirmLabel={t("deleteConfirm")}
        error={deleteError}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </div>
  );
}
