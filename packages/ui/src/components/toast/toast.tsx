import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { type ComponentProps, useContext } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../button/button.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { ToastContext, type ToastOptions, type ToastStatus } from "./toast-provider.tsx";

const messages = defineUiMessages({
  label: {
    id: "overlays.toast.label",
    description: "Read by screen readers before a toast's text (Radix Toast's label)",
  },
  region: {
    id: "overlays.toast.region",
    description: "Name of the toast region; {hotkey} is the key that focuses it (F8)",
  },
  close: { id: "overlays.toast.close", description: "Label of a toast's close (×) button" },
});

const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border border-border bg-surface-raised py-3 ps-4 pe-11 text-fg shadow-lg sm:w-toast",
    "border-s-4 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "transition-[opacity,translate,scale] duration-normal ease-standard starting:translate-y-2 starting:opacity-0",
    "data-[state=closed]:pointer-events-none data-[state=closed]:scale-95 data-[state=closed]:opacity-0 data-[state=closed]:duration-toast-leave data-[state=closed]:ease-exit",
    "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
    "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)",
  ],
  {
    variants: {
      status: {
        success: "border-s-success",
        warning: "border-s-warning",
        error: "border-s-danger",
        info: "border-s-info",
      },
    },
    defaultVariants: { status: "info" },
  },
);

const iconStyles: Record<ToastStatus, string> = {
  success: "bg-success-subtle text-success-fg",
  warning: "bg-warning-subtle text-warning-fg",
  error: "bg-danger-subtle text-danger-fg",
  info: "bg-info-subtle text-info-fg",
};

const icons: Record<ToastStatus, typeof Info> = {
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
  info: Info,
};

export type ToastProps = Omit<
  ComponentProps<typeof ToastPrimitive.Root>,
  "title" | "type" | "duration"
> &
  Omit<ToastOptions, "id">;

/**
 * One toast, controlled through `open`/`onOpenChange`; render it inside a ToastProvider whose
 * Toaster shows the viewport. Most screens call `useToast().toast(...)` instead.
 */
function Toast({
  status = "info",
  title,
  description,
  action,
  persistent = false,
  duration,
  className,
  ...props
}: ToastProps) {
  const intl = useIntl();
  const { dir } = useLocale();
  const Icon = icons[status];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-status={status}
      dir={dir}
      // errors and warnings interrupt the screen reader; success and info wait their turn
      type={status === "error" || status === "warning" ? "foreground" : "background"}
      {...(persistent ? { duration: Number.POSITIVE_INFINITY } : duration ? { duration } : {})}
      className={cn(toastVariants({ status }), className)}
      {...props}
    >
      <span
        data-slot="toast-icon"
        aria-hidden="true"
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full",
          iconStyles[status],
        )}
      >
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 pt-1">
        <ToastPrimitive.Title
          data-slot="toast-title"
          className="text-body-sm font-semibold text-fg-strong"
        >
          {title}
        </ToastPrimitive.Title>
        {description && (
          <ToastPrimitive.Description
            data-slot="toast-description"
            className="text-body-sm text-fg-muted"
          >
            {description}
          </ToastPrimitive.Description>
        )}
        {action && (
          <ToastPrimitive.Action altText={action.altText} asChild>
            <Button
              data-slot="toast-action"
              variant="outline"
              size="sm"
              className="mt-2 self-start"
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          </ToastPrimitive.Action>
        )}
      </div>
      <ToastPrimitive.Close asChild>
        <IconButton
          data-slot="toast-close"
          label={intl.formatMessage(messages.close)}
          size="sm"
          shape="round"
          className="absolute end-1.5 top-1.5 text-fg-muted hover:text-fg-strong"
        >
          <X aria-hidden="true" />
        </IconButton>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export type ToasterProps = Omit<ComponentProps<typeof ToastPrimitive.Viewport>, "label" | "hotkey">;

/**
 * The toasts' viewport (top end of the screen, full width on phones) and the queued toasts, in
 * Radix's toast context: direction-aware swipe (towards the end of the line), labels from the
 * catalogue. Put one inside the ToastProvider.
 */
function Toaster({ className, ...props }: ToasterProps) {
  const intl = useIntl();
  const { dir } = useLocale();
  const context = useContext(ToastContext);
  return (
    <ToastPrimitive.Provider
      label={intl.formatMessage(messages.label)}
      duration={context?.duration}
      swipeDirection={dir === "rtl" ? "left" : "right"}
    >
      {context?.toasts.map(({ id, open, ...options }) => (
        <Toast
          key={id}
          {...options}
          forceMount
          open={open}
          onOpenChange={(next) => {
            if (!next) context.dismiss(id);
          }}
        />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        dir={dir}
        label={intl.formatMessage(messages.region, { hotkey: "F8" })}
        className={cn(
          "fixed inset-x-0 top-0 z-toast m-0 flex max-h-dvh list-none flex-col-reverse gap-2 p-3 outline-none sm:inset-x-auto sm:end-0 sm:p-4",
          className,
        )}
        {...props}
      />
    </ToastPrimitive.Provider>
  );
}

export { Toast, Toaster, toastVariants };
