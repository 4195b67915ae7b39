import { Clock, UserRoundCheck } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { Notice } from "../notice/notice.tsx";

const messages = defineUiMessages({
  title: {
    id: "account.signInLink.title",
    description: "Heading: continue as the link's customer? {name}",
  },
  text: {
    id: "account.signInLink.text",
    description: "{current} is signed in; the opened link signs in {linked}",
  },
  switch: { id: "account.signInLink.switch", description: "Button: continue as {name}" },
  stay: { id: "account.signInLink.stay", description: "Button: stay signed in as {name}" },
  expiredTitle: {
    id: "account.signInLink.expiredTitle",
    description: "Heading: the sign-in link no longer works",
  },
  expiredText: {
    id: "account.signInLink.expiredText",
    description: "The link expired or was used; nothing changed",
  },
  continue: { id: "account.signInLink.continue", description: "Link: go on shopping" },
});

export type SignInLinkScreenProps = Omit<ComponentProps<"div">, "children"> & {
  /** The customer signed in on this browser now. */
  current?: string;
  /** The customer the opened link signs in. */
  linked?: string;
  /** The link has expired or was used: nothing to confirm. */
  expired?: boolean;
  error?: ReactNode;
  pending?: boolean;
  /** Where the shopper goes on from the expired state. */
  continueHref: string;
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  renderLink?: (props: ComponentProps<"a"> & { href: string }) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/**
 * A sign-in link opened while another customer is signed in: asks whom to continue as, as a
 * plain form (`intent` = switch or stay) that works without JavaScript.
 */
export function SignInLinkScreen({
  current = "",
  linked = "",
  expired = false,
  error,
  pending = false,
  continueHref,
  renderForm = defaultRenderForm,
  renderLink = defaultRenderLink,
  className,
  ...props
}: SignInLinkScreenProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="sign-in-link-screen"
      data-state={expired ? "expired" : "ask"}
      className={cn("mx-auto flex w-full max-w-md flex-col gap-4 py-6", className)}
      {...props}
    >
      {expired ? (
        <>
          <Clock aria-hidden="true" className="size-10 text-warning" />
          <h1 className="text-heading-lg font-semibold text-fg-strong">
            {intl.formatMessage(messages.expiredTitle)}
          </h1>
          <Notice tone="warning">{intl.formatMessage(messages.expiredText)}</Notice>
          <Button asChild size="lg">
            {renderLink({ href: continueHref, children: intl.formatMessage(messages.continue) })}
          </Button>
        </>
      ) : (
        <>
          <UserRoundCheck aria-hidden="true" className="size-10 text-brand" />
          <h1 className="text-heading-lg font-semibold text-fg-strong">
            {intl.formatMessage(messages.title, { name: linked })}
          </h1>
          <p className="text-body-sm text-fg-muted">
            {intl.formatMessage(messages.text, { current, linked })}
          </p>
          {error && <Notice tone="error">{error}</Notice>}
          {renderForm({
            method: "post",
            className: "flex flex-col gap-3",
            children: (
              <>
                <Button type="submit" name="intent" value="switch" size="lg" loading={pending}>
                  {intl.formatMessage(messages.switch, { name: linked })}
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="stay"
                  size="lg"
                  variant="outline"
                  disabled={pending}
                >
                  {intl.formatMessage(messages.stay, { name: current })}
                </Button>
              </>
            ),
          })}
        </>
      )}
    </div>
  );
}
