import { House, Mail, MailCheck, MailX } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { StatusLayout } from "../not-found/status-layout.tsx";

const messages = defineUiMessages({
  eyebrow: { id: "screens.newsletterConfirm.eyebrow", description: "Above the title: newsletter" },
  pendingTitle: { id: "screens.newsletterConfirm.pendingTitle" },
  pendingText: {
    id: "screens.newsletterConfirm.pendingText",
    description: "Asks to confirm with the button below",
  },
  confirm: {
    id: "screens.newsletterConfirm.confirm",
    description: "Button: confirm my subscription",
  },
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
  /**
   * pending: the e-mailed link was opened and waits for the shopper's button (opening a link
   * confirms nothing, since mail scanners open them too); confirmed: the button confirmed the
   * subscription; failed: the link did not work.
   */
  status: "pending" | "confirmed" | "failed";
  /** The link's key, posted back in a hidden `kod` field by the pending form. */
  token?: string;
  /** The confirmation is being sent. */
  pending?: boolean;
  /** The confirmed address. */
  email?: string;
  /** The home page of the current locale. */
  homeHref: string;
  renderLink?: RenderLayoutLink;
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** The page of the newsletter's confirmation link: subscribed, or the link did not work. */
export function NewsletterConfirmationScreen({
  status,
  token = "",
  pending = false,
  email,
  homeHref,
  renderLink,
  renderForm = defaultRenderForm,
  ...props
}: NewsletterConfirmationScreenProps) {
  const intl = useIntl();
  const homeLink = (
    <Button asChild size="lg" variant={status === "pending" ? "outline" : "primary"}>
      <LayoutLink render={renderLink} href={homeHref}>
        <House aria-hidden="true" />
        {intl.formatMessage(messages.home)}
      </LayoutLink>
    </Button>
  );
  const states: Record<
    NewsletterConfirmationScreenProps["status"],
    { icon: ReactNode; title: string; text: ReactNode; actions: ReactNode }
  > = {
    pending: {
      icon: <Mail />,
      title: intl.formatMessage(messages.pendingTitle),
      text: intl.formatMessage(messages.pendingText),
      actions: (
        <>
          {homeLink}
          {renderForm({
            method: "post",
            className: "flex flex-col",
            children: (
              <>
                <input type="hidden" name="kod" value={token} />
                <Button
                  type="submit"
                  size="lg"
                  loading={pending}
                  data-slot="newsletter-confirmation-submit"
                >
                  <MailCheck aria-hidden="true" />
                  {intl.formatMessage(messages.confirm)}
                </Button>
              </>
            ),
          })}
        </>
      ),
    },
    confirmed: {
      icon: <MailCheck />,
      title: intl.formatMessage(messages.confirmedTitle),
      text: intl.formatMessage(messages.confirmedText, {
        email: (
          <bdi key="email" dir="ltr" className="font-semibold text-fg-strong">
            {email ?? ""}
          </bdi>
        ),
      }),
      actions: homeLink,
    },
    failed: {
      icon: <MailX />,
      title: intl.formatMessage(messages.failedTitle),
      text: intl.formatMessage(messages.failedText),
      actions: homeLink,
    },
  };
  const state = states[status];
  return (
    <StatusLayout
      slot="newsletter-confirmation"
      data-state={status}
      tone={status === "failed" ? "danger" : "brand"}
      icon={state.icon}
      eyebrow={intl.formatMessage(messages.eyebrow)}
      title={state.title}
      text={state.text}
      actions={state.actions}
      {...props}
    />
  );
}
