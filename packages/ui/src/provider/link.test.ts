import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LayoutLink, type RenderLayoutLink } from "./link.tsx";
import { UiProvider } from "./ui-provider.tsx";

const routerLink: RenderLayoutLink = ({ href, ...props }) =>
  createElement("a", { ...props, href, "data-router": "yes" });
// UiProvider renders providers only (no hooks): called as a function, its tree is what React renders.
const inProvider = (locale: string, child: ReturnType<typeof createElement>) =>
  UiProvider({ locale, messages: {}, renderLink: routerLink, children: child });
const link = (render?: RenderLayoutLink) =>
  createElement(LayoutLink, { href: "/sss", render }, "SSS");

describe("links in ui", () => {
  it("are the router link given once to UiProvider", () => {
    const html = renderToStaticMarkup(inProvider("tr", link()));
    expect(html).toBe('<a href="/sss" data-router="yes">SSS</a>');
  });

  it("are plain anchors without one, and a component's own renderLink wins", () => {
    expect(renderToStaticMarkup(link())).toBe('<a href="/sss">SSS</a>');
    const own: RenderLayoutLink = (props) => createElement("a", { ...props, "data-own": "yes" });
    const html = renderToStaticMarkup(inProvider("ar", link(own)));
    expect(html).toBe('<a href="/sss" data-own="yes">SSS</a>');
  });
});
