import { BellRing, CheckCircle2, Info } from "lucide-react";
import { type ComponentProps, type FormEvent, useId, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";

const messages = defineUiMessages({
  title: { id: "product.backInStock.title", description: "Heading of the back-in-stock form" },
  text: { id: "product.backInStock.text", description: "For guests: what the form does" },
  textSignedIn: {
    id: "product.backInStock.textSignedIn",
    description: "For signed-in shoppers: the account's address is used",
  },
  email: { id: "product.backInStock.email" },
  emailPlaceholder: { id: "product.backInStock.emailPlaceholder" },
  emailRequired: { id: "product.backInStock.emailRequired" },
  emailInvalid: { id: "product.backInStock.emailInvalid" },
  submit: { id: "product.backInStock.submit" },
  success: { id: "product.backInStock.success" },
  alreadyActive: {
    id: "product.backInStock.alreadyActive",
    description: "The shopper already asked to be told about this product",
  },
  error: { id: "product.backInStock.error" },
});

// Specification section 5: word characters with dots or dashes, an @, a domain, a 2-3 letter end.
const emailPattern = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

export type BackInStockStatus = "idle" | "submitting" | "success" | "alreadyActive" | "error";

export type BackInStockFormProps = Omit<ComponentProps<"section">, "children"> & {
  /** Signed-in shoppers are told at their account's address: no e-mail field. */
  signedIn?: boolean;
  /** Called with the typed, valid address (guests) or without one (signed in). */
  onNotifyMe: (email?: string) => void;
  /** The request's state, from the app: success and alreadyActive replace the form. */
  status?: BackInStockStatus;
  /** The error to show with status "error" (a generic one by default). */
  error?: string;
  headingLevel?: 2 | 3;
};

/** "Notify me when it is back": an e-mail field for guests, one button for signed-in shoppers. */
export function BackInStockForm({
  signedIn = false,
  onNotifyMe,
  status = "idle",
  error,
  headingLevel = 2,
  className,
  ...props
}: BackInStockFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<"required" | "format" | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const done = status === "success" || status === "alreadyActive";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signedIn) {
      onNotifyMe();
      return;
    }
    const value = email.trim();
    const found = value === "" ? "required" : emailPattern.test(value) ? null : "format";
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    onNotifyMe(value);
  };

  return (
    <section
      data-slot="back-in-stock-form"
      data-status={status}
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-3 rounded-lg border border-border-subtle bg-surface-muted p-4",
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-subtle text-brand-fg"
        >
          <BellRing className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={titleId} className="text-body-lg font-semibold text-fg-strong">
            {intl.formatMessage(messages.title)}
          </Heading>
          <p className="text-body-sm text-fg-muted">
            {intl.formatMessage(signedIn ? messages.textSignedIn : messages.text)}
          </p>
        </div>
      </div>
      {!done && (
        <form
          data-slot="back-in-stock-form-form"
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-2 sm:flex-row sm:items-start"
        >
          {!signedIn && (
            <FormField
              label={intl.formatMessage(messages.email)}
              labelHidden
              required
              error={
                problem === "required"
                  ? intl.formatMessage(messages.emailRequired)
                  : problem === "format"
                    ? intl.formatMessage(messages.emailInvalid)
                    : undefined
              }
              className="flex-1"
            >
              <Input
                ref={input}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (problem) setProblem(null);
                }}
                placeholder={intl.formatMessage(messages.emailPlaceholder)}
              />
            </FormField>
          )}
          <Button
            type="submit"
            data-slot="back-in-stock-form-submit"
            loading={status === "submitting"}
            className={cn("shrink-0", signedIn && "self-start")}
          >
            <BellRing aria-hidden="true" />
            {intl.formatMessage(messages.submit)}
          </Button>
        </form>
      )}
      <div data-slot="back-in-stock-form-status" role="status" className="empty:hidden">
        {status === "success" && (
          <p className="flex items-center gap-2 rounded-md border border-success-border bg-success-subtle px-3 py-2 text-body-sm font-medium text-success-fg">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            {intl.formatMessage(messages.success)}
          </p>
        )}
        {status === "alreadyActive" && (
          <p className="flex items-center gap-2 rounded-md border border-info-border bg-info-subtle px-3 py-2 text-body-sm font-medium text-info-fg">
            <Info aria-hidden="true" className="size-4 shrink-0" />
            {intl.formatMessage(messages.alreadyActive)}
          </p>
        )}
      </div>
      <div data-slot="back-in-stock-form-error" role="alert" className="empty:hidden">
        {status === "error" && (
          <p className="rounded-md border border-danger-border bg-danger-subtle px-3 py-2 text-body-sm font-medium text-danger-fg">
            {error ?? intl.formatMessage(messages.error)}
          </p>
        )}
      </div>
    </section>
  );
}
