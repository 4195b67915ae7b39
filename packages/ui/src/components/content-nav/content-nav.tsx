import type { ComponentProps, ReactElement } from "react";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";

export interface ContentNavLink {
  id: string;
  title: string;
  href: string;
}

export type ContentNavLinkProps = ComponentProps<"a"> & { href: string };

export type ContentNavProps = Omit<ComponentProps<"nav">, "children"> & {
  /** The category's name: the heading and the navigation's accessible name. */
  title: string;
  links: ContentNavLink[];
  /** The page shown, marked as current. */
  currentId?: string;
  /** Renders each link (the app's router link); a plain `<a>` by default. */
  renderLink?: (props: ContentNavLinkProps) => ReactElement;
};

/** The pages of one content category (corporate pages, agreements), beside the page shown. */
function ContentNav({
  title,
  links,
  currentId,
  renderLink = defaultRenderLink,
  className,
  ...props
}: ContentNavProps) {
  return (
    <nav
      data-slot="content-nav"
      aria-label={title}
      className={cn(
        "flex flex-col gap-2 rounded-lg border border-border bg-surface p-4",
        className,
      )}
      {...props}
    >
      <p className="font-semibold text-body text-fg-strong">{title}</p>
      <ul className="flex flex-col">
        {links.map((link) => {
          const current = link.id === currentId;
          return (
            <li key={link.id}>
              {renderLink({
                href: link.href,
                "aria-current": current ? "page" : undefined,
                "data-slot": "content-nav-link",
                className: cn(
                  "flex min-h-10 items-center rounded-md px-3 text-body-sm",
                  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
                  current
                    ? "bg-brand-subtle font-semibold text-brand-fg"
                    : "text-fg hover:bg-surface-muted hover:text-brand-fg",
                ),
                children: link.title,
              } as ContentNavLinkProps)}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export { ContentNav };
