import type { ComponentProps, ReactElement } from "react";

/** What the layout components give to `renderLink`: an anchor's props with its `href`. */
export type LayoutLinkProps = ComponentProps<"a"> & {
  href: string;
  [dataAttribute: `data-${string}`]: string | undefined;
};

/**
 * Renders every link of the Header, MainMenu, MobileMenu, LanguageSwitcher and Footer, so that
 * the app can pass its router's link: `renderLink={(props) => <Link to={props.href} {...props} />}`.
 */
export type RenderLayoutLink = (props: LayoutLinkProps) => ReactElement;

export const defaultRenderLink: RenderLayoutLink = (props) => <a {...props} />;

/** Calls `render` (the app's `renderLink`) with the other props: usable as a JSX element. */
export function LayoutLink({
  render = defaultRenderLink,
  ...props
}: LayoutLinkProps & { render?: RenderLayoutLink | undefined }) {
  return render(props);
}
