// Google Tag Manager, loaded only once the shopper accepted cookies (its tags set them). The server
// puts the snippet into pages for a shopper who already did (lib/site-settings.server.ts);
// on acceptance the page loads it here. The script element is made by the shop's own (nonced)
// script, so the Content-Security-Policy's 'strict-dynamic' lets it run.

export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{1,20}$/;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Loads Tag Manager once per page, for a well-formed id. */
export function loadTagManager(id: string | null | undefined): void {
  if (typeof document === "undefined" || !id || !TAG_MANAGER_ID.test(id)) return;
  if (document.querySelector("script[data-tag-manager]")) return;
  if (document.querySelector('script[src*="googletagmanager.com/gtm.js"]')) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.dataset.tagManager = id;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
