import { Mail, MessageCircle, RotateCw, Search, Send, Smartphone } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { AdminFilterForm } from "../admin-form/admin-filter-form.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn, narrowOnly } from "../data-table/data-table.tsx";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../dialog/dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Select } from "../select/select.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.outbox.caption" },
  filters: { id: "admin.outbox.filters" },
  search: { id: "admin.outbox.search" },
  searchPlaceholder: { id: "admin.outbox.searchPlaceholder" },
  channel: { id: "admin.outbox.channel" },
  status: { id: "admin.outbox.status" },
  all: { id: "admin.outbox.all" },
  email: { id: "admin.outbox.email" },
  sms: { id: "admin.outbox.sms" },
  whatsapp: { id: "admin.outbox.whatsapp" },
  pending: { id: "admin.outbox.pending" },
  sent: { id: "admin.outbox.sent" },
  failed: { id: "admin.outbox.failed" },
  attempts: { id: "admin.outbox.attempts" },
  lastError: { id: "admin.outbox.lastError" },
  nextAttempt: { id: "admin.outbox.nextAttempt" },
  retrySend: { id: "admin.outbox.retrySend" },
  retrySendNamed: { id: "admin.outbox.retrySendNamed" },
  retryTitle: { id: "admin.outbox.retryTitle" },
  retryDescription: { id: "admin.outbox.retryDescription" },
  apply: { id: "admin.productList.apply" },
  recipient: { id: "admin.outbox.recipient" },
  subject: { id: "admin.outbox.subject" },
  created: { id: "admin.outbox.created" },
  actions: { id: "admin.productList.actions" },
  read: { id: "admin.outbox.read" },
  readNamed: { id: "admin.outbox.readNamed" },
  resend: { id: "admin.outbox.resend" },
  resendTitle: { id: "admin.outbox.resendTitle" },
  resendDescription: { id: "admin.outbox.resendDescription" },
  noSubject: { id: "admin.outbox.noSubject" },
  topic: { id: "admin.outbox.topic" },
  close: { id: "admin.outbox.close" },
  empty: { id: "admin.outbox.empty" },
  delivery: { id: "admin.outbox.delivery" },
  deliveryError: { id: "admin.outbox.deliveryError" },
  waiting: { id: "admin.outbox.deliveryWaiting" },
  onWhatsapp: { id: "admin.outbox.deliverySent" },
  delivered: { id: "admin.outbox.deliveryDelivered" },
  readByRecipient: { id: "admin.outbox.deliveryRead" },
  notDelivered: { id: "admin.outbox.deliveryFailed" },
  unknown: { id: "admin.outbox.deliveryUnknown" },
});

export type AdminOutboxChannel = "email" | "sms" | "whatsapp";
export type AdminOutboxStatus = "pending" | "sent" | "failed";
/** What the provider reported after taking the message (SMS and WhatsApp only). */
export type AdminOutboxDelivery = "waiting" | "sent" | "delivered" | "read" | "failed" | "unknown";

export interface AdminOutboxQuery {
  q: string;
  channel: "all" | AdminOutboxChannel;
  /** undelivered: sent, but the provider reported it not delivered. */
  status: "all" | AdminOutboxStatus | "undelivered";
  page: number;
}

export interface AdminOutboxRow {
  id: string;
  channel: AdminOutboxChannel;
  recipient: string;
  subject: string | null;
  /** The message as written: shown as text, never as HTML. */
  body: string;
  /** What it is about (order_status, otp_login, ...). */
  topic: string;
  /** The language it was written in (tr, en, ar). */
  language: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null while no provider has sent it. */
  sentAt: string | null;
  /** pending: queued (perhaps waiting for its next attempt); failed: the sender gave up. */
  status: AdminOutboxStatus;
  /** Times the sender tried the provider. */
  attempts: number;
  /** What the provider answered the last failed attempt. */
  lastError: string | null;
  /** ISO 8601; when a queued message is tried next. */
  nextAttemptAt: string | null;
  /**
   * Whether a sent message reached the phone, as the provider reported; null or absent when it
   * is not followed (e-mail, or reports off).
   */
  delivery?: AdminOutboxDelivery | null;
  /** The provider's reason for a failed (or unreported) delivery. */
  deliveryError?: string | null;
}

export type AdminOutboxScreenProps = Omit<ComponentProps<"div">, "children"> & {
  messages: readonly AdminOutboxRow[];
  totalRows: number;
  pageSize: number;
  query: AdminOutboxQuery;
  getHref: (query: AdminOutboxQuery) => string;
  /** Queues a copy of the message; a returned promise keeps the confirmation busy until it settles. */
  onResend?: (row: AdminOutboxRow) => unknown;
  resending?: boolean;
  /**
   * Tries a failed message (or one whose delivery failed) again now; a returned promise keeps
   * the confirmation busy.
   */
  onRetrySend?: (row: AdminOutboxRow) => unknown;
  retrying?: boolean;
  /** The message opened at first (a story, or a link to one message). */
  defaultOpenId?: string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;
const channelIcon = { email: Mail, sms: Smartphone, whatsapp: MessageCircle } as const;
const statusVariant = { pending: "warning", sent: "success", failed: "danger" } as const;
const deliveryBadge = {
  waiting: { label: "waiting", variant: "neutral" },
  sent: { label: "onWhatsapp", variant: "info" },
  delivered: { label: "delivered", variant: "success" },
  read: { label: "readByRecipient", variant: "success" },
  failed: { label: "notDelivered", variant: "danger" },
  unknown: { label: "unknown", variant: "warning" },
} as const;
const canRetry = (row: AdminOutboxRow) => row.status === "failed" || row.delivery === "failed";

/**
 * A provider's answer, clamped to two lines. It is English text from the provider, so it runs
 * left to right even on an Arabic page: the clamped box itself takes that direction, which puts
 * the ellipsis at the end of the text, and sits at the start of the cell.
 */
function ProviderText({ children, clamp = false }: { children: string; clamp?: boolean }) {
  return (
    <span
      data-slot="outbox-last-error"
      dir="ltr"
      title={clamp ? children : undefined}
      className={cn(
        "text-start text-danger-fg [overflow-wrap:anywhere]",
        clamp && "line-clamp-2 text-caption [max-inline-size:--spacing(56)]",
      )}
    >
      {children}
    </span>
  );
}

/** The e-mails, SMS and WhatsApp messages the shop wrote: filtered, paged, read and resent. */
export function AdminOutboxScreen({
  messages: rows,
  totalRows,
  pageSize,
  query,
  getHref,
  onResend,
  resending = false,
  onRetrySend,
  retrying = false,
  defaultOpenId,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  loading = false,
  error,
  onRetry,
  className,
  ...props
}: AdminOutboxScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  const [openId, setOpenId] = useState<string | null>(defaultOpenId ?? null);
  const [confirming, setConfirming] = useState<{
    row: AdminOutboxRow;
    kind: "resend" | "retry";
  } | null>(null);
  const open = rows.find((row) => row.id === openId) ?? null;
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" });
  const channelBadge = (row: AdminOutboxRow) => {
    const Icon = channelIcon[row.channel];
    return (
      <Badge size="sm" variant="neutral">
        <Icon aria-hidden="true" className="size-3.5" />
        {t(row.channel)}
      </Badge>
    );
  };
  const statusBadge = (row: AdminOutboxRow) => (
    <Badge size="sm" variant={statusVariant[row.status]} data-status={row.status}>
      {t(row.status)}
    </Badge>
  );
  const delivery = (row: AdminOutboxRow) => {
    if (!row.delivery || row.status !== "sent") return null;
    const { label, variant } = deliveryBadge[row.delivery];
    return (
      <Badge
        size="sm"
        variant={variant}
        data-delivery={row.delivery}
        aria-label={`${t("delivery")}: ${t(label)}`}
      >
        {t(label)}
      </Badge>
    );
  };
  const statusCell = (row: AdminOutboxRow) => (
    <span className="flex flex-col items-start gap-0.5">
      <span className="flex flex-wrap items-center gap-1">
        {statusBadge(row)}
        {delivery(row)}
      </span>
      {row.attempts > 0 && (
        <span className="text-caption text-fg-muted">{t("attempts", { count: row.attempts })}</span>
      )}
      {row.lastError && row.status !== "sent" && <ProviderText clamp>{row.lastError}</ProviderText>}
      {row.deliveryError && row.status === "sent" && (
        <ProviderText clamp>{row.deliveryError}</ProviderText>
      )}
    </span>
  );

  const columns: DataTableColumn<AdminOutboxRow>[] = [
    {
      id: "created",
      header: t("created"),
      nowrap: true,
      secondary: true,
      cell: (row) => <time dateTime={row.createdAt}>{date(row.createdAt)}</time>,
    },
    { id: "channel", header: t("channel"), nowrap: true, cell: channelBadge },
    {
      id: "message",
      header: t("recipient"),
      cell: (row) => (
        <span className="flex flex-col items-start gap-0.5">
          <span dir="ltr" className="font-medium text-fg-strong [overflow-wrap:anywhere]">
            {row.recipient}
          </span>
          <span
            lang={row.language}
            dir="auto"
            className="text-body-sm text-fg-muted [overflow-wrap:anywhere]"
          >
            {row.subject ?? row.topic}
          </span>
          <time dateTime={row.createdAt} className={cn("text-caption text-fg-muted", narrowOnly)}>
            {date(row.createdAt)}
          </time>
        </span>
      ),
    },
    { id: "status", header: t("status"), cell: statusCell },
    {
      id: "actions",
      header: t("actions"),
      hideHeader: true,
      align: "end",
      cell: (row) => (
        <span className="flex flex-wrap justify-end gap-1">
          <Button
            size="sm"
            variant="outline"
            aria-label={t("readNamed", { recipient: row.recipient })}
            onClick={() => setOpenId(row.id)}
          >
            {t("read")}
          </Button>
          {onRetrySend && canRetry(row) && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t("retrySendNamed", { recipient: row.recipient })}
              onClick={() => setConfirming({ row, kind: "retry" })}
            >
              <RotateCw aria-hidden="true" className="rtl:-scale-x-100" />
              {t("retrySend")}
            </Button>
          )}
          {onResend && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setConfirming({ row, kind: "resend" })}
            >
              <Send aria-hidden="true" className="rtl:-scale-x-100" />
              {t("resend")}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div
      data-slot="admin-outbox-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <AdminFilterForm
        renderForm={renderForm}
        href={getHref({ q: "", channel: "all", status: "all", page: 1 })}
        fields={["q", "channel", "status", "page"]}
        label={t("filters")}
        className="flex flex-wrap"
      >
        <FormField label={t("search")} className="min-w-56 flex-1">
          <Input
            name="q"
            type="search"
            size="sm"
            dir="ltr"
            defaultValue={query.q}
            placeholder={t("searchPlaceholder")}
            startAdornment={<Search aria-hidden="true" />}
          />
        </FormField>
        <FormField label={t("channel")} className="min-w-36">
          <Select
            name="channel"
            size="sm"
            defaultValue={query.channel}
            options={(["all", "email", "sms", "whatsapp"] as const).map((value) => ({
              value,
              label: t(value),
            }))}
          />
        </FormField>
        <FormField label={t("status")} className="min-w-36">
          <Select
            name="status"
            size="sm"
            defaultValue={query.status}
            options={(["all", "pending", "sent", "failed", "undelivered"] as const).map(
              (value) => ({
                value,
                label: t(value === "undelivered" ? "notDelivered" : value),
              }),
            )}
          />
        </FormField>
        <Button type="submit" size="sm" variant="secondary">
          {t("apply")}
        </Button>
      </AdminFilterForm>
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[...rows]}
        getRowId={(row) => row.id}
        page={query.page}
        pageSize={pageSize}
        totalRows={totalRows}
        getPageHref={(page) => getHref({ ...query, page })}
        renderLink={({ href, children }) => renderLink({ href, children })}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t("empty")}
      />
      <Dialog
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpenId(null);
        }}
      >
        {open && (
          <DialogContent size="lg">
            <DialogHeader>
              <DialogTitle lang={open.language} dir="auto">
                {open.subject ?? t("noSubject")}
              </DialogTitle>
              <DialogDescription asChild>
                <div className="flex flex-wrap items-center gap-2">
                  {channelBadge(open)}
                  {statusBadge(open)}
                  <span dir="ltr" className="[overflow-wrap:anywhere]">
                    {open.recipient}
                  </span>
                  <time dateTime={open.createdAt}>{date(open.createdAt)}</time>
                </div>
              </DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col gap-3">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-body-sm">
                <dt className="text-fg-muted">{t("topic")}</dt>
                <dd>
                  <bdi>{open.topic}</bdi>
                </dd>
                <dt className="text-fg-muted">{t("status")}</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  {statusBadge(open)}
                  {t("attempts", { count: open.attempts })}
                </dd>
                {open.lastError && (
                  <>
                    <dt className="text-fg-muted">{t("lastError")}</dt>
                    <dd>
                      <ProviderText>{open.lastError}</ProviderText>
                    </dd>
                  </>
                )}
                {open.status === "sent" && open.delivery && (
                  <>
                    <dt className="text-fg-muted">{t("delivery")}</dt>
                    <dd className="flex flex-wrap items-center gap-2">{delivery(open)}</dd>
                  </>
                )}
                {open.status === "sent" && open.deliveryError && (
                  <>
                    <dt className="text-fg-muted">{t("deliveryError")}</dt>
                    <dd>
                      <ProviderText>{open.deliveryError}</ProviderText>
                    </dd>
                  </>
                )}
                {open.status === "pending" && open.nextAttemptAt && (
                  <>
                    <dt className="text-fg-muted">{t("nextAttempt")}</dt>
                    <dd>
                      <time dateTime={open.nextAttemptAt}>{date(open.nextAttemptAt)}</time>
                    </dd>
                  </>
                )}
              </dl>
              <pre
                data-slot="outbox-body"
                lang={open.language}
                dir="auto"
                className="whitespace-pre-wrap rounded-md border border-border-subtle bg-surface-muted p-3 font-sans text-body [overflow-wrap:anywhere]"
              >
                {open.body}
              </pre>
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t("close")}</Button>
              </DialogClose>
              {onRetrySend && canRetry(open) && (
                <Button
                  variant="secondary"
                  onClick={() => setConfirming({ row: open, kind: "retry" })}
                >
                  <RotateCw aria-hidden="true" className="rtl:-scale-x-100" />
                  {t("retrySend")}
                </Button>
              )}
              {onResend && (
                <Button onClick={() => setConfirming({ row: open, kind: "resend" })}>
                  <Send aria-hidden="true" className="rtl:-scale-x-100" />
                  {t("resend")}
                </Button>
              )}
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null);
        }}
        title={t(confirming?.kind === "retry" ? "retryTitle" : "resendTitle")}
        description={confirming?.row.recipient}
        confirmLabel={t(confirming?.kind === "retry" ? "retrySend" : "resend")}
        pending={confirming?.kind === "retry" ? retrying : resending}
        onConfirm={async () => {
          if (!confirming) return;
          if (confirming.kind === "retry") await onRetrySend?.(confirming.row);
          else await onResend?.(confirming.row);
          setOpenId(null);
        }}
      >
        <p className="text-body-sm text-fg-muted">
          {t(confirming?.kind === "retry" ? "retryDescription" : "resendDescription")}
        </p>
      </ConfirmDialog>
    </div>
  );
}
