import { CheckCircle2 } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import {
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  Breadcrumbs,
} from "../breadcrumbs/breadcrumbs.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Textarea } from "../textarea/textarea.tsx";

const messages = defineUiMessages({
  title: { id: "screens.contact.title", description: "Heading of the contact page" },
  intro: { id: "screens.contact.intro" },
  name: { id: "screens.contact.name" },
  email: { id: "screens.contact.email" },
  phone: { id: "screens.contact.phone" },
  subject: { id: "screens.contact.subject" },
  message: { id: "screens.contact.message" },
  website: {
    id: "screens.contact.website",
    description: "Label of a field hidden from people: robots fill it in",
  },
  submit: { id: "screens.contact.submit" },
  sentTitle: { id: "screens.contact.sentTitle" },
  sentText: { id: "screens.contact.sentText" },
});

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactScreenProps = Omit<ComponentProps<"div">, "children"> & {
  breadcrumbs?: BreadcrumbItem[];
  renderBreadcrumbLink?: (props: BreadcrumbLinkProps) => ReactNode;
  /** What the shopper typed, shown again after a refusal. */
  values?: Partial<Record<ContactField, string>>;
  /** Each refused field's message, in the shopper's language. */
  errors?: Partial<Record<ContactField, string>>;
  /** A refusal that is not about one field (too many messages, a fault). */
  formError?: string;
  /** sending: the form is on its way; sent: the thank-you takes the form's place. */
  status?: "idle" | "sending" | "sent";
  /**
   * Renders the `<form>`: the app passes its router's form so that the message is sent by a
   * server action, with or without JavaScript. A plain POST form by default.
   */
  renderForm?: (props: ContactFormProps) => ReactElement;
};

/** What the screen gives `renderForm`: a POST form's props, its fields as children. */
export type ContactFormProps = Omit<ComponentProps<"form">, "method" | "encType" | "action"> & {
  method: "post";
};

const defaultRenderForm = (props: ContactFormProps) => <form {...props} />;

/** The contact form: name, e-mail, optional phone, subject and message; then a thank-you. */
function ContactScreen({
  breadcrumbs,
  renderBreadcrumbLink,
  values = {},
  errors = {},
  formError,
  status = "idle",
  renderForm = defaultRenderForm,
  className,
  ...props
}: ContactScreenProps) {
  const intl = useIntl();
  const text = (field: ContactField, type = "text", autoComplete?: string) => (
    <FormField
      label={intl.formatMessage(messages[field])}
      required={field !== "phone"}
      optional={field === "phone"}
      error={errors[field]}
    >
      <Input
        name={field}
        type={type}
        defaultValue={values[field] ?? ""}
        {...(autoComplete ? { autoComplete } : {})}
        {...(field === "phone" ? {} : { required: true })}
        {...(type === "email" || type === "tel" ? { dir: "ltr" } : {})}
        maxLength={field === "subject" ? 150 : field === "name" ? 100 : 254}
      />
    </FormField>
  );

  return (
    <div
      data-slot="contact-screen"
      className={cn("mx-auto flex w-full max-w-2xl flex-col gap-6 py-6", className)}
      {...props}
    >
      {breadcrumbs && (
        <Breadcrumbs
          items={breadcrumbs}
          {...(renderBreadcrumbLink ? { renderLink: renderBreadcrumbLink } : {})}
        />
      )}
      <h1 className="text-heading-lg font-bold text-fg-strong">
        {intl.formatMessage(messages.title)}
      </h1>
      {status === "sent" ? (
        <div
          role="status"
          data-slot="contact-sent"
          className="flex items-start gap-3 rounded-lg border border-success-border bg-success-subtle p-4"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-fg" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-fg-strong">{intl.formatMessage(messages.sentTitle)}</p>
            <p className="text-body-sm text-fg">{intl.formatMessage(messages.sentText)}</p>
          </div>
        </div>
      ) : (
        renderForm({
          method: "post",
          noValidate: true,
          "aria-busy": status === "sending" || undefined,
          className: "flex flex-col gap-4",
          children: (
            <>
              <p className="text-body text-fg-muted">{intl.formatMessage(messages.intro)}</p>
              {formError && (
                <p
                  role="alert"
                  data-slot="contact-form-error"
                  className="rounded-md border border-danger-border bg-danger-subtle p-3 text-body-sm text-danger-fg"
                >
                  {formError}
                </p>
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                {text("name", "text", "name")}
                {text("email", "email", "email")}
              </div>
              {text("phone", "tel", "tel")}
              {text("subject")}
              <FormField
                label={intl.formatMessage(messages.message)}
                required
                error={errors.message}
              >
                <Textarea
                  name="message"
                  required
                  rows={6}
                  minLength={10}
                  maxLength={5000}
                  defaultValue={values.message ?? ""}
                />
              </FormField>
              {/* A trap for robots: out of sight and out of the accessibility tree. */}
              <div
                aria-hidden="true"
                className="absolute -start-[9999px] h-px w-px overflow-hidden"
              >
                <label>
                  {intl.formatMessage(messages.website)}
                  <input name="website" type="text" tabIndex={-1} autoComplete="off" />
                </label>
              </div>
              <Button type="submit" className="self-start" loading={status === "sending"}>
                {intl.formatMessage(messages.submit)}
              </Button>
            </>
          ),
        })
      )}
    </div>
  );
}

export { ContactScreen };
