// The ui library renders plain <a href> links (it knows nothing of the router). A click on one
// that stays on this shop becomes a client navigation, so it gets the loading bar and the page
// transition instead of a full reload. Modified clicks, new tabs, downloads, other origins,
// same-page hashes, resource URLs (/api, /uploads, /assets) and links marked
// data-reload-document keep the browser's own behaviour.
import { useEffect } from "react";
import { useNavigate } from "react-router";

const NOT_PAGES = /^\/(api|uploads|assets|preferences)(\/|$)/;

export function useLinkInterception(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(target instanceof HTMLAnchorElement)) return;
      if (target.target && target.target !== "_self") return;
      if (target.hasAttribute("download") || target.hasAttribute("data-reload-document")) return;
      if (target.closest("[data-admin-body-html]")) return;
      const url = new URL(target.href, window.location.href);
      if (url.origin !== window.location.origin || NOT_PAGES.test(url.pathname)) return;
      const samePage =
        url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`, { viewTransition: true });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
