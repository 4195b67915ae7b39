// Site settings (spec section 3) split by who uses them: the page's five layout sections and the
// page links go to the shell as data; the admin's head/body scripts, body HTML, CSS and the Google
// Tag Manager snippet are markup for the document (injected by entry.server.tsx, outside React,
// since it is the admin's own HTML); favicon and site verification become head tags.
import type { SiteSettings } from "@shop/api/contract";
import type { ShopConfig } from "../state/customer.ts";
import type { DocumentInjection } from "./request-context.server.ts";
import type { PageLayout, ShopHead } from "./root-data.ts";
import { TAG_MANAGER_ID } from "./tag-manager.ts";

export type { PageLayout, ShopHead };

export const emptyLayout: PageLayout = {
  page: "default",
  header: [],
  left: [],
  center: [],
  right: [],
  footer: [],
  pageLinks: [],
};

export function pageLayout(settings: SiteSettings): PageLayout {
  return {
    page: settings.page.code,
    header: settings.header,
    left: settings.left,
    center: settings.center,
    right: settings.right,
    footer: settings.footer,
    pageLinks: settings.pageLinks,
  };
}

function settingValues(settings: SiteSettings): Record<string, string> {
  return Object.fromEntries(settings.settings.map((entry) => [entry.code, entry.value]));
}

export function shopConfig(settings: SiteSettings): ShopConfig {
  const values = settingValues(settings);
  return {
    shopName: values.shop_name ?? "",
    noImageProduct: settings.setting.noImageProduct,
    settings: values,
  };
}

export function shopHead(settings: SiteSettings): ShopHead {
  const values = settingValues(settings);
  return {
    favicon: settings.setting.favicon || null,
    googleSiteVerification: values.google_site_verification || null,
    shopName: values.shop_name ?? "",
  };
}

/** The admin's Tag Manager id when it is well formed (GTM-XXXX), else null. */
export function tagManagerId(settings: SiteSettings): string | null {
  const id = settingValues(settings).google_gtm_id?.trim() ?? "";
  return TAG_MANAGER_ID.test(id) ? id : null;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/** A script URL the admin listed: http(s) or a path on the shop, nothing else. */
function scriptTag(src: string): string {
  const trimmed = src.trim();
  if (!/^(https?:\/\/|\/(?!\/))/i.test(trimmed)) return "";
  return `<script src="${escapeAttribute(trimmed)}" defer></script>`;
}

/** Keeps admin CSS inside its <style> element. */
function styleTag(css: string): string {
  const safe = css.replace(/<\/style/gi, "<\\/style");
  return safe.trim() ? `<style data-admin-css>${safe}</style>` : "";
}

/**
 * The admin's markup for the document. Google Tag Manager sets cookies, so it is only added for a
 * shopper who accepted them (`consented`); on acceptance the cookie notice loads it in the page.
 */
export function documentInjection(
  settings: SiteSettings,
  { consented }: { consented: boolean },
): DocumentInjection {
  const { setting } = settings;
  const gtm = consented ? tagManagerId(settings) : null;
  const head = [
    gtm
      ? `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtm}');</script>`
      : "",
    styleTag(setting.css),
    setting.headScript,
    ...setting.headScripts.map(scriptTag),
  ];
  const bodyStart = [
    gtm
      ? `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${gtm}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`
      : "",
    setting.bodyHtml,
  ];
  const bodyEnd = [setting.bodyScript, ...setting.bodyScripts.map(scriptTag)];
  // Body markup goes in its own element: React hydrates <body> and skips elements it did not
  // render, where loose text would be a hydration mismatch.
  const wrap = (name: string, parts: string[]) => {
    const html = parts.filter(Boolean).join("\n");
    return html ? `<div ${name}>${html}</div>` : "";
  };
  return {
    head: head.filter(Boolean).join("\n"),
    bodyStart: wrap("data-admin-body-html", bodyStart),
    bodyEnd: wrap("data-admin-body-scripts", bodyEnd),
  };
}
