import { Cookie } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { Container } from "../container/container.tsx";

const messages = defineUiMessages({
  label: { id: "layout.cookie.label", description: "Name of the cookie banner region" },
  title: { id: "layout.cookie.title" },
  text: {
    id: "layout.cookie.text",
    description: "<policy>…</policy> becomes a link-like button that opens the cookie policy",
  },
  settings: { id: "layout.cookie.settings" },
  accept: { id: "layout.cookie.accept" },
});

export type CookieBannerProps = Omit<ComponentProps<"section">, "children"> & {
  /** The shopper accepts the cookies (the app sets cookiePolitical=1 for 31536000 s). */
  onAccept: () => void;
  /** Opens the cookie settings. */
  onSettings: () => void;
  /** Opens the cookie policy (usually the `CookiePolicyModal`). */
  onReadPolicy: () => void;
  /** "fixed" sits at the bottom of the viewport; "static" renders in place. */
  position?: "fixed" | "static";
};

/**
 * The cookie notice at the bottom of the page with "Settings" and "Accept", and a link-like
 * button that opens the cookie policy. The app shows it until the consent cookie is set.
 */
function CookieBanner({
  onAccept,
  onSettings,
  onReadPolicy,
  position = "fixed",
  className,
  ...props
}: CookieBannerProps) {
  const intl = useIntl();
  return (
    <section
      data-slot="cookie-banner"
      aria-label={intl.formatMessage(messages.label)}
      className={cn(
        position === "fixed" && "fixed inset-x-0 bottom-0 z-sticky sm:bottom-4",
        className,
      )}
      {...props}
    >
      <Container className="px-0 sm:px-4">
        <div
          data-slot="cookie-banner-panel"
          className={cn(
            "flex flex-col gap-4 border-border-subtle border-t bg-surface-raised p-4 text-fg shadow-lg",
            "sm:rounded-xl sm:border sm:p-5 md:flex-row md:items-center md:gap-6",
          )}
        >
          <div className="flex flex-1 items-start gap-3">
            <span
              aria-hidden="true"
              className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-subtle text-brand-fg sm:flex"
            >
              <Cookie className="size-5" />
            </span>
            <div className="flex flex-col gap-1">
              <h2
                data-slot="cookie-banner-title"
                className="text-body font-semibold text-fg-strong"
              >
                {intl.formatMessage(messages.title)}
              </h2>
              <p data-slot="cookie-banner-text" className="text-body-sm text-fg-muted">
                {intl.formatMessage(messages.text, {
                  policy: (chunks: ReactNode[]) => (
                    <Button
                      key="policy"
                      variant="link"
                      data-slot="cookie-banner-policy"
                      onClick={onReadPolicy}
                      className="inline text-body-sm font-medium underline"
                    >
                      {chunks}
                    </Button>
                  ),
                })}
              </p>
            </div>
          </div>
          <div
            data-slot="cookie-banner-actions"
            className="grid shrink-0 grid-cols-2 gap-2 md:flex md:items-center"
          >
            <Button variant="outline" data-slot="cookie-banner-settings" onClick={onSettings}>
              {intl.formatMessage(messages.settings)}
            </Button>
            <Button data-slot="cookie-banner-accept" onClick={onAccept} className="md:min-w-32">
              {intl.formatMessage(messages.accept)}
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}

export { CookieBanner };
