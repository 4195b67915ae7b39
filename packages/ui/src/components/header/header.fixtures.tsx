// Demo data for the layout stories (Header, MobileMenu, Footer): not part of the library's API.
import { useIntl } from "../../i18n/intl.ts";
import { locales } from "../../i18n/locales.ts";
import type { MenuItem } from "./main-menu.tsx";

type Texts = { tr: string; en: string; ar: string };
type Code = keyof Texts;

export function useStoryLocale(): Code {
  const intl = useIntl();
  return (locales.find((locale) => locale.intl === intl.locale)?.code ?? "tr") as Code;
}

interface DemoItem {
  id: string;
  label: Texts;
  slug: string;
  highlight?: boolean;
  children?: DemoItem[];
}

const t = (tr: string, en: string, ar: string): Texts => ({ tr, en, ar });

const demo: DemoItem[] = [
  {
    id: "kadin",
    slug: "kadin",
    label: t("Kadın", "Women", "نساء"),
    children: [
      {
        id: "kadin-giyim",
        slug: "kadin-giyim",
        label: t("Giyim", "Clothing", "ملابس"),
        children: [
          { id: "elbise", slug: "elbise", label: t("Elbise", "Dresses", "فساتين") },
          { id: "tisort", slug: "tisort", label: t("Tişört", "T-shirts", "تيشيرتات") },
          { id: "gomlek", slug: "gomlek", label: t("Gömlek", "Shirts", "قمصان") },
          { id: "pantolon", slug: "pantolon", label: t("Pantolon", "Trousers", "بناطيل") },
        ],
      },
      {
        id: "kadin-ayakkabi",
        slug: "kadin-ayakkabi",
        label: t("Ayakkabı", "Shoes", "أحذية"),
        children: [
          { id: "sneaker", slug: "sneaker", label: t("Sneaker", "Sneakers", "أحذية رياضية") },
          { id: "topuklu", slug: "topuklu", label: t("Topuklu ayakkabı", "Heels", "كعب عالٍ") },
          { id: "bot", slug: "bot", label: t("Bot", "Boots", "جزمات") },
        ],
      },
      {
        id: "kadin-canta",
        slug: "kadin-canta",
        label: t("Çanta", "Bags", "حقائب"),
        children: [
          {
            id: "omuz",
            slug: "omuz-cantasi",
            label: t("Omuz çantası", "Shoulder bags", "حقائب كتف"),
          },
          { id: "sirt", slug: "sirt-cantasi", label: t("Sırt çantası", "Backpacks", "حقائب ظهر") },
        ],
      },
      {
        id: "kadin-aksesuar",
        slug: "kadin-aksesuar",
        label: t("Aksesuar", "Accessories", "إكسسوارات"),
        children: [
          { id: "taki", slug: "taki", label: t("Takı", "Jewellery", "مجوهرات") },
          { id: "saat", slug: "saat", label: t("Saat", "Watches", "ساعات") },
          {
            id: "gozluk",
            slug: "gunes-gozlugu",
            label: t("Güneş gözlüğü", "Sunglasses", "نظارات شمسية"),
          },
        ],
      },
    ],
  },
  {
    id: "erkek",
    slug: "erkek",
    label: t("Erkek", "Men", "رجال"),
    children: [
      {
        id: "erkek-giyim",
        slug: "erkek-giyim",
        label: t("Giyim", "Clothing", "ملابس"),
        children: [
          { id: "erkek-tisort", slug: "erkek-tisort", label: t("Tişört", "T-shirts", "تيشيرتات") },
          { id: "erkek-mont", slug: "mont", label: t("Mont", "Coats", "معاطف") },
        ],
      },
      { id: "erkek-ayakkabi", slug: "erkek-ayakkabi", label: t("Ayakkabı", "Shoes", "أحذية") },
    ],
  },
  {
    id: "ev",
    slug: "ev-yasam",
    label: t("Ev & Yaşam", "Home & Living", "المنزل والمعيشة"),
    children: [
      { id: "mutfak", slug: "mutfak", label: t("Mutfak", "Kitchen", "المطبخ") },
      { id: "banyo", slug: "banyo", label: t("Banyo", "Bathroom", "الحمام") },
      { id: "dekorasyon", slug: "dekorasyon", label: t("Dekorasyon", "Decoration", "ديكور") },
    ],
  },
  { id: "anne", slug: "anne-cocuk", label: t("Anne & Çocuk", "Mother & Child", "الأم والطفل") },
  { id: "kozmetik", slug: "kozmetik", label: t("Kozmetik", "Cosmetics", "مستحضرات التجميل") },
  { id: "elektronik", slug: "elektronik", label: t("Elektronik", "Electronics", "إلكترونيات") },
  {
    id: "spor",
    slug: "spor-outdoor",
    label: t("Spor & Outdoor", "Sport & Outdoor", "رياضة وهواء طلق"),
  },
  {
    id: "kampanyalar",
    slug: "campaign",
    label: t("Kampanyalar", "Campaigns", "العروض"),
    highlight: true,
  },
];

function toMenu(items: DemoItem[], code: Code): MenuItem[] {
  const prefix = code === "tr" ? "" : `/${code}`;
  return items.map((item) => ({
    id: item.id,
    label: item.label[code],
    href: `${prefix}/${item.slug}`,
    ...(item.highlight ? { highlight: true } : {}),
    ...(item.children ? { children: toMenu(item.children, code) } : {}),
  }));
}

export function useDemoMenu(): MenuItem[] {
  return toMenu(demo, useStoryLocale());
}

export function demoMenu(code: Code): MenuItem[] {
  return toMenu(demo, code);
}

const longLabels: Texts[] = [
  t(
    "Kadın Giyim, Ayakkabı ve Çanta Modelleri",
    "Women's clothing, shoes and bag styles",
    "أزياء النساء من ملابس وأحذية وحقائب",
  ),
  t(
    "Süpermarket ve Günlük İhtiyaçlarınız",
    "Supermarket and everyday essentials",
    "السوبرماركت واحتياجاتك اليومية",
  ),
  t(
    "Çiçekçiden Özel Gün Hediyeleri",
    "Special-day gifts from the florist",
    "هدايا المناسبات الخاصة من بائع الزهور",
  ),
  t(
    "Kitap, Kırtasiye ve Hobi Ürünleri",
    "Books, stationery and hobby supplies",
    "الكتب والقرطاسية ومستلزمات الهوايات",
  ),
  t(
    "Bahçe, Yapı Market ve Oto Aksesuarları",
    "Garden, DIY and car accessories",
    "الحديقة والأدوات وإكسسوارات السيارات",
  ),
];

export function useLongMenu(): MenuItem[] {
  const code = useStoryLocale();
  const base = toMenu(demo, code);
  return longLabels.map((label, index) => ({
    id: `long-${index}`,
    label: label[code],
    href: `/uzun-${index}`,
    ...(index === 0 ? { children: base[0]?.children ?? [] } : {}),
  }));
}

export function useManyMenu(): MenuItem[] {
  const code = useStoryLocale();
  const base = toMenu(demo, code);
  return [
    ...base,
    ...base.map((item) => ({ ...item, id: `${item.id}-2`, href: `${item.href}-2` })),
  ];
}

/** A wordmark for the stories; the app passes its own logo. */
export function StoryLogo() {
  const code = useStoryLocale();
  const home = { tr: "Şıkçarşı ana sayfa", en: "Şıkçarşı home", ar: "الصفحة الرئيسية لشيك تشارشي" }[
    code
  ];
  return (
    <a
      href={code === "tr" ? "/" : `/${code}`}
      className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-brand-accent text-heading-sm font-bold text-fg-strong"
      >
        ş
      </span>
      <span
        aria-hidden="true"
        lang="tr"
        dir="ltr"
        className="text-heading-sm font-bold tracking-tight text-fg-strong"
      >
        şıkçarşı
      </span>
      <span className="sr-only">{home}</span>
    </a>
  );
}
