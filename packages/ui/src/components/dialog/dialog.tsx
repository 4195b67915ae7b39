import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { type ComponentProps, useCallback, useEffect, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { IconButton } from "../icon-button/icon-button.tsx";

const messages = defineUiMessages({
  close: { id: "overlays.dialog.close", description: "Label of the dialog's close (×) button" },
});

const dialogContentVariants = cva(
  [
    "fixed z-modal flex flex-col bg-surface text-fg shadow-lg outline-none",
    "transition-[opacity,scale,translate] duration-normal ease-standard starting:opacity-0",
    "sm:inset-0 sm:m-auto sm:h-fit sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:translate-y-0 sm:rounded-xl sm:starting:scale-95",
  ],
  {
    variants: {
      size: {
        sm: "sm:max-w-modal-sm",
        md: "sm:max-w-modal-md",
        lg: "sm:max-w-modal-lg",
        xl: "sm:max-w-modal-xl",
      },
      phone: {
        fullscreen: "inset-0",
        sheet: "inset-x-0 bottom-0 max-h-[90dvh] rounded-t-xl starting:translate-y-4",
      },
    },
    defaultVariants: { size: "md", phone: "fullscreen" },
  },
);

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root>;

function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Hide the × button in the top corner (the footer must then offer a way out). */
    hideCloseButton?: boolean;
  };

/**
 * The dialog box, portaled to the body with the locale's direction. Sizes follow the tokens
 * (sm 300, md 500, lg 800, xl 1140); below 576 px it fills the screen, or slides up as a
 * bottom sheet with `phone="sheet"`.
 */
function DialogContent({
  className,
  size,
  phone,
  hideCloseButton = false,
  children,
  ...props
}: DialogContentProps) {
  const intl = useIntl();
  const { dir } = useLocale();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-overlay bg-surface-overlay transition-opacity duration-normal ease-standard starting:opacity-0"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? "md"}
        dir={dir}
        className={cn(dialogContentVariants({ size, phone }), className)}
        {...props}
      >
        {children}
        {!hideCloseButton && (
          <DialogPrimitive.Close asChild>
            <IconButton
              data-slot="dialog-close-button"
              label={intl.formatMessage(messages.close)}
              shape="round"
              className="absolute end-3 top-3 text-fg-muted hover:text-fg-strong"
            >
              <X aria-hidden="true" />
            </IconButton>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn(
        "flex shrink-0 flex-col gap-1.5 border-border-subtle border-b px-5 pt-5 pb-4 pe-14 sm:border-b-0 sm:px-6 sm:pt-6 sm:pb-3 sm:pe-14",
        className,
      )}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-heading-sm font-semibold text-fg-strong text-pretty", className)}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-body-sm text-fg-muted text-pretty", className)}
      {...props}
    />
  );
}

function useOverflows<T extends HTMLElement>() {
  const [overflows, setOverflows] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    if (!node) return;
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight + 1);
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(node);
    for (const child of Array.from(node.children)) observer.current.observe(child);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, overflows] as const;
}

/** The dialog's content; scrolls past the popup height token (400 px), or the screen on phones. */
function DialogBody({ className, ...props }: ComponentProps<"div">) {
  const [ref, overflows] = useOverflows<HTMLDivElement>();
  return (
    <div
      ref={ref}
      data-slot="dialog-body"
      data-overflows={overflows || undefined}
      // a scrolling region must be reachable with the keyboard when nothing inside it is
      tabIndex={overflows ? 0 : undefined}
      className={cn(
        "min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4 text-body text-fg focus-visible:-outline-offset-2 sm:max-h-popup sm:px-6 sm:py-3",
        "data-overflows:sm:border-border-subtle data-overflows:sm:border-y",
        className,
      )}
      {...props}
    />
  );
}

function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        "flex shrink-0 flex-col-reverse gap-2 border-border-subtle border-t px-5 py-4 sm:flex-row sm:justify-end sm:border-t-0 sm:px-6 sm:pt-3 sm:pb-6",
        "sm:flex-wrap [&>[data-slot=button]]:w-full [&>[data-slot=button]]:max-w-full [&>[data-slot=button]]:shrink sm:[&>[data-slot=button]]:w-auto",
        className,
      )}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
};
