import { ChevronLeft, ChevronRight, Inbox, Mail, Phone } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Button } from "../button/button.tsx";
import { Notice } from "../notice/index.ts";

const messages = defineUiMessages({
  caption: { id: "admin.messages.caption" },
  empty: { id: "admin.messages.empty" },
  newer: { id: "admin.messages.newer" },
  older: { id: "admin.messages.older" },
  pages: { id: "admin.messages.pages" },
  reply: { id: "admin.messages.reply" },
});

export interface AdminContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  /** The visitor's text, shown as text (never as HTML). */
  message: string;
  /** The language the message was sent in (tr, en, ar). */
  language: string;
  /** ISO 8601. */
  createdAt: string;
}

export type AdminMessagesScreenProps = Omit<ComponentProps<"div">, "children"> & {
  messages: readonly AdminContactMessage[];
  /** From 1; newest messages first. */
  page: number;
  /** There are older messages than this page's. */
  hasOlder: boolean;
  getPageHref: (page: number) => string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** Why the messages could not be loaded. */
  error?: ReactNode;
};

/** The contact form's messages, newest first, each with a reply-by-e-mail link. */
export function AdminMessagesScreen({
  messages: items,
  page,
  hasOlder,
  getPageHref,
  renderLink = defaultRenderLink,
  error,
  className,
  ...props
}: AdminMessagesScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  return (
    <section
      data-slot="admin-messages-screen"
      aria-label={t("caption")}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      {error ? (
        <Notice tone="error">{error}</Notice>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-border-subtle bg-surface p-8 text-fg-muted">
          <Inbox aria-hidden="true" className="size-8" />
          <p>{t("empty")}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <article
                aria-labelledby={`contact-message-${item.id}`}
                className="flex flex-col gap-2 rounded-lg border border-border-subtle bg-surface p-4 shadow-sm"
              >
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2
                    id={`contact-message-${item.id}`}
                    lang={item.language}
                    dir="auto"
                    className="font-semibold text-fg-strong [overflow-wrap:anywhere]"
                  >
                    {item.subject}
                  </h2>
                  <time dateTime={item.createdAt} className="text-caption text-fg-muted">
                    {intl.formatDate(item.createdAt, { dateStyle: "medium", timeStyle: "short" })}
                  </time>
                </header>
                <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-body-sm text-fg-muted">
                  <span className="font-medium text-fg [overflow-wrap:anywhere]">
                    <bdi>{item.name}</bdi>
                  </span>
                  <span className="inline-flex items-center gap-1" dir="ltr">
                    <Mail aria-hidden="true" className="size-4" />
                    {item.email}
                  </span>
                  {item.phone && (
                    <span className="inline-flex items-center gap-1" dir="ltr">
                      <Phone aria-hidden="true" className="size-4" />
                      {item.phone}
                    </span>
                  )}
                </p>
                <p
                  lang={item.language}
                  dir="auto"
                  className="whitespace-pre-line text-body [overflow-wrap:anywhere]"
                >
                  {item.message}
                </p>
                <div>
                  <Button asChild size="sm" variant="outline">
                    <a
                      href={`mailto:${encodeURIComponent(item.email)}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`}
                    >
                      {t("reply")}
                    </a>
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {(page > 1 || hasOlder) && (
        <nav aria-label={t("pages")} className="flex justify-between gap-2">
          {page > 1 ? (
            <Button asChild size="sm" variant="ghost">
              {renderLink({
                href: getPageHref(page - 1),
                children: (
                  <>
                    <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
                    {t("newer")}
                  </>
                ),
              })}
            </Button>
          ) : (
            <span />
          )}
          {hasOlder && (
            <Button asChild size="sm" variant="ghost">
              {renderLink({
                href: getPageHref(page + 1),
                children: (
                  <>
                    {t("older")}
                    <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
                  </>
                ),
              })}
            </Button>
          )}
        </nav>
      )}
    </section>
  );
}
