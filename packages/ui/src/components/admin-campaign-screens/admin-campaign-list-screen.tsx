import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
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
import type { DataTableColumn } from "../data-table/data-table.tsx";
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
export interface AdminCampaignQuery extends AdminListQuery {
  status: "all" | "active" | "inactive";
  type: AdminCampaignType | "";
}

export type AdminCampaignListScreenProps = AdminListPageProps<AdminCampaignQuery> & {
  campaigns: readonly AdminCampaignRow[];
  newHref: string;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onDelete: (campaign: AdminCampaignRow) => unknown;
  /** Why the last deletion failed (the campaign was used). */
  deleteError?: ReactNode;
};

/**
 * The campaigns: searched by code or name, filtered by type and state, paged through links, each
 * with its rule, its period and how often it was used (by how many customers) of its limit.
 */
export function AdminCampaignListScreen({
  campaigns,
  newHref,
  onDelete,
  deleteError,
  ...props
}: AdminCampaignListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });
  const [deleting, setDeleting] = useState<AdminCampaignRow | null>(null);
  const texts = useAdminListTexts(messages);
  const renderLink = props.renderLink ?? defaultRenderLink;

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
      data-slot="admin-campaign-list-screen"
      rows={campaigns}
      columns={columns}
      {...texts}
      filters={[
        {
          name: "type",
          label: t("type"),
          allLabel: t("allTypes"),
          options: ADMIN_CAMPAIGN_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage(campaignTypeMessages[type]),
          })),
        },
        {
          name: "status",
          label: t("status"),
          allLabel: t("all"),
          allValue: "all",
          options: [
            { value: "active", label: t("active") },
            { value: "inactive", label: t("inactive") },
          ],
        },
      ]}
      toolbar={<AdminAddLink href={newHref} label={t("add")} renderLink={renderLink} />}
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
