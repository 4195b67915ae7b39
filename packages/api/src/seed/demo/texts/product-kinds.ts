// What the demo sells: product kinds per leaf category, each with its nouns, word slots, brands,
// colours, price band, VAT, packaging and how its sub-products vary. products.ts composes the
// products from these; nothing here is a finished product name.
import type { Visual } from "../drawings.ts";
import { type T3, t3 } from "../util.ts";
import { after, KIDS, MEN, type Noun, none, noun, UNISEX, WOMEN, type Word, w } from "./words.ts";

export type Dept =
  | "apparel"
  | "shoes"
  | "bags"
  | "electronics"
  | "home"
  | "beauty"
  | "sport"
  | "outdoor";
export type Variation = "size" | "kids-size" | "shoe-size" | "storage";

export interface Kind {
  /** Middle part of the SKU; unique. */
  code: string;
  category: string;
  dept: Dept;
  visual: Visual;
  nouns: Noun[];
  audiences?: T3[];
  brands: string[];
  /** Electronics: one product per model and colour; the model follows the brand in names. */
  models?: Array<{ brand: string; name: string; price: number }>;
  slots: Word[][];
  colours: string[];
  count: number;
  /** Price band in lira (gross). */
  price: [number, number];
  vat: 1 | 10 | 20;
  unit?: "piece" | "pair" | "set" | "pack";
  weight: [number, number];
  /** Package width, height, depth in mm. */
  box: [number, number, number];
  variation?: Variation;
  props?: string[];
  /** Fixed lines of the spec list. */
  specs?: T3[];
  expiryMonths?: [number, number];
  maxOrder?: number;
}

const the = t3;

const fits = {
  slim: w("Slim Fit", "Slim-Fit", "بقصة ضيقة", "kalip:slim"),
  regular: w("Regular Fit", "Regular-Fit", "بقصة عادية", "kalip:regular"),
  oversize: w("Oversize", "Oversized", "بقصة واسعة", "kalip:oversize"),
};

const warranty = t3(
  "Garanti: 2 yıl Türkiye distribütör garantili",
  "Warranty: 2 years, Turkish distributor",
  "الضمان: سنتان من الموزع في تركيا",
);

export const KINDS: Kind[] = [
  // ---------------------------------------------------------------- women
  {
    code: "ELB",
    category: "kadin-elbise",
    dept: "apparel",
    visual: "dress",
    nouns: [noun("Elbise", "Dress", "فستان", the("bu elbise", "this dress", "هذا الفستان"))],
    audiences: [WOMEN],
    brands: ["lavanta", "bogaz-denim"],
    slots: [
      [
        w("Kruvaze Yaka", "with Wrap Neckline", "بياقة ملفوفة"),
        w("Kare Yaka", "with Square Neckline", "بياقة مربعة"),
        w("Uzun Kollu", "Long-Sleeve", "بأكمام طويلة", "kol-boyu:uzun"),
        w("Askılı", "Strappy", "بحمالات رفيعة", "kol-boyu:kolsuz"),
        w("Volan Detaylı", "with Ruffle Detail", "بتفاصيل كشكش"),
        w("Kuşaklı Balon Kollu", "Belted Puff-Sleeve", "بأكمام منفوخة وحزام"),
        w(
          "Yırtmaç Detaylı Kruvaze Yaka",
          "with Wrap Neckline and Side Slit",
          "بياقة ملفوفة وفتحة جانبية",
        ),
      ],
      [
        none("desen:duz"),
        w("Çiçek Desenli", "Floral", "مورّد", "desen:cicekli"),
        w("Puantiyeli", "Polka-Dot", "منقّط", "desen:puantiyeli"),
      ],
      [
        w("Saten", "Satin", "ساتان", "materyal:saten"),
        w("Keten", "Linen", "كتان", "materyal:keten"),
        w("Viskon", "Viscose", "فيسكوز", "materyal:viskon"),
        w("Triko", "Knit", "تريكو", "materyal:triko"),
      ],
      [
        w("Midi", "Midi", "ميدي"),
        w("Maxi", "Maxi", "ماكسي"),
        w("Mini", "Mini", "قصير"),
        w("Kloş", "Skater", "بتنورة واسعة"),
      ],
    ],
    colours: ["siyah", "lacivert", "kirmizi", "bej", "yesil"],
    count: 14,
    price: [449, 1899],
    vat: 10,
    weight: [250, 650],
    box: [300, 400, 50],
    variation: "size",
  },
  {
    code: "BLZ",
    category: "kadin-bluz-gomlek",
    dept: "apparel",
    visual: "blouse",
    nouns: [noun("Bluz", "Blouse", "بلوزة", the("bu bluz", "this blouse", "هذه البلوزة"), "f")],
    audiences: [WOMEN],
    brands: ["lavanta"],
    slots: [
      [
        w("Fiyonk Yakalı", "Tie-Neck", "بياقة بفيونكة"),
        w("Balon Kollu", "Puff-Sleeve", "بأكمام منفوخة", "kol-boyu:uzun"),
        w("V Yaka", "V-Neck", "بياقة على شكل V"),
        w("Fırfırlı", "Ruffled", "بكشكش"),
        w(
          "Uzun Kollu Önden Bağlamalı",
          "Long-Sleeve Tie-Front",
          "بأكمام طويلة وربطة أمامية",
          "kol-boyu:uzun",
        ),
      ],
      [
        none("desen:duz"),
        w("Çizgili", "Striped", "مقلّمة", "desen:cizgili"),
        w("Çiçek Desenli", "Floral", "مورّدة", "desen:cicekli"),
      ],
      [
        w("Saten", "Satin", "ساتان", "materyal:saten"),
        w("Keten", "Linen", "كتان", "materyal:keten"),
        w("Pamuklu", "Cotton", "قطنية", "materyal:pamuk"),
        w("Şifon", "Chiffon", "شيفون", "materyal:polyester"),
      ],
    ],
    colours: ["beyaz", "krem", "pembe", "mavi", "siyah"],
    count: 10,
    price: [299, 999],
    vat: 10,
    weight: [150, 350],
    box: [280, 350, 40],
    variation: "size",
  },
  {
    code: "KPN",
    category: "kadin-pantolon",
    dept: "apparel",
    visual: "trousers",
    nouns: [
      noun(
        "Pantolon",
        "Trousers",
        "بنطال",
        the("bu pantolon", "this pair of trousers", "هذا البنطال"),
      ),
    ],
    audiences: [WOMEN],
    brands: ["bogaz-denim", "lavanta"],
    slots: [
      [
        w("Yüksek Bel Mom", "High-Rise Mom", "مام بخصر عالٍ"),
        w("Geniş Paça Palazzo", "Wide-Leg Palazzo", "بالاتزو واسع"),
        w("Dar Paça Skinny", "Skinny", "ضيق"),
        w("Düz Kesim", "Straight-Leg", "بقصة مستقيمة"),
        w("Kumaş Havuç", "Tailored Tapered", "مفصّل ضيق من الأسفل"),
      ],
      [
        w("Jean", "Denim", "جينز", "materyal:denim"),
        w("Keten", "Linen", "كتان", "materyal:keten"),
        w("Gabardin", "Gabardine", "غاباردين", "materyal:pamuk"),
        w("Kadife", "Corduroy", "قطيفة", "materyal:kadife"),
      ],
    ],
    colours: ["mavi", "siyah", "bej", "lacivert"],
    count: 10,
    price: [399, 1299],
    vat: 10,
    weight: [350, 750],
    box: [300, 380, 60],
    variation: "size",
  },
  {
    code: "TRC",
    category: "kadin-dis-giyim",
    dept: "apparel",
    visual: "jacket",
    nouns: [
      noun(
        "Trençkot",
        "Trench Coat",
        "معطف ترنش",
        the("bu trençkot", "this trench coat", "هذا المعطف"),
      ),
    ],
    audiences: [WOMEN],
    brands: ["lavanta"],
    slots: [
      [w("Kemerli", "Belted", "بحزام"), w("Çift Düğmeli", "Double-Breasted", "بصفين من الأزرار")],
      [
        w(
          "Su İtici Gabardin",
          "Water-Repellent Gabardine",
          "من الغاباردين المقاوم للماء",
          "materyal:pamuk",
        ),
        w("Pamuklu", "Cotton", "قطني", "materyal:pamuk"),
      ],
      [w("Uzun", "Long", "طويل"), w("Midi Boy", "Midi-Length", "بطول ميدي")],
    ],
    colours: ["bej", "haki", "siyah"],
    count: 3,
    price: [1599, 3499],
    vat: 10,
    weight: [800, 1300],
    box: [350, 450, 80],
    variation: "size",
  },
  {
    code: "BLC",
    category: "kadin-dis-giyim",
    dept: "apparel",
    visual: "jacket",
    nouns: [
      noun(
        "Blazer Ceket",
        "Blazer",
        "جاكيت بليزر",
        the("bu blazer ceket", "this blazer", "هذا الجاكيت"),
      ),
    ],
    audiences: [WOMEN],
    brands: ["lavanta"],
    slots: [
      [
        w("Tek Düğmeli", "Single-Button", "بزر واحد"),
        w("Vatkalı", "Padded-Shoulder", "بكتافيات"),
        w("Çift Düğmeli", "Double-Breasted", "بصفين من الأزرار"),
      ],
      [
        w("Keten Karışımlı", "Linen-Blend", "من مزيج الكتان", "materyal:keten"),
        w("Ekose", "Checked", "كاروهات", "desen:ekose", "materyal:yun"),
        w("Krep", "Crepe", "كريب", "materyal:polyester"),
      ],
      [fits.regular, fits.oversize],
    ],
    colours: ["siyah", "bej", "bordo", "gri"],
    count: 3,
    price: [999, 2299],
    vat: 10,
    weight: [500, 800],
    box: [320, 420, 70],
    variation: "size",
  },
  {
    code: "KSM",
    category: "kadin-dis-giyim",
    dept: "apparel",
    visual: "jacket",
    nouns: [
      noun(
        "Şişme Mont",
        "Puffer Jacket",
        "جاكيت منفوخ",
        the("bu şişme mont", "this puffer jacket", "هذا الجاكيت"),
      ),
    ],
    audiences: [WOMEN],
    brands: ["kuzey-outdoor", "lavanta"],
    slots: [
      [w("Kapüşonlu", "Hooded", "بقبعة"), w("Dik Yaka", "High-Neck", "بياقة عالية")],
      [w("Kısa", "Cropped", "قصير"), w("Uzun", "Longline", "طويل")],
    ],
    colours: ["siyah", "krem", "haki", "bordo"],
    props: ["materyal:polyester"],
    count: 3,
    price: [1499, 3999],
    vat: 10,
    weight: [700, 1200],
    box: [350, 450, 120],
    variation: "size",
  },
  // ---------------------------------------------------------------- men
  {
    code: "TST",
    category: "erkek-tisort",
    dept: "apparel",
    visual: "tshirt",
    nouns: [noun("Tişört", "T-Shirt", "تيشيرت", the("bu tişört", "this T-shirt", "هذا التيشيرت"))],
    audiences: [MEN],
    brands: ["atolye-34", "bogaz-denim", "atlas-spor"],
    slots: [
      [fits.slim, fits.regular, fits.oversize],
      [
        w("Bisiklet Yaka", "Crew-Neck", "بياقة دائرية"),
        w("V Yaka", "V-Neck", "بياقة على شكل V"),
        w("Polo Yaka", "Polo", "بياقة بولو"),
      ],
      [
        none("desen:duz"),
        w("Çizgili", "Striped", "مقلّم", "desen:cizgili"),
        w("Baskılı", "Graphic", "مطبوع", "desen:baskili"),
      ],
      [
        w("%100 Pamuk", "100% Cotton", "من القطن 100٪", "materyal:pamuk"),
        w("Organik Pamuklu", "Organic Cotton", "من القطن العضوي", "materyal:pamuk"),
        w("Bambu Karışımlı", "Bamboo-Blend", "من مزيج الخيزران", "materyal:bambu"),
      ],
    ],
    colours: ["beyaz", "siyah", "lacivert", "gri", "haki"],
    props: ["kol-boyu:kisa"],
    count: 10,
    price: [199, 599],
    vat: 10,
    weight: [150, 280],
    box: [250, 320, 30],
    variation: "size",
  },
  {
    code: "GML",
    category: "erkek-gomlek",
    dept: "apparel",
    visual: "shirt",
    nouns: [noun("Gömlek", "Shirt", "قميص", the("bu gömlek", "this shirt", "هذا القميص"))],
    audiences: [MEN],
    brands: ["atolye-34", "bogaz-denim"],
    slots: [
      [fits.slim, fits.regular],
      [
        w("Düğmeli Yaka", "Button-Down", "بياقة بأزرار"),
        w("Klasik Yaka", "Classic-Collar", "بياقة كلاسيكية"),
        w("Kısa Kollu", "Short-Sleeve", "بأكمام قصيرة", "kol-boyu:kisa"),
      ],
      [
        none("desen:duz"),
        w("Ekose", "Checked", "كاروهات", "desen:ekose"),
        w("İnce Çizgili", "Pinstriped", "بخطوط رفيعة", "desen:cizgili"),
      ],
      [
        w("Oxford", "Oxford", "أكسفورد", "materyal:pamuk"),
        w("Keten", "Linen", "كتان", "materyal:keten"),
        w("Poplin", "Poplin", "بوبلين", "materyal:pamuk"),
      ],
    ],
    colours: ["beyaz", "mavi", "lacivert", "bej"],
    count: 10,
    price: [349, 1099],
    vat: 10,
    weight: [220, 380],
    box: [260, 360, 40],
    variation: "size",
  },
  {
    code: "EPN",
    category: "erkek-pantolon",
    dept: "apparel",
    visual: "trousers",
    nouns: [
      noun(
        "Pantolon",
        "Trousers",
        "بنطال",
        the("bu pantolon", "this pair of trousers", "هذا البنطال"),
      ),
    ],
    audiences: [MEN],
    brands: ["bogaz-denim", "atolye-34"],
    slots: [
      [fits.slim, fits.regular, w("Rahat Kesim", "Relaxed-Fit", "بقصة مريحة", "kalip:regular")],
      [
        w("Chino", "Chino", "تشينو", "materyal:pamuk"),
        w("Jean", "Denim", "جينز", "materyal:denim"),
        w("Kargo Cepli", "Cargo", "كارغو", "materyal:pamuk"),
        w("Keten", "Linen", "كتان", "materyal:keten"),
      ],
    ],
    colours: ["mavi", "siyah", "haki", "bej", "lacivert"],
    count: 10,
    price: [449, 1399],
    vat: 10,
    weight: [400, 800],
    box: [300, 380, 60],
    variation: "size",
  },
  {
    code: "EMN",
    category: "erkek-dis-giyim",
    dept: "apparel",
    visual: "jacket",
    nouns: [
      noun(
        "Şişme Mont",
        "Puffer Jacket",
        "جاكيت منفوخ",
        the("bu şişme mont", "this puffer jacket", "هذا الجاكيت"),
      ),
      noun("Kaban", "Pea Coat", "معطف قصير", the("bu kaban", "this pea coat", "هذا المعطف")),
      noun(
        "Deri Ceket",
        "Leather Jacket",
        "جاكيت جلدي",
        the("bu deri ceket", "this leather jacket", "هذا الجاكيت"),
      ),
    ],
    audiences: [MEN],
    brands: ["kuzey-outdoor", "atolye-34"],
    slots: [
      [w("Su İtici", "Water-Repellent", "مقاوم للماء"), fits.slim, w("Astarlı", "Lined", "مبطّن")],
      [w("Dik Yaka", "Stand-Collar", "بياقة واقفة"), w("Kapüşonlu", "Hooded", "بقبعة")],
    ],
    colours: ["siyah", "lacivert", "haki", "kahverengi"],
    count: 9,
    price: [1299, 4499],
    vat: 10,
    weight: [800, 1500],
    box: [380, 480, 120],
    variation: "size",
  },
  {
    code: "SWT",
    category: "erkek-sweatshirt",
    dept: "apparel",
    visual: "hoodie",
    nouns: [
      noun(
        "Sweatshirt",
        "Sweatshirt",
        "سويت شيرت",
        the("bu sweatshirt", "this sweatshirt", "هذا السويت شيرت"),
      ),
    ],
    audiences: [MEN],
    brands: ["atlas-spor", "atolye-34"],
    slots: [
      [fits.regular, fits.oversize],
      [
        w("Kapüşonlu", "Hooded", "بقبعة"),
        w("Bisiklet Yaka", "Crew-Neck", "بياقة دائرية"),
        w("Yarım Fermuarlı", "Half-Zip", "بسحاب نصفي"),
      ],
      [
        none("desen:duz"),
        w("Baskılı", "Graphic", "مطبوع", "desen:baskili"),
        w("Nakışlı", "Embroidered", "مطرّز"),
      ],
      [
        w("Şardonlu", "Fleece-Lined", "مبطّن بالفليس", "materyal:pamuk"),
        w("Pamuklu", "Cotton", "قطني", "materyal:pamuk"),
      ],
    ],
    colours: ["gri", "siyah", "lacivert", "bordo", "haki"],
    props: ["kol-boyu:uzun"],
    count: 8,
    price: [399, 999],
    vat: 10,
    weight: [400, 700],
    box: [300, 380, 60],
    variation: "size",
  },
  // ---------------------------------------------------------------- kids
  {
    code: "CTS",
    category: "cocuk-tisort",
    dept: "apparel",
    visual: "tshirt",
    nouns: [noun("Tişört", "T-Shirt", "تيشيرت", the("bu tişört", "this T-shirt", "هذا التيشيرت"))],
    audiences: [KIDS],
    brands: ["minik-adim"],
    slots: [
      [
        w("Dinozor Baskılı", "Dinosaur-Print", "بطبعة ديناصور", "desen:baskili"),
        w("Uzay Temalı", "Space-Print", "بطبعة الفضاء", "desen:baskili"),
        w("Gökkuşağı Baskılı", "Rainbow-Print", "بطبعة قوس قزح", "desen:baskili"),
        w("Çizgili", "Striped", "مقلّم", "desen:cizgili"),
      ],
      [
        w("Kısa Kollu", "Short-Sleeve", "بأكمام قصيرة", "kol-boyu:kisa"),
        w("Uzun Kollu", "Long-Sleeve", "بأكمام طويلة", "kol-boyu:uzun"),
      ],
      [w("Pamuklu", "Cotton", "قطني", "materyal:pamuk")],
    ],
    colours: ["sari", "mavi", "yesil", "kirmizi", "pembe"],
    count: 8,
    price: [129, 299],
    vat: 10,
    weight: [80, 160],
    box: [200, 260, 25],
    variation: "kids-size",
  },
  {
    code: "CES",
    category: "cocuk-esofman",
    dept: "apparel",
    visual: "hoodie",
    nouns: [
      noun(
        "Eşofman Takımı",
        "Tracksuit",
        "بدلة رياضية",
        the("bu eşofman takımı", "this tracksuit", "هذه البدلة الرياضية"),
        "f",
      ),
    ],
    audiences: [KIDS],
    brands: ["minik-adim", "atlas-spor"],
    slots: [
      [
        w("Kapüşonlu", "Hooded", "بقبعة"),
        w("Fermuarlı", "Zip-Up", "بسحاب"),
        w("Yan Şeritli", "Side-Stripe", "بشريط جانبي"),
      ],
      [
        w("Pamuklu", "Cotton", "قطنية", "materyal:pamuk"),
        w("Kadife", "Velour", "مخملية", "materyal:kadife"),
      ],
    ],
    colours: ["lacivert", "gri", "pembe", "yesil"],
    count: 6,
    price: [349, 799],
    vat: 10,
    unit: "set",
    weight: [350, 600],
    box: [260, 320, 60],
    variation: "kids-size",
  },
  // ---------------------------------------------------------------- shoes and bags
  {
    code: "SNK",
    category: "spor-ayakkabi",
    dept: "shoes",
    visual: "sneaker",
    nouns: [
      noun(
        "Koşu Ayakkabısı",
        "Running Shoes",
        "حذاء جري",
        the("bu koşu ayakkabısı", "this pair of running shoes", "هذا الحذاء"),
      ),
      noun(
        "Sneaker",
        "Sneakers",
        "حذاء سنيكرز",
        the("bu sneaker", "this pair of sneakers", "هذا الحذاء"),
      ),
      noun(
        "Yürüyüş Ayakkabısı",
        "Walking Shoes",
        "حذاء مشي",
        the("bu yürüyüş ayakkabısı", "this pair of walking shoes", "هذا الحذاء"),
      ),
    ],
    audiences: [WOMEN, MEN, UNISEX],
    brands: ["patika", "atlas-spor"],
    slots: [
      [
        w("Hafif Tabanlı", "Lightweight", "خفيف الوزن"),
        w("Ortopedik Tabanlı", "Orthopaedic-Sole", "بنعل طبي"),
        w("Nefes Alan", "Breathable", "جيد التهوية"),
      ],
      [
        w("File", "Mesh", "شبكي", "materyal:file"),
        w("Deri", "Leather", "جلدي", "materyal:deri"),
        w("Süet Detaylı", "Suede-Trim", "بتفاصيل شامواه", "materyal:suet"),
      ],
    ],
    colours: ["beyaz", "siyah", "gri", "mavi"],
    count: 12,
    price: [899, 3299],
    vat: 10,
    unit: "pair",
    weight: [600, 1000],
    box: [330, 210, 120],
    variation: "shoe-size",
  },
  {
    code: "BOT",
    category: "bot-cizme",
    dept: "shoes",
    visual: "boot",
    nouns: [
      noun("Bot", "Ankle Boots", "بوت", the("bu bot", "this pair of boots", "هذا البوت")),
      noun(
        "Chelsea Bot",
        "Chelsea Boots",
        "بوت تشيلسي",
        the("bu chelsea bot", "this pair of Chelsea boots", "هذا البوت"),
      ),
    ],
    audiences: [WOMEN, MEN],
    brands: ["patika", "kuzey-outdoor"],
    slots: [
      [
        w("Su Geçirmez", "Waterproof", "مقاوم للماء"),
        w("Kürklü", "Fur-Lined", "مبطّن بالفرو"),
        w("Bağcıklı", "Lace-Up", "برباط"),
      ],
      [
        w("Hakiki Deri", "Genuine Leather", "من الجلد الطبيعي", "materyal:deri"),
        w("Süet", "Suede", "شامواه", "materyal:suet"),
      ],
    ],
    colours: ["kahverengi", "siyah", "bej"],
    count: 6,
    price: [1299, 3499],
    vat: 10,
    unit: "pair",
    weight: [900, 1500],
    box: [340, 260, 130],
    variation: "shoe-size",
  },
  {
    code: "CZM",
    category: "bot-cizme",
    dept: "shoes",
    visual: "boot",
    nouns: [
      noun(
        "Çizme",
        "Knee-High Boots",
        "جزمة طويلة",
        the("bu çizme", "this pair of knee-high boots", "هذه الجزمة"),
        "f",
      ),
    ],
    audiences: [WOMEN],
    brands: ["selvi", "patika"],
    slots: [
      [w("Topuklu", "Heeled", "بكعب"), w("Düz Tabanlı", "Flat", "بنعل مسطح")],
      [
        w("Hakiki Deri", "Genuine Leather", "من الجلد الطبيعي", "materyal:deri"),
        w("Süet", "Suede", "شامواه", "materyal:suet"),
      ],
    ],
    colours: ["siyah", "kahverengi"],
    count: 2,
    price: [1999, 3999],
    vat: 10,
    unit: "pair",
    weight: [1100, 1600],
    box: [450, 360, 130],
    variation: "shoe-size",
  },
  {
    code: "TPK",
    category: "topuklu-ayakkabi",
    dept: "shoes",
    visual: "heel",
    nouns: [
      noun(
        "Topuklu Ayakkabı",
        "Heels",
        "حذاء بكعب",
        the("bu topuklu ayakkabı", "this pair of heels", "هذا الحذاء"),
      ),
      noun(
        "Stiletto",
        "Stilettos",
        "حذاء ستيليتو",
        the("bu stiletto", "this pair of stilettos", "هذا الحذاء"),
      ),
    ],
    audiences: [WOMEN],
    brands: ["selvi"],
    slots: [
      [
        w("Sivri Burun", "Pointed-Toe", "بمقدمة مدببة"),
        w("Bilekten Bantlı", "Ankle-Strap", "بحزام حول الكاحل"),
        w("Kalın Topuklu", "Block-Heel", "بكعب عريض"),
      ],
      [
        w("Rugan", "Patent", "لامع", "materyal:deri"),
        w("Süet", "Suede", "شامواه", "materyal:suet"),
        w("Saten", "Satin", "ساتان", "materyal:saten"),
      ],
    ],
    colours: ["siyah", "bej", "kirmizi", "altin"],
    count: 8,
    price: [699, 1999],
    vat: 10,
    unit: "pair",
    weight: [500, 800],
    box: [320, 200, 110],
    variation: "shoe-size",
  },
  {
    code: "CNT",
    category: "canta",
    dept: "bags",
    visual: "bag",
    nouns: [
      noun(
        "Omuz Çantası",
        "Shoulder Bag",
        "حقيبة كتف",
        the("bu omuz çantası", "this shoulder bag", "هذه الحقيبة"),
        "f",
      ),
      noun(
        "El Çantası",
        "Handbag",
        "حقيبة يد",
        the("bu el çantası", "this handbag", "هذه الحقيبة"),
        "f",
      ),
      noun(
        "Çapraz Çanta",
        "Crossbody Bag",
        "حقيبة كروس",
        the("bu çapraz çanta", "this crossbody bag", "هذه الحقيبة"),
        "f",
      ),
    ],
    audiences: [WOMEN],
    brands: ["selvi", "lavanta"],
    slots: [
      [
        w("Zincir Askılı", "Chain-Strap", "بحزام سلسلة"),
        w("Kapaklı", "Flap", "بغطاء"),
        w("Fermuarlı", "Zip-Top", "بسحاب"),
      ],
      [
        w("Hakiki Deri", "Genuine Leather", "من الجلد الطبيعي", "materyal:deri"),
        w("Suni Deri", "Faux Leather", "من الجلد الصناعي", "materyal:deri"),
        w("Hasır", "Straw", "من القش", "materyal:rattan"),
      ],
    ],
    colours: ["siyah", "kahverengi", "bej", "bordo"],
    count: 10,
    price: [449, 2499],
    vat: 20,
    weight: [400, 900],
    box: [320, 260, 120],
  },
  // ---------------------------------------------------------------- electronics
  {
    code: "TEL",
    category: "cep-telefonu",
    dept: "electronics",
    visual: "phone",
    nouns: [
      noun(
        "5G Akıllı Telefon",
        "5G Smartphone",
        "هاتف ذكي",
        the("bu akıllı telefon", "this smartphone", "هذا الهاتف"),
      ),
    ],
    brands: ["voltra", "zenit"],
    models: [
      { brand: "voltra", name: "Nova 12 Lite", price: 11999 },
      { brand: "voltra", name: "Nova 12", price: 18999 },
      { brand: "voltra", name: "Nova 12 Pro", price: 29999 },
      { brand: "voltra", name: "Astra 5", price: 14999 },
      { brand: "voltra", name: "Astra 5 Max", price: 24999 },
      { brand: "zenit", name: "Z9", price: 21999 },
      { brand: "zenit", name: "Z9 Ultra", price: 44999 },
    ],
    slots: [
      [
        w("8 GB RAM", "8 GB RAM", "بذاكرة وصول عشوائي 8 جيجابايت"),
        w("12 GB RAM", "12 GB RAM", "بذاكرة وصول عشوائي 12 جيجابايت"),
      ],
    ],
    colours: ["siyah", "gumus", "mavi", "yesil"],
    count: 7,
    price: [11999, 44999],
    vat: 20,
    weight: [190, 240],
    box: [180, 100, 60],
    variation: "storage",
    maxOrder: 2,
    specs: [
      t3(
        "Ekran: 6,7 inç AMOLED, 120 Hz",
        "Display: 6.7-inch AMOLED, 120 Hz",
        "الشاشة: AMOLED مقاس 6.7 إنش، 120 هرتز",
      ),
      t3(
        "Kamera: 50 MP ana, 12 MP ultra geniş",
        "Camera: 50 MP main, 12 MP ultra-wide",
        "الكاميرا: رئيسية 50 ميغابكسل وواسعة جداً 12 ميغابكسل",
      ),
      t3(
        "Batarya: 5000 mAh, 45 W hızlı şarj",
        "Battery: 5000 mAh, 45 W fast charging",
        "البطارية: 5000 مللي أمبير، شحن سريع 45 واط",
      ),
      t3("Çift SIM, 5G, NFC", "Dual SIM, 5G, NFC", "شريحتان، 5G، NFC"),
      warranty,
    ],
  },
  {
    code: "KLK",
    category: "kulaklik",
    dept: "electronics",
    visual: "earbuds",
    nouns: [
      noun(
        "Kablosuz Kulak İçi Bluetooth Kulaklık",
        "True Wireless Bluetooth Earbuds",
        "سماعات أذن لاسلكية بلوتوث",
        the("bu kulaklık", "these earbuds", "هذه السماعات"),
        "f",
      ),
    ],
    brands: ["sonix"],
    models: [
      { brand: "sonix", name: "AirBeat 2", price: 1299 },
      { brand: "sonix", name: "AirBeat Pro", price: 2999 },
      { brand: "sonix", name: "Run Buds", price: 1799 },
    ],
    slots: [
      [
        none(),
        w("Aktif Gürültü Engellemeli", "Active Noise-Cancelling", "بخاصية إلغاء الضوضاء النشط"),
      ],
    ],
    colours: ["beyaz", "siyah", "lacivert"],
    props: ["baglanti:bluetooth"],
    count: 6,
    price: [1299, 2999],
    vat: 20,
    weight: [50, 90],
    box: [110, 110, 50],
    specs: [
      t3(
        "Bluetooth 5.3, çoklu cihaz bağlantısı",
        "Bluetooth 5.3, multipoint",
        "بلوتوث 5.3 مع الاتصال بعدة أجهزة",
      ),
      t3(
        "Kutu ile 30 saate kadar dinleme",
        "Up to 30 hours of listening with the case",
        "حتى 30 ساعة من الاستماع مع العلبة",
      ),
      t3(
        "IPX4 ter ve su sıçramasına dayanıklı",
        "IPX4 sweat and splash resistant",
        "مقاومة للعرق ورذاذ الماء IPX4",
      ),
      warranty,
    ],
  },
  {
    code: "KLU",
    category: "kulaklik",
    dept: "electronics",
    visual: "headphones",
    nouns: [
      noun(
        "Kulak Üstü Bluetooth Kulaklık",
        "Over-Ear Bluetooth Headphones",
        "سماعات رأس بلوتوث",
        the("bu kulaklık", "these headphones", "هذه السماعات"),
        "f",
      ),
    ],
    brands: ["sonix"],
    models: [
      { brand: "sonix", name: "Studio 700", price: 3499 },
      { brand: "sonix", name: "Studio 900 ANC", price: 7999 },
    ],
    slots: [
      [
        w("Katlanabilir", "Foldable", "قابلة للطي"),
        w("Aktif Gürültü Engellemeli", "Active Noise-Cancelling", "بخاصية إلغاء الضوضاء النشط"),
      ],
    ],
    colours: ["siyah", "krem", "lacivert"],
    props: ["baglanti:bluetooth", "baglanti:kablolu"],
    count: 4,
    price: [3499, 7999],
    vat: 20,
    weight: [250, 320],
    box: [220, 250, 100],
    specs: [
      t3("40 mm dinamik sürücüler", "40 mm dynamic drivers", "مشغلات ديناميكية 40 مم"),
      t3("Tek şarjla 50 saat kullanım", "50 hours on a single charge", "50 ساعة بشحنة واحدة"),
      t3(
        "3,5 mm kablo ile kablolu kullanım",
        "Wired use with a 3.5 mm cable",
        "استخدام سلكي بكابل 3.5 مم",
      ),
      warranty,
    ],
  },
  {
    code: "SAT",
    category: "akilli-saat",
    dept: "electronics",
    visual: "watch",
    nouns: [
      noun(
        "Akıllı Saat",
        "Smartwatch",
        "ساعة ذكية",
        the("bu akıllı saat", "this smartwatch", "هذه الساعة"),
        "f",
      ),
    ],
    brands: ["voltra", "zenit"],
    models: [
      { brand: "voltra", name: "Pulse Watch 3", price: 3499 },
      { brand: "zenit", name: "Watch S2", price: 6999 },
      { brand: "zenit", name: "Watch Active", price: 4999 },
    ],
    slots: [
      [after("41 mm", "41 mm", "41 مم"), after("45 mm", "45 mm", "45 مم")],
      [w("GPS'li", "GPS", "مع GPS"), w("Nabız Ölçerli", "Heart-Rate", "بقياس نبض القلب")],
    ],
    colours: ["siyah", "gumus", "pembe", "altin"],
    props: ["baglanti:bluetooth"],
    count: 8,
    price: [3499, 6999],
    vat: 20,
    weight: [120, 200],
    box: [120, 120, 90],
    specs: [
      t3(
        "AMOLED ekran, her zaman açık mod",
        "AMOLED display with always-on mode",
        "شاشة AMOLED مع وضع العرض الدائم",
      ),
      t3(
        "Uyku, nabız, SpO2 ve adım takibi",
        "Sleep, heart-rate, SpO2 and step tracking",
        "تتبع النوم ونبض القلب والأكسجين والخطوات",
      ),
      t3("5 ATM suya dayanıklılık", "5 ATM water resistance", "مقاومة للماء حتى 5 ضغط جوي"),
      warranty,
    ],
  },
  {
    code: "LPT",
    category: "dizustu-bilgisayar",
    dept: "electronics",
    visual: "laptop",
    nouns: [
      noun(
        "Dizüstü Bilgisayar",
        "Laptop",
        "حاسوب محمول",
        the("bu dizüstü bilgisayar", "this laptop", "هذا الحاسوب"),
      ),
    ],
    brands: ["zenit"],
    models: [
      { brand: "zenit", name: "ZenBook Air 14", price: 32999 },
      { brand: "zenit", name: "ZenBook Pro 16", price: 64999 },
    ],
    slots: [
      [
        w(
          "Intel Core i5 16 GB RAM 512 GB SSD",
          "Intel Core i5 16 GB RAM 512 GB SSD",
          "بمعالج Intel Core i5 وذاكرة 16 جيجابايت وSSD بسعة 512 جيجابايت",
        ),
        w(
          "Intel Core i7 16 GB RAM 1 TB SSD",
          "Intel Core i7 16 GB RAM 1 TB SSD",
          "بمعالج Intel Core i7 وذاكرة 16 جيجابايت وSSD بسعة 1 تيرابايت",
        ),
        w(
          "AMD Ryzen 7 32 GB RAM 1 TB SSD",
          "AMD Ryzen 7 32 GB RAM 1 TB SSD",
          "بمعالج AMD Ryzen 7 وذاكرة 32 جيجابايت وSSD بسعة 1 تيرابايت",
        ),
      ],
    ],
    colours: ["gri", "gumus"],
    count: 6,
    price: [32999, 84999],
    vat: 20,
    weight: [1300, 2300],
    box: [400, 300, 80],
    maxOrder: 3,
    specs: [
      t3("Ekran: IPS, 2,8K çözünürlük", "Display: IPS, 2.8K resolution", "الشاشة: IPS بدقة 2.8K"),
      t3(
        "Windows 11 Home, Türkçe Q klavye",
        "Windows 11 Home, Turkish Q keyboard",
        "Windows 11 Home، لوحة مفاتيح تركية Q",
      ),
      t3(
        "2 × USB-C (Thunderbolt 4), HDMI 2.1, Wi-Fi 6E",
        "2 × USB-C (Thunderbolt 4), HDMI 2.1, Wi-Fi 6E",
        "منفذا USB-C (Thunderbolt 4)، HDMI 2.1، Wi-Fi 6E",
      ),
      warranty,
    ],
  },
  // ---------------------------------------------------------------- home
  {
    code: "LMB",
    category: "aydinlatma",
    dept: "home",
    visual: "lamp",
    nouns: [
      noun(
        "Masa Lambası",
        "Table Lamp",
        "مصباح طاولة",
        the("bu masa lambası", "this table lamp", "هذا المصباح"),
      ),
      noun(
        "Lambader",
        "Floor Lamp",
        "مصباح أرضي",
        the("bu lambader", "this floor lamp", "هذا المصباح"),
      ),
    ],
    brands: ["isilti", "mira-home"],
    slots: [
      [none(), w("Dokunmatik Dimmerli", "Touch-Dimmable", "بخاصية التعتيم باللمس")],
      [
        w("Rattan Abajurlu", "with Rattan Shade", "بغطاء من الراتان", "materyal:rattan"),
        w("Seramik Gövdeli", "Ceramic", "بقاعدة سيراميك", "materyal:seramik"),
        w("Ahşap Ayaklı", "Wooden", "بقاعدة خشبية", "materyal:ahsap"),
        w("Metal", "Metal", "معدني", "materyal:metal"),
      ],
    ],
    colours: ["krem", "siyah", "yesil", "beyaz"],
    count: 10,
    price: [449, 2499],
    vat: 20,
    weight: [1200, 4500],
    box: [350, 500, 350],
    specs: [
      t3(
        "Duy: E27, en fazla 40 W (LED ampul önerilir)",
        "Socket: E27, max 40 W (LED bulb recommended)",
        "القاعدة: E27 بحد أقصى 40 واط (يُنصح بمصباح LED)",
      ),
      t3(
        "Kablo uzunluğu: 180 cm, açma/kapama anahtarlı",
        "Cable: 180 cm with on/off switch",
        "طول الكابل: 180 سم مع مفتاح تشغيل",
      ),
    ],
  },
  {
    code: "HVL",
    category: "ev-tekstili",
    dept: "home",
    visual: "towel",
    nouns: [
      noun(
        "4'lü Banyo Havlusu Seti",
        "4-Piece Bath Towel Set",
        "طقم مناشف حمام من 4 قطع",
        the("bu havlu seti", "this towel set", "هذا الطقم"),
      ),
    ],
    brands: ["mira-home"],
    slots: [
      [none(), w("Jakarlı", "Jacquard", "جاكار"), w("Nakışlı", "Embroidered", "مطرّز")],
      [
        w("%100 Pamuk", "100% Cotton", "من القطن 100٪", "materyal:pamuk"),
        w("Bambu", "Bamboo", "من ألياف الخيزران", "materyal:bambu"),
      ],
    ],
    colours: ["beyaz", "bej", "gri", "mavi"],
    count: 6,
    price: [499, 1299],
    vat: 10,
    unit: "set",
    weight: [1600, 2400],
    box: [350, 250, 200],
    specs: [
      t3(
        "İçerik: 2 banyo havlusu (70×140 cm), 2 el havlusu (50×90 cm)",
        "Contents: 2 bath towels (70×140 cm), 2 hand towels (50×90 cm)",
        "المحتويات: منشفتا حمام (70×140 سم) ومنشفتا يد (50×90 سم)",
      ),
      t3("Gramaj: 550 g/m²", "Weight: 550 g/m²", "الكثافة: 550 غ/م²"),
      t3(
        "Yıkama: 40 °C, yumuşatıcı kullanmayın",
        "Care: wash at 40 °C, no fabric softener",
        "العناية: غسيل على 40 درجة دون منعم أقمشة",
      ),
    ],
  },
  {
    code: "KRL",
    category: "ev-tekstili",
    dept: "home",
    visual: "cushion",
    nouns: [
      noun(
        "Kırlent Kılıfı",
        "Cushion Cover",
        "غطاء وسادة",
        the("bu kırlent kılıfı", "this cushion cover", "هذا الغطاء"),
      ),
    ],
    brands: ["mira-home"],
    slots: [
      [none(), w("Ponponlu", "Pom-Pom", "بكرات صوفية"), w("Fermuarlı", "Zipped", "بسحاب")],
      [
        w("Kadife", "Velvet", "مخمل", "materyal:kadife"),
        w("Keten", "Linen", "كتان", "materyal:keten"),
        w("Pamuklu", "Cotton", "قطني", "materyal:pamuk"),
      ],
      [after("45×45 cm", "45×45 cm", "45×45 سم")],
    ],
    colours: ["yesil", "turuncu", "krem", "lacivert", "pembe"],
    count: 6,
    price: [149, 399],
    vat: 10,
    weight: [150, 300],
    box: [250, 300, 30],
  },
  {
    code: "FNC",
    category: "mutfak",
    dept: "home",
    visual: "mug",
    nouns: [
      noun(
        "6 Kişilik Türk Kahvesi Fincan Takımı",
        "Turkish Coffee Cup Set for 6",
        "طقم فناجين قهوة تركية لستة أشخاص",
        the("bu fincan takımı", "this cup set", "هذا الطقم"),
      ),
      noun(
        "2'li Kupa Seti",
        "Set of 2 Mugs",
        "طقم كوبين",
        the("bu kupa seti", "this mug set", "هذا الطقم"),
      ),
    ],
    brands: ["avanos"],
    slots: [
      [
        none(),
        w("Altın Yaldızlı", "Gold-Rimmed", "بحواف ذهبية"),
        w("Mat Sırlı", "Matte-Glazed", "بطلاء مطفي"),
      ],
      [
        w("Porselen", "Porcelain", "من البورسلان", "materyal:porselen"),
        w(
          "El Yapımı Seramik",
          "Handmade Ceramic",
          "من السيراميك المصنوع يدوياً",
          "materyal:seramik",
        ),
      ],
    ],
    colours: ["beyaz", "lacivert", "yesil", "turuncu"],
    count: 7,
    price: [299, 1499],
    vat: 20,
    unit: "set",
    weight: [900, 2200],
    box: [300, 150, 220],
    specs: [
      t3("Bulaşık makinesinde yıkanabilir", "Dishwasher-safe", "آمن في غسالة الصحون"),
      t3(
        "Gıda ile temasa uygun, kurşunsuz sır",
        "Food-safe, lead-free glaze",
        "طلاء خالٍ من الرصاص وآمن للطعام",
      ),
    ],
  },
  {
    code: "TVA",
    category: "mutfak",
    dept: "home",
    visual: "pan",
    nouns: [noun("Tava", "Frying Pan", "مقلاة", the("bu tava", "this pan", "هذه المقلاة"), "f")],
    brands: ["avanos", "mira-home"],
    slots: [
      [
        w("Döküm", "Cast-Iron", "من الحديد الزهر", "materyal:dokum"),
        w("Granit Kaplamalı", "Granite-Coated", "مطلية بالغرانيت", "materyal:celik"),
      ],
      [after("24 cm", "24 cm", "24 سم"), after("28 cm", "28 cm", "28 سم")],
    ],
    colours: ["siyah", "gri", "kirmizi"],
    count: 4,
    price: [499, 1999],
    vat: 20,
    weight: [1200, 3200],
    box: [480, 300, 90],
    specs: [
      t3(
        "İndüksiyon dahil tüm ocaklarla uyumlu",
        "Works on every hob, induction included",
        "تعمل على جميع المواقد بما فيها الحثية",
      ),
      t3(
        "Fırında 250 °C'ye kadar kullanılabilir",
        "Oven-safe up to 250 °C",
        "آمنة في الفرن حتى 250 درجة مئوية",
      ),
    ],
  },
  // ---------------------------------------------------------------- beauty
  {
    code: "PRF",
    category: "parfum",
    dept: "beauty",
    visual: "perfume",
    nouns: [
      noun(
        "EDP Parfüm",
        "Eau de Parfum",
        "عطر أو دو بارفان",
        the("bu parfüm", "this fragrance", "هذا العطر"),
      ),
    ],
    audiences: [WOMEN, MEN, UNISEX],
    brands: ["gulsuyu", "lale-beauty"],
    slots: [
      [after("50 ml", "50 ml", "50 مل"), after("100 ml", "100 ml", "100 مل")],
      [
        { ...w("Gül Bahçesi", "Rose Garden", "حديقة الورد"), colour: "pembe" },
        { ...w("Amber Gece", "Amber Night", "ليلة العنبر"), colour: "altin" },
        { ...w("Mavi Kıyı", "Blue Coast", "الساحل الأزرق"), colour: "mavi" },
        { ...w("Beyaz Misk", "White Musk", "المسك الأبيض"), colour: "krem" },
        { ...w("Sedir Ormanı", "Cedar Forest", "غابة الأرز"), colour: "yesil" },
      ],
    ],
    colours: ["pembe"],
    count: 10,
    price: [699, 2499],
    vat: 20,
    weight: [250, 450],
    box: [90, 150, 60],
    expiryMonths: [30, 40],
    maxOrder: 5,
  },
  {
    code: "RUJ",
    category: "makyaj",
    dept: "beauty",
    visual: "lipstick",
    nouns: [
      noun("Ruj", "Lipstick", "أحمر شفاه", the("bu ruj", "this lipstick", "أحمر الشفاه هذا")),
    ],
    brands: ["lale-beauty"],
    slots: [
      [
        w("Mat Likit", "Matte Liquid", "سائل مطفي"),
        w("Saten Bitişli", "Satin-Finish", "بلمسة ساتان"),
        w("Nemlendirici", "Moisturising", "مرطّب"),
      ],
      [
        { ...after("101 Gül Kurusu", "101 Dusty Rose", "101 وردي مغبر"), colour: "pembe" },
        { ...after("205 Kiraz", "205 Cherry", "205 كرزي"), colour: "kirmizi" },
        { ...after("310 Tarçın", "310 Cinnamon", "310 قرفة"), colour: "kahverengi" },
        { ...after("402 Nude", "402 Nude", "402 نود"), colour: "bej" },
        { ...after("518 Bordo", "518 Burgundy", "518 عنابي"), colour: "bordo" },
      ],
    ],
    colours: ["kirmizi"],
    count: 10,
    price: [149, 449],
    vat: 20,
    weight: [20, 40],
    box: [30, 100, 30],
    expiryMonths: [24, 36],
    maxOrder: 10,
  },
  {
    code: "KRM",
    category: "cilt-bakimi",
    dept: "beauty",
    visual: "cream",
    nouns: [
      noun(
        "Nemlendirici Yüz Kremi",
        "Moisturising Face Cream",
        "كريم مرطب للوجه",
        the("bu krem", "this cream", "هذا الكريم"),
      ),
      noun(
        "Güneş Kremi SPF 50",
        "Sunscreen SPF 50",
        "واقي شمس SPF 50",
        the("bu güneş kremi", "this sunscreen", "هذا الواقي"),
      ),
    ],
    brands: ["gulsuyu"],
    slots: [
      [
        w("Gül Özlü", "Rose Extract", "بخلاصة الورد"),
        w("Seramidli", "Ceramide", "بالسيراميد"),
        w("Aloe Veralı", "Aloe Vera", "بالألوفيرا"),
      ],
      [
        w("Kuru Ciltler İçin", "for Dry Skin", "للبشرة الجافة", "cilt-tipi:kuru"),
        w("Hassas Ciltler İçin", "for Sensitive Skin", "للبشرة الحساسة", "cilt-tipi:hassas"),
        none("cilt-tipi:tum"),
      ],
      [after("50 ml", "50 ml", "50 مل")],
    ],
    colours: ["krem", "pembe", "beyaz"],
    count: 5,
    price: [249, 799],
    vat: 20,
    weight: [90, 150],
    box: [70, 70, 80],
    expiryMonths: [18, 30],
  },
  {
    code: "SRM",
    category: "cilt-bakimi",
    dept: "beauty",
    visual: "serum",
    nouns: [
      noun("Yüz Serumu", "Face Serum", "سيروم للوجه", the("bu serum", "this serum", "هذا السيروم")),
    ],
    brands: ["gulsuyu", "lale-beauty"],
    slots: [
      [
        w("C Vitaminli", "Vitamin C", "بفيتامين C"),
        w("Hyalüronik Asitli", "Hyaluronic Acid", "بحمض الهيالورونيك"),
        w("Niasinamidli", "Niacinamide", "بالنياسيناميد"),
      ],
      [
        none("cilt-tipi:tum"),
        w("Yağlı Ciltler İçin", "for Oily Skin", "للبشرة الدهنية", "cilt-tipi:yagli"),
      ],
      [after("30 ml", "30 ml", "30 مل")],
    ],
    colours: ["turuncu", "mavi", "krem"],
    count: 5,
    price: [299, 899],
    vat: 20,
    weight: [80, 120],
    box: [50, 120, 50],
    expiryMonths: [18, 30],
  },
  // ---------------------------------------------------------------- sport and outdoors
  {
    code: "DMB",
    category: "fitness",
    dept: "sport",
    visual: "dumbbell",
    nouns: [
      noun(
        "Ayarlanabilir Dambıl Seti",
        "Adjustable Dumbbell Set",
        "طقم دمبل قابل للتعديل",
        the("bu dambıl seti", "this dumbbell set", "هذا الطقم"),
      ),
    ],
    brands: ["atlas-spor"],
    slots: [
      [
        w("Kauçuk Kaplı", "Rubber-Coated", "مغطى بالمطاط"),
        w("Krom", "Chrome", "كروم", "materyal:metal"),
      ],
      [
        after("10 kg", "10 kg", "10 كغ"),
        after("20 kg", "20 kg", "20 كغ"),
        after("30 kg", "30 kg", "30 كغ"),
      ],
    ],
    colours: ["siyah", "gri"],
    count: 4,
    price: [699, 2999],
    vat: 20,
    unit: "set",
    weight: [10500, 30500],
    box: [450, 200, 200],
  },
  {
    code: "KTB",
    category: "fitness",
    dept: "sport",
    visual: "kettlebell",
    nouns: [
      noun(
        "Kettlebell",
        "Kettlebell",
        "كيتل بيل",
        the("bu kettlebell", "this kettlebell", "هذا الكيتل بيل"),
      ),
    ],
    brands: ["atlas-spor"],
    slots: [
      [
        w("Vinil Kaplı", "Vinyl-Coated", "مغطى بالفينيل"),
        w("Döküm", "Cast-Iron", "من الحديد الزهر", "materyal:dokum"),
      ],
      [
        after("8 kg", "8 kg", "8 كغ"),
        after("12 kg", "12 kg", "12 كغ"),
        after("16 kg", "16 kg", "16 كغ"),
      ],
    ],
    colours: ["siyah", "kirmizi", "mavi"],
    count: 4,
    price: [399, 1199],
    vat: 20,
    weight: [8100, 16200],
    box: [250, 300, 200],
  },
  {
    code: "YGM",
    category: "fitness",
    dept: "sport",
    visual: "yogamat",
    nouns: [
      noun(
        "Yoga Matı",
        "Yoga Mat",
        "سجادة يوغا",
        the("bu yoga matı", "this yoga mat", "هذه السجادة"),
        "f",
      ),
    ],
    brands: ["atlas-spor"],
    slots: [
      [
        w("Kaymaz", "Non-Slip", "مانعة للانزلاق"),
        w("Taşıma Askılı", "with Carry Strap", "مع حزام للحمل"),
      ],
      [w("Doğal Kauçuk", "Natural Rubber", "من المطاط الطبيعي"), w("TPE", "TPE", "من مادة TPE")],
      [after("6 mm", "6 mm", "6 مم"), after("8 mm", "8 mm", "8 مم")],
    ],
    colours: ["mor", "yesil", "mavi", "pembe"],
    count: 5,
    price: [349, 999],
    vat: 20,
    weight: [900, 2200],
    box: [620, 150, 150],
  },
  {
    code: "SRT",
    category: "kamp-outdoor",
    dept: "outdoor",
    visual: "backpack",
    nouns: [
      noun(
        "Sırt Çantası",
        "Backpack",
        "حقيبة ظهر",
        the("bu sırt çantası", "this backpack", "هذه الحقيبة"),
        "f",
      ),
    ],
    brands: ["kuzey-outdoor"],
    slots: [
      [
        w("Su Geçirmez", "Waterproof", "مقاومة للماء"),
        w("Laptop Bölmeli", "with Laptop Compartment", "بجيب للحاسوب المحمول"),
      ],
      [w("Trekking", "Hiking", "للرحلات"), w("Günlük", "Everyday", "للاستخدام اليومي")],
      [after("30 L", "30 L", "30 لتر"), after("45 L", "45 L", "45 لتر")],
    ],
    colours: ["haki", "siyah", "turuncu", "lacivert"],
    props: ["materyal:polyester"],
    count: 6,
    price: [699, 2799],
    vat: 20,
    weight: [700, 1600],
    box: [350, 500, 200],
  },
  {
    code: "TRM",
    category: "kamp-outdoor",
    dept: "outdoor",
    visual: "thermos",
    nouns: [noun("Termos", "Vacuum Flask", "ترمس", the("bu termos", "this flask", "هذا الترمس"))],
    brands: ["kuzey-outdoor"],
    slots: [
      [
        w("Bardaklı Kapaklı", "with Cup Lid", "بغطاء على شكل كوب"),
        w("Sızdırmaz", "Leak-Proof", "مانع للتسرب"),
      ],
      [w("Çelik", "Stainless Steel", "من الفولاذ المقاوم للصدأ", "materyal:celik")],
      [
        after("500 ml", "500 ml", "500 مل"),
        after("750 ml", "750 ml", "750 مل"),
        after("1 L", "1 L", "1 لتر"),
      ],
    ],
    colours: ["yesil", "siyah", "kirmizi", "lacivert"],
    count: 5,
    price: [399, 1299],
    vat: 20,
    weight: [400, 700],
    box: [100, 320, 100],
    specs: [
      t3(
        "Sıcak içecekleri 24 saat, soğukları 36 saat korur",
        "Keeps drinks hot for 24 hours, cold for 36",
        "يحافظ على سخونة المشروبات 24 ساعة وبرودتها 36 ساعة",
      ),
      t3("BPA içermez", "BPA-free", "خالٍ من BPA"),
    ],
  },
];

export interface BookSeed {
  title: T3;
  author: string;
  publisher: string;
  category: string;
  pages: number;
  colour: string;
  price: number;
  blurb: T3;
  hardcover?: boolean;
}

// Invented titles and authors (a demo shop sells no real books at made-up prices).
export const BOOKS: BookSeed[] = [
  {
    title: t3("Sessiz Liman", "The Quiet Harbour", "الميناء الهادئ"),
    author: "Deniz Aksoy",
    publisher: "pusula",
    category: "roman",
    pages: 312,
    colour: "lacivert",
    price: 245,
    hardcover: true,
    blurb: t3(
      "Bir Ege kasabasında, yıllar sonra baba evine dönen Leyla'nın geçmişle hesaplaşmasını anlatan, denizin kokusunu sayfalara taşıyan bir roman.",
      "Leyla returns to her father's house in an Aegean town after many years and has to face the past, in a novel that carries the smell of the sea onto every page.",
      "تعود ليلى بعد سنوات طويلة إلى بيت أبيها في بلدة على بحر إيجه لتواجه ماضيها، في رواية تحمل رائحة البحر إلى كل صفحة.",
    ),
  },
  {
    title: t3("Son Vapur", "The Last Ferry", "العبّارة الأخيرة"),
    author: "Kerem Tunalı",
    publisher: "pusula",
    category: "roman",
    pages: 264,
    colour: "mavi",
    price: 210,
    blurb: t3(
      "İstanbul'da gece yarısı kalkan son vapurda karşılaşan iki yabancının, tek bir yolculuğa sığan hayat hikâyeleri.",
      "Two strangers meet on the last midnight ferry across Istanbul and tell each other lives that fit into a single crossing.",
      "يلتقي غريبان على متن العبّارة الأخيرة في منتصف الليل في إسطنبول، ويرويان حياتين تتسعان لرحلة واحدة.",
    ),
  },
  {
    title: t3(
      "Kayısı Ağacının Gölgesinde",
      "In the Shade of the Apricot Tree",
      "في ظل شجرة المشمش",
    ),
    author: "Selin Ergün",
    publisher: "pusula",
    category: "roman",
    pages: 408,
    colour: "turuncu",
    price: 295,
    hardcover: true,
    blurb: t3(
      "Malatya'da üç kuşak kadının, bir kayısı bahçesi etrafında örülen aşk, göç ve dayanışma hikâyesi.",
      "Three generations of women in Malatya, and a story of love, migration and solidarity woven around an apricot orchard.",
      "حكاية حب وهجرة وتضامن لثلاثة أجيال من النساء في ملاطية، تدور حول بستان مشمش.",
    ),
  },
  {
    title: t3("Rüzgârın Hatırladıkları", "What the Wind Remembers", "ما تتذكره الريح"),
    author: "Ömer Karaca",
    publisher: "pusula",
    category: "roman",
    pages: 296,
    colour: "gri",
    price: 229,
    blurb: t3(
      "Kuzey Karadeniz'in yaylalarında kaybolan bir mektubun peşine düşen genç bir öğretmenin sürükleyici yolculuğu.",
      "A young teacher follows a letter lost in the highland pastures of the Black Sea, on a gripping journey.",
      "رحلة مشوقة لمعلم شاب يتعقب رسالة ضائعة في هضاب البحر الأسود.",
    ),
  },
  {
    title: t3("Çatıdaki Yıldızlar", "Stars on the Roof", "نجوم على السطح"),
    author: "Ayla Demirtaş",
    publisher: "pusula",
    category: "roman",
    pages: 232,
    colour: "mor",
    price: 199,
    blurb: t3(
      "Mardin'de bir yaz boyunca damda uyuyan çocukların gözünden büyümenin, kaybın ve umudun romanı.",
      "A summer in Mardin, sleeping on the roof: a novel of growing up, loss and hope, seen through children's eyes.",
      "صيف في ماردين ينام فيه الأطفال على السطح: رواية عن النضوج والفقد والأمل بعيون الصغار.",
    ),
  },
  {
    title: t3("Kırk Birinci Oda", "The Forty-First Room", "الغرفة الحادية والأربعون"),
    author: "Mert Sarıgül",
    publisher: "pusula",
    category: "roman",
    pages: 356,
    colour: "bordo",
    price: 259,
    blurb: t3(
      "Eski bir Pera otelinde kırk birinci odanın kapısını açan bir restorasyon uzmanının içine çekildiği gizem.",
      "A restorer opens the door of the forty-first room in an old hotel in Pera and is drawn into a mystery.",
      "يفتح خبير ترميم باب الغرفة الحادية والأربعين في فندق قديم في بيرا، فينجرف إلى لغز غامض.",
    ),
  },
  {
    title: t3(
      "Minik Bulut Yağmur Arıyor",
      "Little Cloud Looks for Rain",
      "الغيمة الصغيرة تبحث عن المطر",
    ),
    author: "Ece Yalın",
    publisher: "cinar-kitap",
    category: "cocuk-kitaplari",
    pages: 32,
    colour: "mavi",
    price: 95,
    blurb: t3(
      "Kuraklık çeken bir köye yağmur götürmek isteyen minik bir bulutun, paylaşmayı anlatan resimli hikâyesi (4-7 yaş).",
      "A little cloud wants to bring rain to a village in a drought: an illustrated story about sharing (ages 4–7).",
      "قصة مصورة عن المشاركة: غيمة صغيرة تريد أن تحمل المطر إلى قرية تعاني الجفاف (من 4 إلى 7 سنوات).",
    ),
  },
  {
    title: t3(
      "Kaplumbağa Tosbi Okulda",
      "Tosbi the Turtle Goes to School",
      "السلحفاة توسبي في المدرسة",
    ),
    author: "Can Ersoy",
    publisher: "cinar-kitap",
    category: "cocuk-kitaplari",
    pages: 40,
    colour: "yesil",
    price: 89,
    hardcover: true,
    blurb: t3(
      "Okulun ilk gününde heyecanlanan Tosbi, yavaş olmanın da bir güç olduğunu keşfediyor (5-8 yaş).",
      "Tosbi is nervous on the first day of school and finds out that being slow can be a strength too (ages 5–8).",
      "يتوتر توسبي في أول يوم دراسي ويكتشف أن البطء قد يكون قوة أيضاً (من 5 إلى 8 سنوات).",
    ),
  },
  {
    title: t3(
      "Ormanın En Küçük Kahramanı",
      "The Smallest Hero of the Forest",
      "أصغر بطل في الغابة",
    ),
    author: "Ece Yalın",
    publisher: "cinar-kitap",
    category: "cocuk-kitaplari",
    pages: 48,
    colour: "sari",
    price: 99,
    blurb: t3(
      "Ormandaki yangını ilk fark eden karınca Pıtır ile arkadaşlarının cesaret ve yardımlaşma öyküsü (5-8 yaş).",
      "Pıtır the ant is the first to notice a forest fire: a story of courage and helping each other (ages 5–8).",
      "النملة بيتير أول من يلاحظ حريقاً في الغابة: قصة عن الشجاعة والتعاون (من 5 إلى 8 سنوات).",
    ),
  },
  {
    title: t3("Ay'a Giden Bisiklet", "The Bicycle to the Moon", "الدراجة التي ذهبت إلى القمر"),
    author: "Can Ersoy",
    publisher: "cinar-kitap",
    category: "cocuk-kitaplari",
    pages: 36,
    colour: "lacivert",
    price: 92,
    blurb: t3(
      "Dedesinin eski bisikletini onaran Elif'in hayal gücüyle Ay'a uzanan rengârenk yolculuğu (4-7 yaş).",
      "Elif mends her grandfather's old bicycle and rides it, in her imagination, all the way to the Moon (ages 4–7).",
      "تصلح إليف دراجة جدها القديمة وتنطلق بها في خيالها حتى القمر (من 4 إلى 7 سنوات).",
    ),
  },
  {
    title: t3(
      "Küçük Adımlar, Büyük Değişimler",
      "Small Steps, Big Changes",
      "خطوات صغيرة وتغييرات كبيرة",
    ),
    author: "Dr. Nihan Korkmaz",
    publisher: "pusula",
    category: "kisisel-gelisim",
    pages: 248,
    colour: "turuncu",
    price: 189,
    hardcover: true,
    blurb: t3(
      "Günde beş dakikalık alışkanlıklarla kalıcı değişim yaratmanın bilimsel ve uygulanabilir yolları.",
      "Science-backed, practical ways to make lasting change with five-minute daily habits.",
      "طرق عملية مدعومة بالعلم لإحداث تغيير دائم بعادات يومية لا تستغرق سوى خمس دقائق.",
    ),
  },
  {
    title: t3(
      "Odaklan: Dağınık Zihne Sade Bir Rehber",
      "Focus: A Simple Guide for a Scattered Mind",
      "ركّز: دليل بسيط للعقل المشتت",
    ),
    author: "Burak Aydemir",
    publisher: "pusula",
    category: "kisisel-gelisim",
    pages: 224,
    colour: "gri",
    price: 179,
    blurb: t3(
      "Bildirimler, toplantılar ve yarım kalan işler arasında dikkatinizi geri kazanmanız için sade alıştırmalar.",
      "Simple exercises to win back your attention from notifications, meetings and half-finished work.",
      "تمارين بسيطة لاستعادة تركيزك وسط الإشعارات والاجتماعات والأعمال غير المكتملة.",
    ),
  },
  {
    title: t3("Sabah Saatlerinin Gücü", "The Power of Morning Hours", "قوة ساعات الصباح"),
    author: "Dr. Nihan Korkmaz",
    publisher: "pusula",
    category: "kisisel-gelisim",
    pages: 192,
    colour: "sari",
    price: 169,
    blurb: t3(
      "Güne erken ve planlı başlamanın verimliliğe, sağlığa ve ruh haline etkilerini anlatan pratik bir kitap.",
      "A practical book on what starting the day early and with a plan does for productivity, health and mood.",
      "كتاب عملي عن أثر بدء اليوم مبكراً وبخطة على الإنتاجية والصحة والمزاج.",
    ),
  },
  {
    title: t3("Dinlemenin Sanatı", "The Art of Listening", "فن الإصغاء"),
    author: "Zeynep Oral",
    publisher: "pusula",
    category: "kisisel-gelisim",
    pages: 208,
    colour: "yesil",
    price: 175,
    blurb: t3(
      "İş hayatında ve ilişkilerde gerçekten dinlemenin, anlaşılmanın ve güven kurmanın yolları.",
      "How to truly listen, be understood and build trust, at work and in relationships.",
      "كيف تصغي حقاً وتكون مفهوماً وتبني الثقة في العمل وفي العلاقات.",
    ),
  },
];
