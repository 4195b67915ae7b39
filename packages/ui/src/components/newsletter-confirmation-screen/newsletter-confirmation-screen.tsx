import { House, MailCheck, MailX } from "lucide-react";
import type { ComponentProps } from "react";
import { useIntl } from "react-intl";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { Button } from "../button/button.tsx";
import { LayoutLink, type RenderLayoutLink } from "../header/render-link.tsx";
import { StatusLayout } from "../not-found/status-layout.tsx";

const messages = defineUiMessages({
  eyebrow: { id: "screens.newsletterConfirm.eyebrow", description: "Above the title: newsletter" },
  confirmedTitle: { id: "screens.newsletterConfirm.confirmedTitle" },
  confirmedText: {
    id: "screens.newsletterConfirm.confirmedText",
    description: "{email} is the confirmed address",
  },
  failedTitle: { id: "screens.newsletterConfirm.failedTitle" },
  failedText: {
    id: "screens.newsletterConfirm.failedText",
    description: "The link was used, replaced or expired: subscribe again from the footer",
  },
  home: { id: "layout.notFound.home" },
});

export type NewsletterConfirmationScreenProps = Omit<ComponentProps<"section">, "title"> & {
  /** confirmed: the e-mailed link confirmed the subscription; failed: it did not. */
  status: "confirmed" | "failed";
  /** The confirmed address. */
  email?: string;
  /** The home page of the current locale. */
  homeHref: string;
  renderLink?: RenderLayoutLink;
};

/** The page of the newsletter's confirmation link: subscribed, or the link did not work. */
export function NewsletterConfirmationScreen({
  status,
  email,
  homeHref,
  renderLink,
  ...props
}: NewsletterConfirmationScreenProps) {
  const intl = useIntl();
  const confirmed = status === "confirmed";
  return (
    <StatusLayout
      slot="newsletter-confirmation"
      data-state={status}
      tone={confirmed ? "brand" : "danger"}
      icon={confirmed ? <MailCheck /> : <MailX />}
      eyebrow={intl.formatMessage(messages.eyebrow)}
      title={intl.formatMessage(confirmed ? messages.confirmedTitle : messages.failedTitle)}
      text={
        confirmed
          ? intl.formatMessage(messages.confirmedText, {
              email: (
                <bdi key="email" dir="ltr" className="font-semibold text-fg-strong">
                  {email ?? ""}
                </bdi>
              ),
            })
          : intl.formatMessage(messages.failedText)
      }
      actions={
        <Button asChild size="lg">
          <LayoutLink render={renderLink} href={homeHref}>
            <House aria-hidden="true" />
            {intl.formatMessage(messages.home)}
          </LayoutLink>
        </Button>
      }
      {...props}
    />
  );
}
