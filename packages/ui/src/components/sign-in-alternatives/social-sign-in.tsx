import type { ComponentProps, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  or: { id: "account.socialSignIn.or", description: "Divider: or sign in with" },
  provider: {
    id: "account.socialSignIn.provider",
    description: "Link: continue with {provider} (Google, Facebook, Apple)",
  },
  agreements: {
    id: "account.socialSignIn.agreements",
    description: "Note: continuing accepts the membership agreement and the KVKK notice",
  },
});

export interface SocialProviderLink {
  /** google, facebook or apple. */
  id: string;
  href: string;
}

const names: Record<string, string> = { google: "Google", facebook: "Facebook", apple: "Apple" };

export type SocialSignInProps = Omit<ComponentProps<"nav">, "children"> & {
  /** Only the providers the shop has credentials for. */
  providers: readonly SocialProviderLink[];
  /** The agreements' links in the note, as the app renders them. */
  agreements?: ReactNode;
};

/** Sign-in through Google, Facebook or Apple: links the browser follows to the provider. */
export function SocialSignIn({ providers, agreements, className, ...props }: SocialSignInProps) {
  const intl = useIntl();
  if (providers.length === 0) return null;
  return (
    <nav
      data-slot="social-sign-in"
      aria-label={intl.formatMessage(messages.or)}
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      <p className="flex items-center gap-3 text-caption text-fg-muted before:h-px before:flex-1 before:bg-border-subtle after:h-px after:flex-1 after:bg-border-subtle">
        {intl.formatMessage(messages.or)}
      </p>
      <ul className="flex flex-col gap-2">
        {providers.map((provider) => (
          <li key={provider.id}>
            {/* A full page load: the provider's page is outside the shop. */}
            <a
              href={provider.href}
              data-provider={provider.id}
              className="flex min-h-11 items-center justify-center rounded-md border border-border-strong px-4 text-body font-semibold text-fg-strong hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {intl.formatMessage(messages.provider, {
                provider: names[provider.id] ?? provider.id,
              })}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-caption text-fg-muted">
        {agreements ?? intl.formatMessage(messages.agreements)}
      </p>
    </nav>
  );
}
