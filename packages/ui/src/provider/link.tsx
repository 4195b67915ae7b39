// Links in ui: an anchor's props with its `href`, rendered by the app's router link, which the app
// gives once to UiProvider (as React Aria's RouterProvider is given the router), and by a plain
// `<a>` where there is none (a story, a test). A component's own `renderLink` still wins.
import { type ComponentProps, createContext, type ReactElement, useContext } from "react";

/** What a link in ui is given: an anchor's props with its `href`. */
export type LayoutLinkProps = ComponentProps<"a"> & {
  href: string;
  [dataAttribute: `data-${string}`]: string | undefined;
};

/** Renders a link: the app's router link (`(props) => <Link to={props.href} {...props} />`). */
export type RenderLayoutLink = (props: LayoutLinkProps) => ReactElement;

export const LinkContext = createContext<RenderLayoutLink | null>(null);

/** An anchor's props with its `href`, as the components' own link types are. */
type AnchorLinkProps = ComponentProps<"a"> & { href: string };

/** A link through the router link given to UiProvider, or a plain anchor without one. */
function ProvidedLink(props: AnchorLinkProps) {
  const render = useContext(LinkContext);
  // The data attributes LayoutLinkProps allows are an anchor's too.
  return render ? render(props as LayoutLinkProps) : <a {...props} />;
}

/** The link of a component given no `renderLink` of its own: UiProvider's. */
export const defaultRenderLink = (props: AnchorLinkProps) => <ProvidedLink {...props} />;

/** Calls `render` (a component's `renderLink`) with the other props: usable as a JSX element. */
export function LayoutLink({
  render = defaultRenderLink,
  ...props
}: LayoutLinkProps & { render?: RenderLayoutLink | undefined }) {
  return render(props);
}
