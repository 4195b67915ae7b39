import { CircleAlert, CircleCheck, TriangleAlert } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const tones = {
  success: {
    icon: CircleCheck,
    className: "border-success-border bg-success-subtle text-success-fg",
  },
  warning: {
    icon: TriangleAlert,
    className: "border-warning-border bg-warning-subtle text-warning-fg",
  },
  error: { icon: CircleAlert, className: "border-danger-border bg-danger-subtle text-danger-fg" },
} as const;

export type NoticeProps = ComponentProps<"div"> & { tone: keyof typeof tones };

/**
 * A message in the page's flow: the outcome of a form sent without JavaScript, a warning that
 * blocks a step. Errors are announced at once (alert), other tones politely (status).
 */
export function Notice({ tone, className, children, ...props }: NoticeProps) {
  const { icon: Icon, className: toneClass } = tones[tone];
  return (
    <div
      data-slot="notice"
      data-tone={tone}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-md border p-3 text-body-sm",
        toneClass,
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
