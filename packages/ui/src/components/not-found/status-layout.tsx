import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export type StatusLayoutProps = Omit<ComponentProps<"section">, "title"> & {
  slot: string;
  icon: ReactNode;
  tone: "brand" | "danger";
  eyebrow: ReactNode;
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
  footnote?: ReactNode;
};

/** The shared frame of the NotFound and ErrorPage screens. */
export function StatusLayout({
  slot,
  icon,
  tone,
  eyebrow,
  title,
  text,
  actions,
  footnote,
  children,
  className,
  ...props
}: StatusLayoutProps) {
  return (
    <section
      data-slot={slot}
      className={cn(
        "mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-12 text-center sm:py-16",
        className,
      )}
      {...props}
    >
      <span
        data-slot={`${slot}-icon`}
        aria-hidden="true"
        className={cn(
          "mb-6 flex size-24 items-center justify-center rounded-full [&_svg]:size-11",
          tone === "brand" ? "bg-brand-subtle text-brand-fg" : "bg-danger-subtle text-danger-fg",
        )}
      >
        {icon}
      </span>
      <p
        data-slot={`${slot}-eyebrow`}
        className={cn(
          "mb-2 text-body-sm font-semibold",
          tone === "brand" ? "text-brand-fg" : "text-danger-fg",
        )}
      >
        {eyebrow}
      </p>
      <h1
        data-slot={`${slot}-title`}
        className="text-heading-md font-bold text-fg-strong text-balance sm:text-heading-lg"
      >
        {title}
      </h1>
      <p data-slot={`${slot}-text`} className="mt-3 max-w-lg text-body text-fg-muted text-pretty">
        {text}
      </p>
      <div
        data-slot={`${slot}-actions`}
        className="mt-8 flex w-full flex-col-reverse justify-center gap-3 sm:w-auto sm:flex-row"
      >
        {actions}
      </div>
      {footnote}
      {children && (
        <div data-slot={`${slot}-extra`} className="mt-10 w-full">
          {children}
        </div>
      )}
    </section>
  );
}
