import { LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { buttonVariants } from "../button/button.tsx";

/** For a signed-out shopper: why they cannot write here, and the way to sign in and come back. */
export function SignInPrompt({
  text,
  action,
  href,
  renderLink,
}: {
  text: ReactNode;
  action: ReactNode;
  href: string;
  renderLink?: RenderLayoutLink | undefined;
}) {
  return (
    <div
      data-slot="sign-in-prompt"
      className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-body-sm text-fg">{text}</p>
      <LayoutLink
        href={href}
        {...(renderLink ? { render: renderLink } : {})}
        className={buttonVariants({ variant: "outline", size: "md" })}
      >
        <LogIn aria-hidden="true" />
        {action}
      </LayoutLink>
    </div>
  );
}
