// The app's own pages, as locale-less paths (localizePath adds /en or /ar). The specification
// fixes /cart, /cerez-politikasi, /uye-giris, /login and /admin; the account and checkout
// sections are the shop's Turkish paths, the same in every locale (only the prefix changes).
export const paths = {
  home: "/",
  cart: "/cart",
  campaign: "/campaign",
  cookiePolicy: "/cerez-politikasi",
  shopperLogin: "/uye-giris",
  register: "/uye-ol",
  forgotPassword: "/sifremi-unuttum",
  resetPassword: "/sifre-yenile",
  /** "Continue as …?" when a ?token= link is for another customer than the one signed in. */
  signInLink: "/giris-baglantisi",
  /** POST: signs the customer out. */
  signOut: "/cikis",
  /** Shopper pages: a customer or a guest is needed (spec section 5). */
  account: "/hesabim",
  favourites: "/hesabim/favorilerim",
  giftCertificates: "/hesabim/hediye-ceklerim",
  stockAlerts: "/hesabim/stok-bildirimlerim",
  profile: "/hesabim/bilgilerim",
  addresses: "/hesabim/adreslerim",
  blog: "/blog",
  faq: "/sss",
  contact: "/iletisim",
  /** Search results (?q=); the page comes with the catalogue issue. */
  search: "/arama",
  /** Every brand A–Z, and every category. */
  brands: "/markalar",
  categories: "/kategoriler",
  /** Every product, newest first (the home page's "new arrivals" showcase leads there). */
  newArrivals: "/yeni-gelenler",
  /** Checkout steps: a customer or guest and a non-empty cart are needed. */
  checkout: "/siparis",
  /** Following an order: by its number (guests) or in the account (customers). */
  orderLookup: "/siparis-takip",
  orders: "/hesabim/siparislerim",
  adminLogin: "/login",
  /** POST target of the currency switcher when JavaScript has not loaded. */
  currencyPreference: "/preferences/currency",
  admin: "/admin",
} as const;

/** The admin area (and its sign-in page): English paths, with no locale prefix. */
export function isAdminPath(pathname: string): boolean {
  return (
    pathname === paths.adminLogin ||
    pathname === paths.admin ||
    pathname.startsWith(`${paths.admin}/`)
  );
}

/** The content page whose text the cookie banner's policy dialog shows. */
export const COOKIE_POLICY_SEO_LINK = "cerez-politikasi";
