import { CircleHelp, TriangleAlert } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "../dialog/dialog.tsx";

const messages = defineUiMessages({
  confirm: { id: "overlays.confirm.confirm", description: "Default label of the confirm button" },
  cancel: { id: "overlays.confirm.cancel", description: "Default label of the cancel button" },
});

export interface ConfirmDialogProps {
  /** Controlled open state; leave undefined (with `trigger`) to let the dialog manage it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Extra content under the description (what will be lost, the order's summary...). */
  children?: ReactNode;
  /** Defaults to the catalogue's "Onayla" / "Confirm". */
  confirmLabel?: ReactNode;
  /** Defaults to the catalogue's "Vazgeç" / "Cancel". */
  cancelLabel?: ReactNode;
  /** "danger" for what cannot be undone: a red confirm button and a warning icon. */
  variant?: "primary" | "danger";
  /** Replaces the icon; `null` hides it. */
  icon?: ReactNode | null;
  /**
   * Called on confirm. A sync handler closes the dialog at once; a returned promise keeps it
   * open and busy until it settles, then closes it when it resolves (a rejection keeps it open,
   * for the app to show `error`).
   */
  onConfirm: () => unknown;
  /** Called when the user backs out: the cancel button or Escape. */
  onCancel?: () => void;
  /** The confirm action runs (set by the app when it tracks the request itself). */
  pending?: boolean;
  /** Why the action failed ("This order cannot be cancelled"): shown as an alert in the dialog. */
  error?: ReactNode;
  size?: DialogContentProps["size"];
}

/**
 * An alert dialog that asks before an action: cancelling an order, deleting an address,
 * deleting the account. Focus starts on cancel; a click outside does not dismiss it.
 */
function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  variant = "primary",
  icon,
  onConfirm,
  onCancel,
  pending = false,
  error,
  size = "md",
}: ConfirmDialogProps) {
  const intl = useIntl();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [running, setRunning] = useState(false);
  const busy = pending || running;
  const isOpen = open ?? innerOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    if (!next && busy) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const confirm = () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      if (!pending) setOpen(false);
      return;
    }
    setRunning(true);
    result.then(
      () => {
        setRunning(false);
        setOpen(false);
      },
      () => setRunning(false),
    );
  };

  const shownIcon =
    icon === undefined ? variant === "danger" ? <TriangleAlert /> : <CircleHelp /> : icon;

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        role="alertdialog"
        data-slot="confirm-dialog"
        data-variant={variant}
        aria-busy={busy || undefined}
        size={size}
        phone="sheet"
        hideCloseButton
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <div
          data-slot="confirm-dialog-header"
          className="flex flex-col items-center gap-3 px-5 pt-6 pb-2 text-center sm:flex-row sm:items-start sm:gap-4 sm:px-6 sm:text-start"
        >
          {shownIcon && (
            <span
              data-slot="confirm-dialog-icon"
              aria-hidden="true"
              className={cn(
                "flex size-12 shrink-0 items-center justify-center rounded-full [&_svg]:size-6",
                variant === "danger"
                  ? "bg-danger-subtle text-danger"
                  : "bg-brand-subtle text-brand-fg",
              )}
            >
              {shownIcon}
            </span>
          )}
          <div className="flex min-w-0 flex-col gap-1.5 sm:pt-1">
            <DialogTitle data-slot="confirm-dialog-title">{title}</DialogTitle>
            {description && (
              <DialogDescription data-slot="confirm-dialog-description" className="text-body">
                {description}
              </DialogDescription>
            )}
          </div>
        </div>
        {(children || error) && (
          <DialogBody
            data-slot="confirm-dialog-body"
            className={cn("flex flex-col gap-3 py-2 sm:py-2", shownIcon && "sm:ps-22")}
          >
            {children}
            {error && (
              <div
                data-slot="confirm-dialog-error"
                role="alert"
                className="flex items-start gap-2 rounded-lg border border-danger-border bg-danger-subtle px-3 py-2.5 text-body-sm text-danger-fg"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{error}</span>
              </div>
            )}
          </DialogBody>
        )}
        <DialogFooter data-slot="confirm-dialog-footer" className="pt-4 sm:pt-5">
          <Button
            ref={cancelRef}
            data-slot="confirm-dialog-cancel"
            variant="outline"
            disabled={busy}
            onClick={() => handleOpenChange(false)}
          >
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            data-slot="confirm-dialog-confirm"
            variant={variant === "danger" ? "danger" : "primary"}
            loading={busy}
            onClick={confirm}
          >
            {confirmLabel ?? intl.formatMessage(messages.confirm)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { ConfirmDialog };
