// The router's link for the ui layout components' `renderLink`: client navigation with the page
// transition, route modules and data fetched when the pointer rests on the link.
import type { ComponentProps, ReactElement } from "react";
import { Link } from "react-router";

export type LayoutLinkProps = ComponentProps<"a"> & { href: string };

export function renderRouterLink({ href, ...props }: LayoutLinkProps): ReactElement {
  return <Link to={href} viewTransition prefetch="intent" {...props} />;
}
