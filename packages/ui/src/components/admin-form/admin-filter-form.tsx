import type { ComponentProps, ReactElement, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { formTarget } from "../filter-panel/filters.ts";

export interface AdminFilterFormProps {
  /** The form itself (the app's router form), method get. */
  renderForm: (props: ComponentProps<"form">) => ReactElement;
  /** The list's address with its filters cleared: its other parameters go along as hidden fields. */
  href: string;
  /** The parameters the form asks for itself (and the page, which a new filter resets). */
  fields: readonly string[];
  /** The form's accessible name ("Filter orders"). */
  label: string;
  /** The layout of the fields (grid or flex). */
  className?: string;
  children: ReactNode;
}

/**
 * As many fields in a row as fit the card, never a column count fixed at a window width: the
 * admin's menu, the language and the labels decide what fits, so the fields wrap instead of
 * pushing "apply" out of the card. The fields share each row; the buttons keep their own width.
 */
export const adminFilterGrid =
  "flex flex-wrap [&>[data-slot=form-field]]:min-w-0 [&>[data-slot=form-field]]:flex-[1_1_11rem]";

/**
 * An admin list's filter bar: a GET form back to the list, so that filters live in the URL and
 * work without JavaScript, keeping the list's other parameters (its sort) as hidden fields.
 */
export function AdminFilterForm({
  renderForm,
  href,
  fields,
  label,
  className,
  children,
}: AdminFilterFormProps) {
  const target = formTarget(href, fields);
  return renderForm({
    method: "get",
    action: target.action,
    role: "search",
    "aria-label": label,
    className: cn(
      "items-end gap-3 rounded-lg border border-border-subtle bg-surface p-4 shadow-sm",
      className,
    ),
    children: (
      <>
        {target.fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
      </>
    ),
  });
}
