// The route table. The storefront exists once per locale: without a prefix for tr and under
// /en and /ar (spec section 2). Each copy uses the same route modules under its own ids
// ("tr/home", "en/home", ...), so a static prefix is matched before any dynamic segment such as
// a product's seo link. The admin area is not localised by URL.
import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import { adminPages, adminRouteId } from "./lib/admin-pages.ts";
import { defaultLocale, localeCodes } from "./lib/locale.ts";

function storefront(locale: string): RouteConfigEntry[] {
  const id = (name: string) => `${locale}/${name}`;
  return [
    layout("routes/storefront-layout.tsx", { id: id("storefront") }, [
      index("routes/home.tsx", { id: id("home") }),
      route("uye-giris", "routes/shopper-login.tsx", { id: id("shopper-login") }),
      route("cart", "routes/cart.tsx", { id: id("cart") }),
      route("uye-ol", "routes/register.tsx", { id: id("register") }),
      route("sifremi-unuttum", "routes/forgot-password.tsx", { id: id("forgot-password") }),
      route("sifre-yenile", "routes/reset-password.tsx", { id: id("reset-password") }),
      route("giris-baglantisi", "routes/sign-in-link.tsx", { id: id("sign-in-link") }),
      route("cikis", "routes/sign-out.ts", { id: id("sign-out") }),
      route("hesabim", "routes/account-layout.tsx", { id: id("account") }, [
        index("routes/account-home.tsx", { id: id("account-home") }),
        route("siparislerim", "routes/account-orders.tsx", { id: id("account-orders") }),
        route("siparislerim/:code", "routes/account-order.tsx", { id: id("account-order") }),
        route("bilgilerim", "routes/account-profile.tsx", { id: id("account-profile") }),
        route("adreslerim", "routes/account-addresses.tsx", { id: id("account-addresses") }),
        route("favorilerim", "routes/account-favourites.tsx", { id: id("account-favourites") }),
        route("hediye-ceklerim", "routes/account-gift-certificates.tsx", {
          id: id("account-gift-certificates"),
        }),
        route("stok-bildirimlerim", "routes/account-stock-alerts.tsx", {
          id: id("account-stock-alerts"),
        }),
      ]),
      route("siparis-takip", "routes/order-lookup.tsx", { id: id("order-lookup") }),
      route("siparis", "routes/checkout-layout.tsx", { id: id("checkout") }, [
        index("routes/checkout-home.tsx", { id: id("checkout-home") }),
        route("adres", "routes/checkout-address.tsx", { id: id("checkout-address") }),
        route("onay", "routes/checkout-approve.tsx", { id: id("checkout-approve") }),
        route("odeme", "routes/checkout-payment.tsx", { id: id("checkout-payment") }),
        route("3d/:reference", "routes/checkout-3ds.tsx", { id: id("checkout-3ds") }),
      ]),
      route("siparis/tamamlandi/:code", "routes/order-complete.tsx", { id: id("order-complete") }),
      route("arama", "routes/search.tsx", { id: id("search") }),
      route("markalar", "routes/brand-list.tsx", { id: id("brand-list") }),
      route("kategoriler", "routes/category-list.tsx", { id: id("category-list") }),
      route("yeni-gelenler", "routes/new-arrivals.tsx", { id: id("new-arrivals") }),
      route("campaign", "routes/campaigns.tsx", { id: id("campaigns") }),
      route("blog", "routes/blog.tsx", { id: id("blog") }),
      route("sss", "routes/faq.tsx", { id: id("faq") }),
      route("iletisim", "routes/contact.tsx", { id: id("contact") }),
      route("bulten-onay", "routes/newsletter-confirm.tsx", { id: id("newsletter-confirm") }),
      route(":seoLink", "routes/seo-page.tsx", { id: id("seo-page") }),
      route(":seoBrandLink/:seoCategoryLink", "routes/brand-category.tsx", {
        id: id("brand-category"),
      }),
      route("*", "routes/not-found.tsx", { id: id("not-found") }),
    ]),
  ];
}

export default [
  route("robots.txt", "routes/robots.ts"),
  route("favicon.ico", "routes/favicon.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("xml", "routes/product-feed.ts"),
  route("preferences/currency", "routes/currency-preference.ts"),
  route("login", "routes/admin-login.tsx"),
  route("yazar/admin", "routes/admin-alias.ts"),
  route("admin/orders/:id/slip", "routes/admin-order-slip.tsx"),
  route("admin", "routes/admin/admin-layout.tsx", [
    ...adminPages.map((page) => {
      const id = adminRouteId(page);
      const file = `routes/admin/${page.file}`;
      return page.path ? route(page.path, file, { id }) : index(file, { id });
    }),
    route("*", "routes/admin/admin-not-found.tsx"),
  ]),
  ...storefront(defaultLocale),
  ...localeCodes
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) => prefix(locale, storefront(locale))),
] satisfies RouteConfig;
