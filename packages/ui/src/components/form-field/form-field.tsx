import { CircleAlert } from "lucide-react";
import { type ComponentProps, cloneElement, type ReactElement, type ReactNode, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  optional: {
    id: "primitives.formField.optional",
    description: "Shown after the label of a field that may stay empty",
  },
});

/** What FormField passes to its control. */
export interface FormFieldControlProps {
  id?: string;
  disabled?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-labelledby"?: string;
  "aria-required"?: boolean | "true" | "false";
}

export type FormFieldProps = Omit<ComponentProps<"div">, "children"> & {
  label: ReactNode;
  /**
   * The one control (Input, Textarea, Select, PasswordInput, RadioGroup, QuantityStepper...). It
   * receives id, aria-labelledby, aria-describedby (hint and error), aria-invalid and aria-required.
   */
  children: ReactElement<FormFieldControlProps>;
  hint?: ReactNode;
  /** The error message; marks the control invalid. */
  error?: ReactNode;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  /** Adds "(isteğe bağlı)" after the label. */
  optional?: boolean;
  disabled?: boolean;
  /** Keep the label for screen readers only (a search field with a visible button). */
  labelHidden?: boolean;
};

/** Label, required marker, hint and error around one control, wired for assistive technology. */
function FormField({
  label,
  children,
  hint,
  error,
  required = false,
  optional = false,
  disabled = false,
  labelHidden = false,
  className,
  ...props
}: FormFieldProps) {
  const intl = useIntl();
  const generated = useId();
  const control = children.props;
  const controlId = control.id ?? `${generated}-control`;
  const labelId = `${generated}-label`;
  const hintId = `${generated}-hint`;
  const errorId = `${generated}-error`;
  const invalid = Boolean(error);
  const describedBy = [
    control["aria-describedby"],
    hint ? hintId : undefined,
    invalid ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div
      data-slot="form-field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn("flex flex-col gap-1.5", className)}
      {...props}
    >
      <label
        data-slot="form-field-label"
        id={labelId}
        htmlFor={controlId}
        className={cn(
          "text-body-sm font-medium text-fg-strong",
          disabled && "text-fg-muted",
          labelHidden && "sr-only",
        )}
      >
        {label}
        {required && (
          <span data-slot="form-field-required" aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        )}
        {optional && !required && (
          <>
            {" "}
            <span data-slot="form-field-optional" className="font-normal text-fg-muted">
              {intl.formatMessage(messages.optional)}
            </span>
          </>
        )}
      </label>
      {cloneElement(children, {
        id: controlId,
        "aria-labelledby": control["aria-labelledby"] ?? labelId,
        "aria-describedby": describedBy || undefined,
        "aria-invalid": invalid || control["aria-invalid"] || undefined,
        "aria-required": required || control["aria-required"] || undefined,
        ...(disabled ? { disabled: true } : {}),
      })}
      {hint && (
        <p data-slot="form-field-hint" id={hintId} className="text-body-sm text-fg-muted">
          {hint}
        </p>
      )}
      {invalid && (
        <p
          data-slot="form-field-error"
          id={errorId}
          className="flex items-start gap-1.5 text-body-sm font-medium text-danger-fg"
        >
          <CircleAlert aria-hidden="true" className="mt-[0.2em] size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

export { FormField };
