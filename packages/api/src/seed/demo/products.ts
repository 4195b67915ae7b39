// Composes the demo products from the kinds in texts/product-kinds.ts: names, descriptions and seo
// fields in tr, en and ar, prices, stock, sub-products, facets and pictures. Pure and seeded, so
// every run yields the same products under the same SKUs (the natural key the seed upserts by).

import type { View, Visual } from "./drawings.ts";
import { BRANDS } from "./texts/brands.ts";
import { CATEGORIES } from "./texts/categories.ts";
import { BOOKS, type Dept, KINDS, type Kind, type Variation } from "./texts/product-kinds.ts";
import {
  COLOURS,
  colourName,
  KIDS_SIZES,
  PROPERTIES,
  SHOE_SIZES,
  SIZES,
  STORAGE,
} from "./texts/properties.ts";
import { KIDS, MATERIAL_SENTENCES, MEN, type Noun, WOMEN, type Word } from "./texts/words.ts";
import { ean13, LANGS, type Lang, map3, random, shelfPrice, slugify, type T3, t3 } from "./util.ts";

export interface ProductText {
  name: string;
  summary: string;
  description: string;
  seoTitle: string;
  seoKeywords: string;
  seoDescription: string;
  seoLink: string;
}

export interface SubProductSeed {
  code: string;
  barcode: string;
  option1: string;
  option2: string | null;
  stock: number;
  sellingPrice: number | null;
}

export interface ProductSeed {
  sku: string;
  barcode: string;
  dept: Dept | "books";
  category: string;
  brand: string;
  model: string | null;
  supplier: string;
  vatRate: number;
  buyingPrice: number;
  sellingPrice: number;
  cashPrice: number;
  listPrice: number | null;
  stock: number;
  stockUnit: string;
  weightGrams: number;
  widthMm: number;
  heightMm: number;
  depthMm: number;
  desi: string;
  isNew: boolean;
  freeShipping: boolean;
  minOrderQuantity: number;
  maxOrderQuantity: number | null;
  expiryDate: string | null;
  /** Property codes of the two sub-product attributes. */
  options: [string, string] | null;
  salesCount: number;
  viewCount: number;
  /** Days before the seed the product was added (newest first in "newest" listings). */
  ageDays: number;
  texts: Record<Lang, ProductText>;
  facets: string[];
  images: Array<{ visual: Visual; colour: string; view: View; colourFacet: boolean }>;
  subProducts: SubProductSeed[];
}

const SUPPLIER_OF: Record<Dept | "books", string> = {
  apparel: "marmara-tekstil",
  shoes: "marmara-tekstil",
  bags: "marmara-tekstil",
  electronics: "anadolu-elektronik",
  home: "bursa-ev",
  beauty: "ege-kozmetik",
  sport: "akdeniz-spor",
  outdoor: "akdeniz-spor",
  books: "baskent-kitap",
};

const VARIATION_VALUES: Record<Variation, { property: string; values: string[] }> = {
  size: { property: "beden", values: SIZES.map((s) => s.toLowerCase()) },
  "kids-size": { property: "beden", values: KIDS_SIZES.map((s) => `yas-${s}`) },
  "shoe-size": { property: "numara", values: SHOE_SIZES },
  storage: { property: "hafiza", values: STORAGE.map((s) => `${s}gb`) },
};

const brandName = (code: string) => {
  const brand = BRANDS.find((b) => b.code === code);
  if (!brand) throw new Error(`unknown brand ${code}`);
  return brand.name;
};

const categoryName = (code: string): T3 => {
  const category = CATEGORIES.find((c) => c.code === code);
  if (!category) throw new Error(`unknown category ${code}`);
  return category.name;
};

const facetName = (facet: string): T3 | undefined => {
  const [property, value] = facet.split(":");
  return PROPERTIES.find((p) => p.code === property)?.values.find((v) => v.code === value)?.name;
};

const join = (...parts: Array<string | undefined>) =>
  parts
    .filter((p): p is string => Boolean(p?.trim()))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();

const isEnAfter = (word: Word) => word.after || /^(with|for|\()/i.test(word.w.en);

/** The composed name of a product, per language (see texts/words.ts for the orders). */
function composeName(
  brand: string,
  noun: Noun,
  words: Word[],
  audience: T3 | undefined,
  colour: T3 | undefined,
  arBrandAfterNoun: boolean,
): T3 {
  const tr = join(
    brand,
    audience?.tr,
    ...words.filter((x) => !x.after).map((x) => x.w.tr),
    noun.w.tr,
    ...words.filter((x) => x.after).map((x) => x.w.tr),
  );
  const en = join(
    brand,
    audience?.en,
    ...words.filter((x) => !isEnAfter(x)).map((x) => x.w.en),
    noun.w.en,
    ...words.filter(isEnAfter).map((x) => x.w.en),
  );
  const reversed = [
    ...[...words].reverse().filter((x) => !x.after),
    ...words.filter((x) => x.after),
  ].map((x) => x.w.ar);
  const ar = arBrandAfterNoun
    ? join(noun.w.ar, brand, ...reversed, audience?.ar)
    : join(noun.w.ar, ...reversed, audience?.ar, `من ${brand}`);
  const withColour = (name: string, c: string | undefined) => (c ? `${name} - ${c}` : name);
  return {
    tr: withColour(tr, colour?.tr),
    en: withColour(en, colour?.en),
    ar: withColour(ar, colour?.ar),
  };
}

// ---------------------------------------------------------------------------------------------
// Descriptions

interface Ctx {
  brand: string;
  title: string;
  the: T3;
  g: "m" | "f";
}

/** Arabic agreement with the noun: masculine or feminine form. */
const ag = (c: Ctx, masc: string, fem: string) => (c.g === "f" ? fem : masc);

const INTROS: Record<Dept, Array<(c: Ctx) => T3>> = {
  apparel: [
    (c) =>
      t3(
        `${c.brand} koleksiyonundan ${c.the.tr}, gün boyu rahatlığı şık bir görünümle buluşturuyor.`,
        `From the ${c.brand} collection, ${c.the.en} pairs all-day comfort with a polished look.`,
        `مع ${c.the.ar} من مجموعة ${c.brand} تجتمع الراحة طوال اليوم مع الإطلالة الأنيقة.`,
      ),
    (c) =>
      t3(
        `Ofiste, hafta sonu buluşmalarında ya da akşam yemeğinde; ${c.the.tr} her ortamda kendinizi iyi hissettirecek.`,
        `At the office, with friends at the weekend or over dinner, ${c.the.en} will make you feel good wherever you are.`,
        `في العمل أو في لقاءات نهاية الأسبوع أو على العشاء، ستشعر بالراحة والثقة أينما كنت مع ${c.the.ar}.`,
      ),
    (c) =>
      t3(
        `Sezonun en sevilen parçalarından biri olan ${c.the.tr}, ${c.brand} kalitesiyle uzun süre ilk günkü gibi kalır.`,
        `One of the season's favourites, ${c.the.en} keeps its first-day look for a long time, with the quality you expect from ${c.brand}.`,
        `${ag(c, "يُعدّ", "تُعدّ")} ${c.the.ar} من أكثر قطع الموسم طلباً، ${ag(c, "ويحافظ", "وتحافظ")} بجودة ${c.brand} على ${ag(c, "مظهره", "مظهرها")} كأول يوم لفترة طويلة.`,
      ),
  ],
  shoes: [
    (c) =>
      t3(
        `${c.brand} imzalı ${c.the.tr}, hafif yapısı ve esnek tabanıyla gün boyu adımlarınıza eşlik eder.`,
        `Made by ${c.brand}, ${c.the.en} keeps up with you all day thanks to its light build and flexible sole.`,
        `${ag(c, "يرافق", "ترافق")} ${c.the.ar} من ${c.brand} خطواتك طوال اليوم بفضل ${ag(c, "خفته ونعله", "خفتها ونعلها")} المرن.`,
      ),
    (c) =>
      t3(
        `Şehirde uzun yürüyüşlerden hafta sonu kaçamaklarına kadar ${c.the.tr} ayaklarınızı yormadan şıklığınızı tamamlar.`,
        `From long walks in town to weekend getaways, ${c.the.en} completes your look without tiring your feet.`,
        `من المشي الطويل في المدينة إلى رحلات نهاية الأسبوع، ${ag(c, "يكمل", "تكمل")} ${c.the.ar} إطلالتك دون أن ${ag(c, "يُتعب", "تُتعب")} قدميك.`,
      ),
    (c) =>
      t3(
        `Özenle seçilmiş malzemelerle üretilen ${c.the.tr}, ${c.brand} ustalığını her adımda hissettirir.`,
        `Crafted from carefully chosen materials, ${c.the.en} lets you feel ${c.brand}'s craftsmanship with every step.`,
        `${ag(c, "صُنع", "صُنعت")} ${c.the.ar} من خامات مختارة بعناية لتشعر بحرفية ${c.brand} في كل خطوة.`,
      ),
  ],
  bags: [
    (c) =>
      t3(
        `${c.brand} tasarımı ${c.the.tr}, günlük ihtiyaçlarınızı şık bir şekilde taşımanız için tasarlandı.`,
        `Designed by ${c.brand}, ${c.the.en} carries your everyday essentials in style.`,
        `${ag(c, "صُمّم", "صُمّمت")} ${c.the.ar} من ${c.brand} لتحمل أغراضك اليومية بأناقة.`,
      ),
    (c) =>
      t3(
        `İç cepleri ve ayarlanabilir askısıyla ${c.the.tr}, sabah işe giderken de akşam davette de yanınızda.`,
        `With inner pockets and an adjustable strap, ${c.the.en} is with you from the morning commute to an evening out.`,
        `بجيوبها الداخلية وحزامها القابل للتعديل ${ag(c, "يرافقك", "ترافقك")} ${c.the.ar} من الصباح حتى سهرة المساء.`,
      ),
  ],
  electronics: [
    (c) =>
      t3(
        `${c.title}, günlük kullanımda hızlı, akıcı ve güvenilir bir deneyim sunar.`,
        `The ${c.title} delivers a fast, smooth and dependable everyday experience.`,
        `${ag(c, "يقدم", "تقدم")} ${c.title} تجربة يومية سريعة وسلسة وموثوقة.`,
      ),
    (c) =>
      t3(
        `Türkiye distribütör garantili ${c.the.tr}, kutusundan çıktığı andan itibaren kullanıma hazır.`,
        `Covered by the Turkish distributor's warranty, ${c.the.en} is ready to use straight out of the box.`,
        `${ag(c, "يأتي", "تأتي")} ${c.the.ar} بضمان الموزع في تركيا، ${ag(c, "وهو جاهز", "وهي جاهزة")} للاستخدام فور ${ag(c, "إخراجه", "إخراجها")} من العلبة.`,
      ),
    (c) =>
      t3(
        `Uzun pil ömrü ve şık tasarımıyla ${c.the.tr}, iş ile eğlence arasında kesintisiz geçiş yapmanızı sağlar.`,
        `With long battery life and a sleek design, ${c.the.en} takes you from work to play without missing a beat.`,
        `بفضل ${ag(c, "بطاريته", "بطاريتها")} التي تدوم طويلاً ${ag(c, "وتصميمه", "وتصميمها")} الأنيق ${ag(c, "ينقلك", "تنقلك")} ${c.the.ar} من العمل إلى الترفيه بلا انقطاع.`,
      ),
  ],
  home: [
    (c) =>
      t3(
        `${c.brand} imzalı ${c.the.tr}, evinize sıcak ve davetkâr bir dokunuş katar.`,
        `Made by ${c.brand}, ${c.the.en} adds a warm, welcoming touch to your home.`,
        `${ag(c, "يضفي", "تضفي")} ${c.the.ar} من ${c.brand} لمسة دافئة ومرحّبة على منزلك.`,
      ),
    (c) =>
      t3(
        `Zamansız tasarımıyla ${c.the.tr}, modern ve klasik dekorasyonlara kolayca uyum sağlar.`,
        `With its timeless design, ${c.the.en} suits both modern and classic interiors.`,
        `بفضل ${ag(c, "تصميمه", "تصميمها")} الخالد ${ag(c, "يناسب", "تناسب")} ${c.the.ar} الديكورات العصرية والكلاسيكية على حد سواء.`,
      ),
    (c) =>
      t3(
        `Günlük kullanıma dayanıklı malzemelerle üretilen ${c.the.tr}, yıllarca ilk günkü gibi kalır.`,
        `Made from materials that stand up to daily use, ${c.the.en} stays as good as new for years.`,
        `${ag(c, "صُنع", "صُنعت")} ${c.the.ar} من خامات تتحمل الاستخدام اليومي ${ag(c, "ليبقى", "لتبقى")} كالجديد لسنوات.`,
      ),
  ],
  beauty: [
    (c) =>
      t3(
        `${c.brand} laboratuvarlarında geliştirilen ${c.the.tr}, her gün kendinizi iyi hissetmeniz için formüle edildi.`,
        `Developed in ${c.brand}'s laboratories, ${c.the.en} is formulated to make you feel good every day.`,
        `${ag(c, "طُوّر", "طُوّرت")} ${c.the.ar} في مختبرات ${c.brand} ${ag(c, "ليمنحك", "لتمنحك")} شعوراً رائعاً كل يوم.`,
      ),
    (c) =>
      t3(
        `Dermatolojik olarak test edilen ${c.the.tr} paraben içermez ve hayvanlar üzerinde denenmemiştir.`,
        `Dermatologically tested, ${c.the.en} is paraben-free and has never been tested on animals.`,
        `${ag(c, "خضع", "خضعت")} ${c.the.ar} لاختبارات جلدية، ${ag(c, "وهو خالٍ", "وهي خالية")} من البارابين ولم ${ag(c, "يُختبر", "تُختبر")} على الحيوانات.`,
      ),
    (c) =>
      t3(
        `Türkiye'de üretilen ${c.the.tr}, ${c.brand} kalitesini günlük bakım rutininize taşır.`,
        `Made in Türkiye, ${c.the.en} brings ${c.brand} quality to your daily routine.`,
        `${ag(c, "يحمل", "تحمل")} ${c.the.ar} ${ag(c, "المصنوع", "المصنوعة")} في تركيا جودة ${c.brand} إلى روتينك اليومي.`,
      ),
  ],
  outdoor: [
    (c) =>
      t3(
        `Doğada uzun rotalarda ya da şehrin günlük koşuşturmasında ${c.the.tr} her koşulda yanınızda.`,
        `On long trails or in the daily rush of the city, ${c.the.en} is with you in every condition.`,
        `في المسارات الطويلة في الطبيعة أو في زحمة المدينة اليومية، ${ag(c, "يرافقك", "ترافقك")} ${c.the.ar} في كل الظروف.`,
      ),
    (c) =>
      t3(
        `${c.brand} imzalı ${c.the.tr}, rüzgâra, yağmura ve zorlu yollara dayanacak şekilde üretildi.`,
        `Made by ${c.brand}, ${c.the.en} is built to stand up to wind, rain and rough paths.`,
        `${ag(c, "صُنع", "صُنعت")} ${c.the.ar} من ${c.brand} ${ag(c, "ليتحمل", "لتتحمل")} الرياح والمطر والطرق الوعرة.`,
      ),
  ],
  sport: [
    (c) =>
      t3(
        `${c.brand} imzalı ${c.the.tr}, evde ya da salonda antrenmanlarınızı bir üst seviyeye taşır.`,
        `Made by ${c.brand}, ${c.the.en} takes your workouts to the next level, at home or in the gym.`,
        `${ag(c, "ينقل", "تنقل")} ${c.the.ar} من ${c.brand} تمارينك إلى مستوى أعلى في المنزل أو في النادي.`,
      ),
    (c) =>
      t3(
        `Dayanıklı yapısıyla ${c.the.tr}, yoğun kullanıma rağmen ilk günkü performansını korur.`,
        `Built to last, ${c.the.en} keeps performing like new, however hard you use it.`,
        `بفضل ${ag(c, "بنيته", "بنيتها")} المتينة ${ag(c, "يحافظ", "تحافظ")} ${c.the.ar} على ${ag(c, "أدائه", "أدائها")} كأول يوم رغم الاستخدام المكثف.`,
      ),
  ],
};

const KIDS_INTROS: Array<(c: Ctx) => T3> = [
  (c) =>
    t3(
      `Okulda, parkta ve evde; ${c.the.tr} çocukların özgürce hareket etmesi için tasarlandı.`,
      `At school, in the park and at home, ${c.the.en} is made for children to move freely.`,
      `في المدرسة والحديقة والمنزل، ${ag(c, "صُمّم", "صُمّمت")} ${c.the.ar} ليتحرك الأطفال بحرية.`,
    ),
  (c) =>
    t3(
      `${c.brand} imzalı ${c.the.tr}, sık yıkamaya dayanıklı kumaşı ve canlı renkleriyle uzun süre ilk günkü gibi kalır.`,
      `Made by ${c.brand}, ${c.the.en} keeps its bright colours and first-day look through wash after wash.`,
      `${ag(c, "يحافظ", "تحافظ")} ${c.the.ar} من ${c.brand} على ${ag(c, "ألوانه الزاهية ومظهره", "ألوانها الزاهية ومظهرها")} كأول يوم رغم الغسيل المتكرر.`,
    ),
];

const CLOSINGS: T3[] = [
  t3(
    "Siparişiniz 1-3 iş günü içinde kargoya verilir; 15 gün içinde ücretsiz iade hakkınız vardır.",
    "Your order ships within 1–3 business days, with free returns within 15 days.",
    "يُشحن طلبك خلال 1-3 أيام عمل، ويمكنك إرجاعه مجاناً خلال 15 يوماً.",
  ),
  t3(
    "256 bit SSL ve 3D Secure korumasıyla güvenle alışveriş yapın.",
    "Shop safely, protected by 256-bit SSL and 3D Secure.",
    "تسوّق بأمان مع حماية SSL بتشفير 256 بت و3D Secure.",
  ),
  t3(
    "Ürün orijinal ve faturalıdır; beğenmezseniz 15 gün içinde ücretsiz iade edebilirsiniz.",
    "A genuine product, sold with an invoice; if it isn't right, return it free within 15 days.",
    "المنتج أصلي ومع فاتورة، وإذا لم يعجبك يمكنك إرجاعه مجاناً خلال 15 يوماً.",
  ),
];

const LABEL = {
  material: t3("Materyal", "Material", "الخامة"),
  outer: t3("Dış materyal", "Upper", "الخامة الخارجية"),
  fit: t3("Kalıp", "Fit", "القصّة"),
  code: t3("Ürün kodu", "Product code", "رمز المنتج"),
  size: t3("Ölçüler", "Dimensions", "الأبعاد"),
  weight: t3("Ağırlık", "Weight", "الوزن"),
  model: t3("Model", "Model", "الموديل"),
  skin: t3("Cilt tipi", "Skin type", "نوع البشرة"),
  expiry: t3("Son kullanma tarihi", "Best before", "تاريخ انتهاء الصلاحية"),
  author: t3("Yazar", "Author", "المؤلف"),
  publisher: t3("Yayınevi", "Publisher", "الناشر"),
  pages: t3("Sayfa sayısı", "Pages", "عدد الصفحات"),
  language: t3("Dil", "Language", "اللغة"),
  binding: t3("Kapak", "Binding", "نوع الغلاف"),
  isbn: t3("ISBN", "ISBN", "ردمك"),
};

const line = (label: T3, value: T3): T3 => map3((l) => `${label[l]}: ${value[l]}`);
const same = (value: string): T3 => t3(value, value, value);

const CARE = {
  default: t3(
    "Yıkama: 30 °C'de ters çevirerek yıkayın, düşük ısıda ütüleyin",
    "Care: wash inside out at 30 °C, iron on low heat",
    "العناية: غسيل على 30 درجة مئوية على الوجه الداخلي وكيّ على حرارة منخفضة",
  ),
  delicate: t3(
    "Yıkama: hassas programda 30 °C'de yıkayın, asarak kurutun",
    "Care: delicate cycle at 30 °C, hang to dry",
    "العناية: دورة لطيفة على 30 درجة مئوية، ويُجفف بالتعليق",
  ),
  dry: t3("Yıkama: yalnızca kuru temizleme", "Care: dry clean only", "العناية: تنظيف جاف فقط"),
};

const MODEL_LINES = {
  women: t3(
    "Manken ölçüleri: boy 1,76 m, göğüs 84 cm, bel 62 cm; üzerindeki ürün S bedendir",
    "Model is 1.76 m tall (bust 84 cm, waist 62 cm) and wears size S",
    "طول العارضة 1.76 م (الصدر 84 سم، الخصر 62 سم) وترتدي المقاس S",
  ),
  men: t3(
    "Manken ölçüleri: boy 1,86 m, göğüs 98 cm, bel 80 cm; üzerindeki ürün M bedendir",
    "Model is 1.86 m tall (chest 98 cm, waist 80 cm) and wears size M",
    "طول العارض 1.86 م (الصدر 98 سم، الخصر 80 سم) ويرتدي المقاس M",
  ),
  kids: t3("Bedenler yaşa göre standarttır", "Sizes run true to age", "المقاسات مطابقة للعمر"),
};

const cm = (mm: number) => (mm / 10).toLocaleString("tr-TR", { maximumFractionDigits: 1 });
const cmEn = (mm: number) => (mm / 10).toLocaleString("en-GB", { maximumFractionDigits: 1 });

function dimensionsLine(width: number, height: number, depth: number): T3 {
  return line(
    LABEL.size,
    t3(
      `${cm(width)} × ${cm(height)} × ${cm(depth)} cm`,
      `${cmEn(width)} × ${cmEn(height)} × ${cmEn(depth)} cm`,
      `${cmEn(width)} × ${cmEn(height)} × ${cmEn(depth)} سم`,
    ),
  );
}

function html(intro: T3, sentences: T3[], facts: T3[], closing: T3): T3 {
  return map3((l) => {
    const body = sentences.map((s) => s[l]).join(" ");
    return [
      `<p>${intro[l]}</p>`,
      body ? `<p>${body}</p>` : "",
      facts.length ? `<ul>${facts.map((f) => `<li>${f[l]}</li>`).join("")}</ul>` : "",
      `<p>${closing[l]}</p>`,
    ].join("");
  });
}

const plain = (s: string) =>
  s
    .replace(/<\/(p|li)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Cut at a word boundary, for meta descriptions. */
function clip(s: string, max = 158) {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

function isoDate(date: Date) {
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------

/** Every product of the demo, in a stable order. */
export function buildProducts(now = new Date()): ProductSeed[] {
  const rand = random(20261122);
  const products: ProductSeed[] = [];
  const usedSlugs: Record<Lang, Set<string>> = { tr: new Set(), en: new Set(), ar: new Set() };
  const usedNames = new Set<string>();
  let serial = 0;

  const uniqueSlug = (name: string, lang: Lang) => {
    const base = slugify(name, lang);
    let slug = base;
    for (let n = 2; usedSlugs[lang].has(slug); n++) slug = `${base}-${n}`;
    usedSlugs[lang].add(slug);
    return slug;
  };

  const texts = (name: T3, description: T3, keywords: T3): Record<Lang, ProductText> => {
    const out = {} as Record<Lang, ProductText>;
    for (const lang of LANGS) {
      const prose = plain(description[lang].split("<ul>")[0] ?? description[lang]);
      out[lang] = {
        name: name[lang],
        summary: clip(prose.split(/(?<=[.!?])\s/)[0] ?? prose, 200),
        description: description[lang],
        seoTitle: name[lang],
        seoKeywords: keywords[lang],
        seoDescription: clip(prose),
        seoLink: uniqueSlug(name[lang], lang),
      };
    }
    return out;
  };

  const commercial = (low: number, high: number, vat: number, dept: Dept | "books") => {
    const sellingPrice = shelfPrice(low + rand.next() * (high - low));
    const discounted = rand.chance(0.28);
    const listPrice = discounted
      ? shelfPrice((sellingPrice / 100) * (1.2 + rand.next() * 0.3))
      : null;
    const net = sellingPrice / (1 + vat / 100);
    return {
      sellingPrice,
      listPrice: listPrice && listPrice > sellingPrice ? listPrice : null,
      // Wire transfer saves the shop the card commission; Turkish shops pass on about 3 %.
      cashPrice: Math.floor((sellingPrice * 0.97) / 100) * 100,
      buyingPrice: Math.round(net * (0.5 + rand.next() * 0.15)),
      isNew: rand.chance(0.18),
      freeShipping: sellingPrice >= 150_000 || (dept !== "books" && rand.chance(0.12)),
      salesCount: rand.int(0, 600),
      viewCount: rand.int(40, 9000),
    };
  };

  const packaging = (kind: Pick<Kind, "weight" | "box">) => {
    const [w, h, d] = kind.box;
    const jitter = () => 0.9 + rand.next() * 0.2;
    const widthMm = Math.round(w * jitter());
    const heightMm = Math.round(h * jitter());
    const depthMm = Math.round(d * jitter());
    const desi = Math.max(0.5, (widthMm * heightMm * depthMm) / 1000 / 3000);
    return {
      weightGrams: rand.int(kind.weight[0], kind.weight[1]),
      widthMm,
      heightMm,
      depthMm,
      desi: desi.toFixed(2),
    };
  };

  for (const kind of KINDS) {
    // Distinct word picks per kind, in a seeded order, so names do not repeat.
    // The noun is the first dimension, so kinds with several nouns do not repeat a pick.
    const combos: number[][] = kind.nouns.map((_, n) => [n]);
    for (const slot of kind.slots) {
      const next: number[][] = [];
      for (const combo of combos) for (let i = 0; i < slot.length; i++) next.push([...combo, i]);
      combos.splice(0, combos.length, ...next);
    }
    const order = rand.shuffle(combos);
    for (let i = 0; i < kind.count; i++) {
      serial++;
      const [nounPick, ...picks] = order[i % order.length] as number[];
      const words = picks.map((pick, s) => (kind.slots[s] as Word[])[pick] as Word);
      const noun = kind.nouns[nounPick ?? 0] as Noun;
      const audience = kind.audiences?.[i % kind.audiences.length];
      const model = kind.models?.[i % kind.models.length];
      const brandCode = model?.brand ?? (kind.brands[i % kind.brands.length] as string);
      const brand = brandName(brandCode);
      const title = model ? `${brand} ${model.name}` : brand;
      const forcedColour = words.find((x) => x.colour)?.colour;
      const palette = kind.colours;
      // Models repeat in several colours: the n-th appearance of a model takes the n-th colour.
      const colourIndex = kind.models ? Math.floor(i / kind.models.length) : i * 3 + serial;
      const variation = kind.variation;
      const colourInName = !variation && !forcedColour;
      let colour = forcedColour ?? (palette[colourIndex % palette.length] as string);
      let name = composeName(
        title,
        noun,
        words,
        audience,
        colourInName ? colourName(colour) : undefined,
        Boolean(model),
      );
      // A word pick that comes round again is told apart by another colour.
      for (
        let shift = 1;
        colourInName && usedNames.has(name.tr) && shift < palette.length;
        shift++
      ) {
        colour = palette[(colourIndex + shift) % palette.length] as string;
        name = composeName(title, noun, words, audience, colourName(colour), Boolean(model));
      }
      usedNames.add(name.tr);

      const sku = `${kind.code}-${String(i + 1).padStart(3, "0")}`;
      const facets = new Set<string>(kind.props ?? []);
      for (const word of words) for (const facet of word.props ?? []) facets.add(facet);
      facets.add(`renk:${colour}`);

      let [low, high] = kind.price;
      if (model) {
        const step = picks[0] ?? 0;
        low = model.price * (1 + step * 0.22);
        high = low * 1.04;
      }
      const money = commercial(low, high, kind.vat, kind.dept);
      const pack = packaging(kind);

      // Sub-products: the primary colour and one or two more, in every size of the variation.
      const subProducts: SubProductSeed[] = [];
      const colours = [colour];
      if (variation && variation !== "storage") {
        const extra = rand.int(1, 2);
        for (let k = 1; colours.length <= extra && k < palette.length; k++) {
          const c = palette[(palette.indexOf(colour) + k * 2) % palette.length] as string;
          if (!colours.includes(c)) colours.push(c);
        }
      } else if (variation === "storage") {
        colours.push(palette[(palette.indexOf(colour) + 1) % palette.length] as string);
      }
      const soldOut = rand.chance(0.07);
      if (variation) {
        const { property, values } = VARIATION_VALUES[variation];
        const sizes =
          variation === "shoe-size"
            ? values.slice(
                audience === MEN ? 4 : 0,
                audience === MEN ? 10 : audience === WOMEN ? 6 : 8,
              )
            : variation === "size"
              ? values.slice(audience === MEN ? 1 : 0, audience === MEN ? 6 : 5)
              : variation === "storage"
                ? values.slice(0, model && model.price > 20000 ? 3 : 2)
                : values;
        for (const c of colours) {
          facets.add(`renk:${c}`);
          sizes.forEach((size, index) => {
            facets.add(`${property}:${size}`);
            subProducts.push({
              code: `${sku}-${c}-${size}`.toUpperCase(),
              barcode: "",
              option1: `renk:${c}`,
              option2: `${property}:${size}`,
              stock: soldOut || rand.chance(0.12) ? 0 : rand.int(1, 30),
              sellingPrice:
                variation === "storage"
                  ? shelfPrice((money.sellingPrice / 100) * (1 + index * 0.16))
                  : null,
            });
          });
        }
      }
      const stock = variation
        ? subProducts.reduce((sum, s) => sum + s.stock, 0)
        : rand.chance(0.08)
          ? 0
          : rand.int(2, 180);

      const ctx: Ctx = { brand, title, the: noun.the, g: noun.g };
      const intros = audience === KIDS ? KIDS_INTROS : INTROS[kind.dept];
      const intro = (intros[i % intros.length] as (c: Ctx) => T3)(ctx);
      const material = [...facets].find((f) => f.startsWith("materyal:"));
      const sentences =
        material && MATERIAL_SENTENCES[material.slice(9)]
          ? [MATERIAL_SENTENCES[material.slice(9)] as T3]
          : [];
      const facts: T3[] = [];
      const materialName = material ? facetName(material) : undefined;
      const fit = [...facets].find((f) => f.startsWith("kalip:"));
      let expiryDate: string | null = null;
      switch (kind.dept) {
        case "apparel": {
          if (materialName) facts.push(line(LABEL.material, materialName));
          facts.push(line(LABEL.fit, facetName(fit ?? "kalip:regular") as T3));
          facts.push(
            audience === WOMEN
              ? MODEL_LINES.women
              : audience === MEN
                ? MODEL_LINES.men
                : MODEL_LINES.kids,
          );
          const m = material?.slice(9);
          facts.push(
            m === "saten" || m === "yun" || m === "viskon"
              ? CARE.delicate
              : m === "deri"
                ? CARE.dry
                : CARE.default,
          );
          break;
        }
        case "shoes": {
          if (materialName) facts.push(line(LABEL.outer, materialName));
          facts.push(
            t3("Taban: kaymaz kauçuk", "Sole: non-slip rubber", "النعل: مطاط مانع للانزلاق"),
          );
          if (kind.code === "TPK") {
            const heel = rand.pick([5, 7, 9]);
            facts.push(
              t3(
                `Topuk yüksekliği: ${heel} cm`,
                `Heel height: ${heel} cm`,
                `ارتفاع الكعب: ${heel} سم`,
              ),
            );
          }
          facts.push(
            t3(
              "Kalıp: standarttır, kendi numaranızı seçebilirsiniz",
              "Fit: true to size",
              "المقاس: قياسي، اختر مقاسك المعتاد",
            ),
          );
          break;
        }
        case "bags":
          if (materialName) facts.push(line(LABEL.material, materialName));
          facts.push(dimensionsLine(pack.widthMm - 20, pack.heightMm - 30, pack.depthMm - 20));
          facts.push(
            t3(
              "Askı: ayarlanabilir ve çıkarılabilir",
              "Strap: adjustable and removable",
              "الحزام: قابل للتعديل والفك",
            ),
          );
          break;
        case "electronics":
          if (model) facts.push(line(LABEL.model, same(model.name)));
          facts.push(...(kind.specs ?? []));
          break;
        case "home":
          if (materialName) facts.push(line(LABEL.material, materialName));
          facts.push(...(kind.specs ?? []));
          facts.push(dimensionsLine(pack.widthMm, pack.heightMm, pack.depthMm));
          break;
        case "beauty": {
          const skin = [...facets].find((f) => f.startsWith("cilt-tipi:"));
          if (skin) facts.push(line(LABEL.skin, facetName(skin) as T3));
          const [minM, maxM] = kind.expiryMonths ?? [24, 36];
          const expiry = new Date(now);
          expiry.setUTCMonth(expiry.getUTCMonth() + rand.int(minM, maxM), 1);
          expiryDate = isoDate(expiry);
          facts.push(line(LABEL.expiry, same(expiryDate)));
          facts.push(
            t3("Dermatolojik olarak test edilmiştir", "Dermatologically tested", "مختبر جلدياً"),
          );
          break;
        }
        case "sport":
        case "outdoor":
          if (materialName) facts.push(line(LABEL.material, materialName));
          facts.push(...(kind.specs ?? []));
          facts.push(
            line(
              LABEL.weight,
              t3(
                `${(pack.weightGrams / 1000).toLocaleString("tr-TR", { maximumFractionDigits: 1 })} kg`,
                `${(pack.weightGrams / 1000).toLocaleString("en-GB", { maximumFractionDigits: 1 })} kg`,
                `${(pack.weightGrams / 1000).toLocaleString("en-GB", { maximumFractionDigits: 1 })} كغ`,
              ),
            ),
          );
          break;
      }
      facts.push(line(LABEL.code, same(sku)));
      const description = html(intro, sentences, facts, CLOSINGS[serial % CLOSINGS.length] as T3);
      const category = categoryName(kind.category);
      const keywords = map3((l) =>
        [noun.w[l], category[l], brand, materialName?.[l], colourName(colour)[l]]
          .filter(Boolean)
          .join(", "),
      );

      // Two views in the main colour and the front of every other colour: several pictures per
      // product while the files stay shared by kind and colour (first start must stay quick).
      const views: View[] = ["front", "angle"];
      const images: ProductSeed["images"] = views.map((view) => ({
        visual: kind.visual,
        colour,
        view,
        colourFacet: Boolean(variation),
      }));
      for (const c of colours.slice(1)) {
        images.push({ visual: kind.visual, colour: c, view: "front", colourFacet: true });
      }

      const limited = serial % 41 === 0;
      products.push({
        sku,
        barcode: ean13(`869${String(4_200_000 + serial * 7).padStart(9, "0")}`),
        dept: kind.dept,
        category: kind.category,
        brand: brandCode,
        model: model ? `${brandCode}-${slugify(model.name, "en")}` : null,
        supplier: SUPPLIER_OF[kind.dept],
        vatRate: kind.vat,
        ...money,
        stock,
        stockUnit: kind.unit ?? "piece",
        ...pack,
        minOrderQuantity: kind.code === "KRL" && i % 2 === 0 ? 2 : 1,
        maxOrderQuantity: limited ? 1 : (kind.maxOrder ?? null),
        expiryDate,
        options: variation ? ["renk", VARIATION_VALUES[variation].property] : null,
        ageDays: money.isNew ? rand.int(0, 14) : rand.int(15, 400),
        texts: texts(name, description, keywords),
        facets: [...facets],
        images,
        subProducts: subProducts.map((s, k) => ({
          ...s,
          barcode: ean13(`869${String(6_000_000 + serial * 97 + k).padStart(9, "0")}`),
        })),
      });
    }
  }

  BOOKS.forEach((book, index) => {
    const bindings = book.hardcover ? ["karton", "ciltli"] : ["karton"];
    for (const binding of bindings) {
      serial++;
      const hard = binding === "ciltli";
      const bindingName = facetName(`kapak:${binding}`) as T3;
      const name = map3((l) =>
        hard
          ? `${book.title[l]} - ${book.author} (${bindingName[l]})`
          : `${book.title[l]} - ${book.author}`,
      );
      const publisher = brandName(book.publisher);
      const price = hard ? book.price * 1.45 : book.price;
      const money = commercial(price, price * 1.02, 1, "books");
      const isbn = ean13(`978605${String(70_000 + index * 10 + (hard ? 1 : 0)).padStart(6, "0")}`);
      const facts = [
        line(LABEL.author, same(book.author)),
        line(LABEL.publisher, same(publisher)),
        line(LABEL.pages, same(String(book.pages))),
        line(LABEL.language, t3("Türkçe", "Turkish", "التركية")),
        line(LABEL.binding, bindingName),
        line(LABEL.isbn, same(isbn)),
      ];
      const description = html(
        book.blurb,
        [
          t3(
            `${publisher} tarafından yayımlanan kitap, ${book.pages} sayfadır.`,
            `Published by ${publisher}, ${book.pages} pages, in Turkish.`,
            `صدر الكتاب عن ${publisher} في ${book.pages} صفحة باللغة التركية.`,
          ),
        ],
        facts,
        CLOSINGS[serial % CLOSINGS.length] as T3,
      );
      const category = categoryName(book.category);
      const sku = `KTP-${String(index + 1).padStart(3, "0")}${hard ? "-C" : ""}`;
      products.push({
        sku,
        barcode: isbn,
        dept: "books",
        category: book.category,
        brand: book.publisher,
        model: null,
        supplier: SUPPLIER_OF.books,
        vatRate: 1,
        ...money,
        stock: rand.chance(0.08) ? 0 : rand.int(5, 250),
        stockUnit: "piece",
        weightGrams: Math.round(book.pages * (hard ? 1.6 : 1.1)) + 40,
        widthMm: 135,
        heightMm: 210,
        depthMm: Math.round(book.pages / 12) + (hard ? 6 : 2),
        desi: "0.50",
        minOrderQuantity: 1,
        maxOrderQuantity: index === 0 ? 5 : null,
        expiryDate: null,
        options: null,
        ageDays: money.isNew ? rand.int(0, 14) : rand.int(15, 700),
        texts: texts(
          name,
          description,
          map3((l) => [book.title[l], book.author, publisher, category[l]].join(", ")),
        ),
        facets: [`kapak:${binding}`],
        images: (["front", "angle", "detail"] as View[]).map((view) => ({
          visual: "book" as Visual,
          colour: book.colour,
          view,
          colourFacet: false,
        })),
        subProducts: [],
      });
    }
  });

  return products;
}

/** The hex of a colour code, for the pictures. */
export const hexOf = (code: string) => {
  const colour = COLOURS.find((c) => c.code === code);
  if (!colour?.hex) throw new Error(`no hex for ${code}`);
  return colour.hex;
};
