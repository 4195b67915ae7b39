import { Pencil, Plus, Trash2 } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { AdminSearchFilterBar } from "../admin-form/admin-search-filter-bar.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Select } from "../select/select.tsx";
import {
  ADMIN_CAMPAIGN_TYPES,
  type AdminCampaignRule,
  type AdminCampaignType,
  campaignTypeMessages,
  describeRule,
} from "./campaign-terms.ts";

const messages = defineUiMessages({
  caption: { id: "admin.campaigns.caption" },
  filters: { id: "admin.campaigns.filters" },
  name: { id: "admin.campaigns.name" },
  type: { id: "admin.campaigns.typeLabel" },
  allTypes: { id: "admin.campaigns.allTypes" },
  rule: { id: "admin.campaigns.rule" },
  usage: { id: "admin.coupons.usage" },
  customers: { id: "admin.campaigns.customers" },
  unlimited: { id: "admin.coupons.unlimited" },
  period: { id: "admin.coupons.period" },
  from: { id: "admin.coupons.from" },
  status: { id: "admin.productList.status" },
  all: { id: "admin.campaigns.allStatuses" },
  active: { id: "admin.productList.activeOnly" },
  inactive: { id: "admin.productList.inactiveOnly" },
  actions: { id: "admin.productList.actions" },
  add: { id: "admin.campaigns.add" },
  edit: { id: "admin.campaigns.edit" },
  delete: { id: "admin.campaigns.delete" },
  deleteTitle: { id: "admin.campaigns.deleteTitle" },
  deleteDescription: { id: "admin.campaigns.deleteDescription" },
  deleteConfirm: { id: "admin.taxonomy.deleteConfirm" },
  empty: { id: "admin.campaigns.empty" },
  noMatch: { id: "admin.campaigns.noMatch" },
});

export interface AdminCampaignRow extends AdminCampaignRule {
  id: string;
  code: string;
  name: string;
  usageCount: number;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** Customers who used it at least once. */
  customerCount: number;
  /** ISO 8601. */
  startsAt: string;
  endsAt: string | null;
  isActive: boolean;
  editHref: string;
}

/** The list's state, as the app reads it from the URL. */
export interface AdminCampaignQuery {
  q: string;
  status: "all" | "active" | "inactive";
  type: AdminCampaignType | "";
  /** From 1. */
  page: number;
}

export type AdminCampaignListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  campaigns: readonly AdminCampaignRow[];
  totalRows: number;
  pageSize: number;
  query: AdminCampaignQuery;
  /** The list's address for a query: pages and "clear" link to it. */
  getHref: (query: AdminCampaignQuery) => string;
  newHref: string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** Renders the filter form (method get). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onDelete: (campaign: AdminCampaignRow) => unknown;
  /** Why the last deletion failed (the campaign was used). */
  deleteError?: ReactNode;
};

const defaultRenderLink = (props: AdminMenuLinkProps) => <a {...props} />;
const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/**
 * The campaigns: searched by code or name, filtered by type and state, paged through links, each
 * with its rule, its period and how often it was used (by how many customers) of its limit.
 */
export function AdminCampaignListScreen({
  campaigns,
  totalRows,
  pageSize,
  query,
  getHref,
  newHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  loading = false,
  error,
  onRetry,
  onDelete,
  deleteError,
  className,
  ...props
}: AdminCampaignListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });
  const [deleting, setDeleting] = useState<AdminCampaignRow | null>(null);
  const cleared: AdminCampaignQuery = { q: "", status: "all", type: "", page: 1 };
  const filtered = query.q !== "" || query.status !== "all" || query.type !== "";

  const columns: DataTableColumn<AdminCampaignRow>[] = [
    {
      id: "name",
      header: t("name"),
      cell: (row) => (
        <span className="flex min-w-40 flex-col items-start gap-0.5">
          {renderLink({
            href: row.editHref,
            className: "font-medium text-fg-strong hover:underline",
            children: row.name,
          })}
          <span dir="ltr" className="font-mono text-caption text-fg-muted">
            {row.code}
          </span>
        </span>
      ),
    },
    {
      id: "rule",
      header: t("rule"),
      cell: (row) => (
        <span className="flex min-w-36 flex-col gap-0.5">
          <span className="text-caption text-fg-muted">
            {intl.formatMessage(campaignTypeMessages[row.type])}
          </span>
          <span>{describeRule(intl, row)}</span>
        </span>
      ),
    },
    {
      id: "usage",
      header: t("usage"),
      nowrap: true,
      cell: (row) => (
        <span className="flex flex-col gap-0.5">
          <span dir="ltr" className="inline-block tabular-nums">
            {intl.formatNumber(row.usageCount)} /{" "}
            {row.usageLimit === null ? (
              <span title={t("unlimited")}>∞</span>
            ) : (
              intl.formatNumber(row.usageLimit)
            )}
          </span>
          <span className="text-caption text-fg-muted">
            {t("customers", { count: row.customerCount })}
          </span>
        </span>
      ),
    },
    {
      id: "period",
      header: t("period"),
      cell: (row) =>
        row.endsAt
          ? `${date(row.startsAt)} – ${date(row.endsAt)}`
          : t("from", { date: date(row.startsAt) }),
    },
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

  return (
    <div
      data-slot="admin-campaign-list-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <div className="flex justify-end">
        <Button asChild size="sm">
          {renderLink({
            href: newHref,
            children: (
              <>
                <Plus aria-hidden="true" />
                {t("add")}
              </>
            ),
          })}
        </Button>
      </div>
      <AdminSearchFilterBar
        renderForm={renderForm}
        renderLink={renderLink}
        clearedHref={getHref(cleared)}
        fields={["q", "status", "type", "page"]}
        label={t("filters")}
        search={query.q}
        filtered={filtered}
      >
        <FormField label={t("type")} className="min-w-40">
          <Select
            name="type"
            size="sm"
            defaultValue={query.type}
            options={[
              { value: "", label: t("allTypes") },
              ...ADMIN_CAMPAIGN_TYPES.map((type) => ({
                value: type,
                label: intl.formatMessage(campaignTypeMessages[type]),
              })),
            ]}
          />
        </FormField>
        <FormField label={t("status")} className="min-w-32">
          <Select
            name="status"
            size="sm"
            defaultValue={query.status}
            options={[
              { value: "all", label: t("all") },
              { value: "active", label: t("active") },
              { value: "inactive", label: t("inactive") },
            ]}
          />
        </FormField>
      </AdminSearchFilterBar>
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[...campaigns]}
        getRowId={(row) => row.id}
        page={query.page}
        pageSize={pageSize}
        totalRows={totalRows}
        getPageHref={(page) => getHref({ ...query, page })}
        renderLink={({ href, children }) => renderLink({ href, children })}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t(filtered ? "noMatch" : "empty")}
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
