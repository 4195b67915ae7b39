import type { ReactElement, ReactNode } from "react";
import { FormField } from "../form-field/form-field.tsx";
import { FormGridItem } from "./admin-form.tsx";

/** Lays one control out in the form's grid, with its label and the refusal keyed by `name`. */
export type AdminFormFieldLayout = (
  name: string,
  label: string,
  control: ReactElement<{ id?: string }>,
  options?: { required?: boolean; hint?: ReactNode; span?: "half" | "full" },
) => ReactElement;

/** The field layout of an admin edit form whose refusals are `errors`, keyed by field name. */
export function adminFieldLayout(errors: Partial<Record<string, ReactNode>>): AdminFormFieldLayout {
  return (name, label, control, options = {}) => (
    <FormGridItem span={options.span}>
      <FormField
        label={label}
        required={options.required}
        optional={!options.required}
        hint={options.hint}
        error={errors[name]}
      >
        {control}
      </FormField>
    </FormGridItem>
  );
}
