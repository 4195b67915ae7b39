import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export interface RowCheckboxProps {
  name: string;
  label: ReactNode;
  defaultChecked?: boolean | undefined;
  /** Its place in the dialog's grid. */
  className?: string;
}

/** A yes-or-no field of a row's dialog: the form sends "true" when ticked and nothing when not. */
export function RowCheckbox({ name, label, defaultChecked, className }: RowCheckboxProps) {
  return (
    <label className={cn("flex items-center gap-2 text-body", className)}>
      <input
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={defaultChecked}
        className="size-4 shrink-0 accent-brand"
      />
      {label}
    </label>
  );
}
