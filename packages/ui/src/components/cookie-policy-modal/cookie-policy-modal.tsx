import type { ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../dialog/dialog.tsx";
import { Spinner } from "../spinner/spinner.tsx";

const messages = defineUiMessages({
  title: { id: "layout.cookie.policyTitle" },
  loading: { id: "layout.cookie.policyLoading" },
  empty: { id: "layout.cookie.policyEmpty" },
  accept: { id: "layout.cookie.accept" },
  close: { id: "layout.cookie.close" },
});

export interface CookiePolicyModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The policy as the admin wrote it (the /cerez-politikasi content page): trusted HTML,
   * rendered as given.
   */
  html?: string;
  /** The content is being fetched. */
  loading?: boolean;
  /** Replaces "Çerez Politikası" (the content page's own title). */
  title?: ReactNode;
  /** Shows "Accept" beside "Close" (when the banner is still showing). */
  onAccept?: () => void;
}

// Typography for the admin's HTML: headings, paragraphs, lists, links and tables.
const richText = cn(
  "text-body-sm text-fg [&_*+*]:mt-3",
  "[&_h1]:text-heading-sm [&_h1]:font-semibold [&_h1]:text-fg-strong",
  "[&_h2]:text-body-lg [&_h2]:font-semibold [&_h2]:text-fg-strong [&_h2]:mt-5",
  "[&_h3]:text-body [&_h3]:font-semibold [&_h3]:text-fg-strong [&_h3]:mt-4",
  "[&_ul]:list-disc [&_ul]:ps-5 [&_ol]:list-decimal [&_ol]:ps-5 [&_li+li]:mt-1",
  "[&_a]:text-fg-link [&_a]:underline [&_strong]:font-semibold [&_strong]:text-fg-strong",
  "[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border-subtle [&_td]:p-2 [&_th]:border [&_th]:border-border-subtle [&_th]:bg-surface-muted [&_th]:p-2 [&_th]:text-start",
);

/**
 * A large Dialog with the cookie policy: the admin's HTML in a body that scrolls past the popup
 * height (400 px token), with Close and, optionally, Accept.
 */
function CookiePolicyModal({
  open,
  onOpenChange,
  html,
  loading = false,
  title,
  onAccept,
}: CookiePolicyModalProps) {
  const intl = useIntl();
  const empty = !loading && (html === undefined || html.trim() === "");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="cookie-policy-modal" size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{title ?? intl.formatMessage(messages.title)}</DialogTitle>
        </DialogHeader>
        <DialogBody data-slot="cookie-policy-body" className="sm:max-h-popup">
          {loading && (
            <div className="flex justify-center py-10">
              <Spinner showLabel label={intl.formatMessage(messages.loading)} />
            </div>
          )}
          {empty && (
            <p
              data-slot="cookie-policy-empty"
              className="py-6 text-center text-body-sm text-fg-muted"
            >
              {intl.formatMessage(messages.empty)}
            </p>
          )}
          {!loading && !empty && (
            <div
              data-slot="cookie-policy-content"
              className={richText}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the admin's own content, rendered as the admin wrote it (ARCHITECTURE.md, identity and security)
              dangerouslySetInnerHTML={{ __html: html ?? "" }}
            />
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" data-slot="cookie-policy-close">
              {intl.formatMessage(messages.close)}
            </Button>
          </DialogClose>
          {onAccept && (
            <Button
              data-slot="cookie-policy-accept"
              onClick={() => {
                onAccept();
                onOpenChange(false);
              }}
            >
              {intl.formatMessage(messages.accept)}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { CookiePolicyModal };
