import { CircleAlert } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";

const messages = defineUiMessages({
  errorSummary: {
    id: "admin.form.errorSummary",
    description: "Heading of the list of a form's validation errors",
  },
  save: { id: "admin.form.save" },
  saving: { id: "admin.form.saving" },
  cancel: { id: "admin.form.cancel" },
  unsaved: { id: "admin.form.unsaved" },
});

export interface AdminFormError {
  /** The id of the field's control: the summary links to it. */
  fieldId: string;
  message: ReactNode;
}

export interface AdminFormProps extends ComponentProps<"form"> {
  /**
   * The form's validation errors, listed above the sections with links to their fields.
   * The summary takes focus when it appears, so that a failed submit is announced.
   */
  errors?: AdminFormError[];
}

function AdminForm({ errors, className, children, noValidate = true, ...props }: AdminFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const summary = useRef<HTMLDivElement>(null);
  const count = errors?.length ?? 0;

  useEffect(() => {
    if (count > 0) summary.current?.focus();
  }, [count]);

  return (
    <form
      data-slot="admin-form"
      noValidate={noValidate}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      {count > 0 && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          aria-labelledby={headingId}
          data-slot="admin-form-error-summary"
          className="flex gap-3 rounded-lg border border-danger-border bg-danger-subtle p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="flex min-w-0 flex-col gap-1.5">
            <p id={headingId} className="text-body-sm font-semibold text-danger-fg">
              {intl.formatMessage(messages.errorSummary, { count })}
            </p>
            <ul className="flex list-disc flex-col gap-1 ps-5 text-body-sm text-danger-fg">
              {errors?.map((error) => (
                <li key={error.fieldId}>
                  <a
                    href={`#${error.fieldId}`}
                    onClick={(event) => {
                      const field = document.getElementById(error.fieldId);
                      if (!field) return;
                      event.preventDefault();
                      field.focus();
                      field.scrollIntoView({ block: "center" });
                    }}
                    className="underline underline-offset-2 hover:no-underline"
                  >
                    {error.message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {children}
    </form>
  );
}

export interface FormSectionProps extends Omit<ComponentProps<"section">, "title"> {
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the end of the section's header (an "Add variant" button, say). */
  actions?: ReactNode;
  /** Fields side by side from tablet width up (2), or one per row (1). */
  columns?: 1 | 2;
  headingLevel?: 2 | 3;
}

function FormSection({
  title,
  description,
  actions,
  columns = 2,
  headingLevel = 2,
  className,
  children,
  ...props
}: FormSectionProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="form-section"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={cn("rounded-lg border border-border-subtle bg-surface shadow-sm", className)}
      {...props}
    >
      <div
        data-slot="form-section-header"
        className="flex flex-wrap items-start justify-between gap-3 border-b border-border-subtle px-5 py-4"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <Heading
            id={`${id}-title`}
            className="text-body-lg font-semibold text-fg-strong [overflow-wrap:anywhere]"
          >
            {title}
          </Heading>
          {description && (
            <p
              id={`${id}-description`}
              data-slot="form-section-description"
              className="text-body-sm text-fg-muted [overflow-wrap:anywhere]"
            >
              {description}
            </p>
          )}
        </div>
        {actions && (
          <div data-slot="form-section-actions" className="flex shrink-0 items-center gap-2">
            {actions}
          </div>
        )}
      </div>
      <div
        data-slot="form-section-body"
        className={cn("grid grid-cols-1 gap-x-5 gap-y-5 p-5", columns === 2 && "md:grid-cols-2")}
      >
        {children}
      </div>
    </section>
  );
}

export interface FormGridItemProps extends ComponentProps<"div"> {
  /** "full" spans both columns of a two-column section. */
  span?: "half" | "full";
}

function FormGridItem({ span = "half", className, ...props }: FormGridItemProps) {
  return (
    <div
      data-slot="form-grid-item"
      data-span={span}
      className={cn("min-w-0", span === "full" && "md:col-span-2", className)}
      {...props}
    />
  );
}

export interface FormActionsProps extends ComponentProps<"div"> {
  /** Saving runs: the save button spins and both buttons wait. */
  pending?: boolean;
  /** There are changes that are not saved yet: says so beside the buttons. */
  dirty?: boolean;
  onCancel?: () => void;
  /** Overrides the save button's text ("Save"). */
  saveLabel?: ReactNode;
  /** Overrides the cancel button's text ("Cancel"). */
  cancelLabel?: ReactNode;
  /** The id of the form the save button submits, when the bar sits outside it. */
  form?: string;
  /** Sticks to the bottom of the scrolling area (default), or stays in the flow. */
  sticky?: boolean;
}

function FormActions({
  pending = false,
  dirty = false,
  onCancel,
  saveLabel,
  cancelLabel,
  form,
  sticky = true,
  className,
  children,
  ...props
}: FormActionsProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="form-actions"
      data-sticky={sticky || undefined}
      className={cn(
        "flex flex-wrap items-center gap-3 border-t border-border-subtle bg-surface px-5 py-3",
        sticky &&
          "sticky bottom-0 z-sticky shadow-[0_-4px_12px_0_var(--shop-base-shadow-color-soft)]",
        !sticky && "rounded-lg border shadow-sm",
        className,
      )}
      {...props}
    >
      {children && (
        <div data-slot="form-actions-extra" className="flex items-center gap-2">
          {children}
        </div>
      )}
      <div className="ms-auto flex flex-wrap items-center justify-end gap-3">
        {dirty && !pending && (
          <span
            data-slot="form-actions-status"
            className="flex items-center gap-2 text-body-sm text-fg-muted"
          >
            <span aria-hidden="true" className="size-2 rounded-full bg-warning" />
            {intl.formatMessage(messages.unsaved)}
          </span>
        )}
        {pending && (
          <span role="status" className="sr-only">
            {intl.formatMessage(messages.saving)}
          </span>
        )}
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
        )}
        <Button type="submit" form={form} loading={pending} className="min-w-28">
          {saveLabel ?? intl.formatMessage(messages.save)}
        </Button>
      </div>
    </div>
  );
}

export { AdminForm, FormActions, FormGridItem, FormSection };
