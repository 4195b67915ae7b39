import { CheckCircle2, Mail } from "lucide-react";
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { Container } from "../container/container.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { TrustBadges } from "../trust-badges/trust-badges.tsx";
import { defaultPaymentMarks, type PaymentMark, PaymentMarkImage } from "./payment-marks.tsx";

const messages = defineUiMessages({
  links: { id: "layout.footer.links", description: "Name of the footer's link navigation" },
  newsletterTitle: { id: "layout.footer.newsletterTitle" },
  newsletterText: { id: "layout.footer.newsletterText" },
  emailLabel: { id: "layout.footer.emailLabel" },
  emailPlaceholder: { id: "layout.footer.emailPlaceholder" },
  subscribe: { id: "layout.footer.subscribe" },
  subscribed: { id: "layout.footer.subscribed" },
  subscribeError: { id: "layout.footer.subscribeError" },
  emailRequired: { id: "layout.footer.emailRequired" },
  emailInvalid: { id: "layout.footer.emailInvalid" },
  consent: { id: "layout.footer.consent" },
  payments: { id: "layout.footer.payments" },
  copyright: {
    id: "layout.footer.copyright",
    description: "{year} is the current year, {shop} the shop's name",
  },
});

/** A page link as site settings list them (`pageLinks`: title and url). */
export interface FooterLinkItem {
  title: string;
  url: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLinkItem[];
}

export type NewsletterStatus = "idle" | "submitting" | "success" | "error";

export type FooterProps = Omit<ComponentProps<"footer">, "children"> & {
  shopName: string;
  /** Shown above the shop's short description; usually the header's logo. */
  logo?: ReactNode;
  /** A line or two about the shop, under the logo. */
  description?: ReactNode;
  /** The page links, in columns under their titles. */
  columns: FooterColumn[];
  /** Subscribes the e-mail to the newsletter; without it the newsletter form is not shown. */
  onSubscribe?: (email: string) => void;
  /** The app's answer to `onSubscribe`: submitting, success or error. */
  newsletterStatus?: NewsletterStatus;
  /** The error to show instead of the default "subscription not created". */
  newsletterError?: string;
  /** The payment marks, in this order. */
  paymentMethods?: PaymentMark[];
  /** Small links beside the copyright (KVKK, cookie policy, terms). */
  legalLinks?: FooterLinkItem[];
  showTrustBadges?: boolean;
  /** The copyright year (defaults to this year). */
  year?: number;
  /** Renders every link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
};

// Specification section 5: word characters with dots or dashes, an @, a domain, a 2-3 letter end.
const emailPattern = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

function Newsletter({
  onSubscribe,
  status,
  error,
}: {
  onSubscribe: (email: string) => void;
  status: NewsletterStatus;
  error?: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState<"required" | "format" | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status === "success") setEmail("");
  }, [status]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const problem = value === "" ? "required" : emailPattern.test(value) ? null : "format";
    setInvalid(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    onSubscribe(value);
  };

  const fieldError =
    invalid === "required"
      ? intl.formatMessage(messages.emailRequired)
      : invalid === "format"
        ? intl.formatMessage(messages.emailInvalid)
        : undefined;

  return (
    <section
      data-slot="footer-newsletter"
      aria-labelledby={titleId}
      className="border-b border-brand-muted bg-brand-subtle"
    >
      <Container className="grid items-start gap-6 py-8 md:grid-cols-2 md:gap-10 lg:py-10">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-brand-accent text-fg-strong sm:flex"
          >
            <Mail className="size-6" />
          </span>
          <div className="flex flex-col gap-1.5">
            <h2 id={titleId} className="text-heading-sm font-semibold text-fg-strong text-balance">
              {intl.formatMessage(messages.newsletterTitle)}
            </h2>
            <p className="text-body-sm text-fg-muted">
              {intl.formatMessage(messages.newsletterText)}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <form
            data-slot="footer-newsletter-form"
            noValidate
            onSubmit={submit}
            className="flex flex-col gap-2 sm:flex-row sm:items-start"
          >
            <FormField
              label={intl.formatMessage(messages.emailLabel)}
              labelHidden
              error={fieldError}
              className="flex-1"
            >
              <Input
                ref={input}
                type="email"
                name="email"
                autoComplete="email"
                size="lg"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (invalid) setInvalid(null);
                }}
                placeholder={intl.formatMessage(messages.emailPlaceholder)}
              />
            </FormField>
            <Button
              type="submit"
              size="lg"
              data-slot="footer-newsletter-submit"
              loading={status === "submitting"}
              className="shrink-0"
            >
              {intl.formatMessage(messages.subscribe)}
            </Button>
          </form>
          <div data-slot="footer-newsletter-status" role="status" className="empty:sr-only">
            {status === "success" && (
              <p className="flex items-center gap-2 text-body-sm font-medium text-success-fg">
                <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
                {intl.formatMessage(messages.subscribed)}
              </p>
            )}
          </div>
          <div data-slot="footer-newsletter-error" role="alert" className="empty:sr-only">
            {status === "error" && (
              <p className="rounded-md border border-danger-border bg-danger-subtle px-3 py-2 text-body-sm font-medium text-danger-fg">
                {error ?? intl.formatMessage(messages.subscribeError)}
              </p>
            )}
          </div>
          <p className="text-caption text-fg-muted">{intl.formatMessage(messages.consent)}</p>
        </div>
      </Container>
    </section>
  );
}

const linkClass =
  "rounded-sm text-body-sm text-fg-muted transition-colors duration-fast hover:text-brand-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";

/**
 * The storefront's footer: newsletter form, trust badges (15-day free return, 256 Bit SSL,
 * 3D Secure), the page links in columns, payment marks, legal links and the copyright.
 */
function Footer({
  shopName,
  logo,
  description,
  columns,
  onSubscribe,
  newsletterStatus = "idle",
  newsletterError,
  paymentMethods = defaultPaymentMarks,
  legalLinks = [],
  showTrustBadges = true,
  year = new Date().getFullYear(),
  renderLink,
  className,
  ...props
}: FooterProps) {
  const intl = useIntl();
  const hasBrand = logo !== undefined || description !== undefined;
  return (
    <footer
      data-slot="footer"
      className={cn("border-t border-border-subtle bg-surface text-fg", className)}
      {...props}
    >
      {onSubscribe && (
        <Newsletter onSubscribe={onSubscribe} status={newsletterStatus} error={newsletterError} />
      )}
      {showTrustBadges && (
        <Container data-slot="footer-trust" className="py-6">
          <TrustBadges />
        </Container>
      )}
      {(hasBrand || columns.length > 0) && (
        <div data-slot="footer-main" className="border-y border-border-subtle bg-surface-muted">
          <Container className="grid grid-cols-2 gap-x-6 gap-y-8 py-10 md:grid-cols-4 lg:grid-cols-5">
            {hasBrand && (
              <div
                data-slot="footer-brand"
                className="col-span-2 flex flex-col gap-3 md:col-span-4 lg:col-span-1"
              >
                {logo && <div className="flex items-center [&_img]:h-8">{logo}</div>}
                {description && (
                  <p className="max-w-sm text-body-sm text-fg-muted">{description}</p>
                )}
              </div>
            )}
            {columns.length > 0 && (
              <nav
                data-slot="footer-links"
                aria-label={intl.formatMessage(messages.links)}
                className={cn(
                  "col-span-2 grid grid-cols-subgrid gap-y-8 md:col-span-4",
                  !hasBrand && "lg:col-span-5",
                )}
              >
                {columns.map((column) => (
                  <div key={column.title} data-slot="footer-column" className="flex flex-col gap-3">
                    <h2 className="text-body-sm font-semibold text-fg-strong">{column.title}</h2>
                    <ul className="flex flex-col gap-2">
                      {column.links.map((link) => (
                        <li key={`${link.url}-${link.title}`}>
                          <LayoutLink
                            render={renderLink}
                            href={link.url}
                            data-slot="footer-link"
                            className={linkClass}
                          >
                            {link.title}
                          </LayoutLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </nav>
            )}
          </Container>
        </div>
      )}
      <Container
        data-slot="footer-bottom"
        className="flex flex-col gap-4 py-5 md:flex-row md:items-center md:justify-between"
      >
        <div className="flex flex-col gap-2">
          <p data-slot="footer-copyright" className="text-caption text-fg-muted">
            {intl.formatMessage(messages.copyright, { year: String(year), shop: shopName })}
          </p>
          {legalLinks.length > 0 && (
            <ul data-slot="footer-legal" className="flex flex-wrap gap-x-4 gap-y-1">
              {legalLinks.map((link) => (
                <li key={`${link.url}-${link.title}`}>
                  <LayoutLink
                    render={renderLink}
                    href={link.url}
                    data-slot="footer-legal-link"
                    className={cn(linkClass, "text-caption")}
                  >
                    {link.title}
                  </LayoutLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        {paymentMethods.length > 0 && (
          <ul
            data-slot="footer-payments"
            aria-label={intl.formatMessage(messages.payments)}
            className="flex flex-wrap items-center gap-2"
          >
            {paymentMethods.map((mark) => (
              <li key={mark}>
                <PaymentMarkImage mark={mark} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </footer>
  );
}

export { Footer };
