import { type T3, t3 } from "../util.ts";

export interface PropertyValueSeed {
  code: string;
  name: T3;
  hex?: string;
}

export interface PropertySeed {
  code: string;
  name: T3;
  display: "list" | "swatch" | "box";
  isFilter: boolean;
  values: PropertyValueSeed[];
}

const same = (code: string, name: string): PropertyValueSeed => ({
  code,
  name: t3(name, name, name),
});

export const COLOURS: PropertyValueSeed[] = [
  { code: "siyah", name: t3("Siyah", "Black", "أسود"), hex: "#1f1f22" },
  { code: "beyaz", name: t3("Beyaz", "White", "أبيض"), hex: "#f4f4ef" },
  { code: "lacivert", name: t3("Lacivert", "Navy", "كحلي"), hex: "#1d2b4c" },
  { code: "kirmizi", name: t3("Kırmızı", "Red", "أحمر"), hex: "#b3261e" },
  { code: "bej", name: t3("Bej", "Beige", "بيج"), hex: "#d6c2a1" },
  { code: "haki", name: t3("Haki", "Khaki", "كاكي"), hex: "#6b6b3a" },
  { code: "gri", name: t3("Gri", "Grey", "رمادي"), hex: "#8a8d91" },
  { code: "pembe", name: t3("Pembe", "Pink", "وردي"), hex: "#e7a1b5" },
  { code: "mavi", name: t3("Mavi", "Blue", "أزرق"), hex: "#3a6ea5" },
  { code: "yesil", name: t3("Yeşil", "Green", "أخضر"), hex: "#2f7d4f" },
  { code: "kahverengi", name: t3("Kahverengi", "Brown", "بني"), hex: "#6f4a2f" },
  { code: "bordo", name: t3("Bordo", "Burgundy", "عنابي"), hex: "#6d1a2b" },
  { code: "sari", name: t3("Sarı", "Yellow", "أصفر"), hex: "#e5b931" },
  { code: "mor", name: t3("Mor", "Purple", "بنفسجي"), hex: "#6a4c93" },
  { code: "turuncu", name: t3("Turuncu", "Orange", "برتقالي"), hex: "#e8702a" },
  { code: "krem", name: t3("Krem", "Cream", "كريمي"), hex: "#efe6d2" },
  { code: "gumus", name: t3("Gümüş", "Silver", "فضي"), hex: "#c3c7cc" },
  { code: "altin", name: t3("Altın", "Gold", "ذهبي"), hex: "#c9a24a" },
];

export const SIZES = ["XS", "S", "M", "L", "XL", "XXL"];
export const KIDS_SIZES = ["3-4", "5-6", "7-8", "9-10", "11-12"];
export const SHOE_SIZES = ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45"];
export const STORAGE = ["128", "256", "512"];

export const PROPERTIES: PropertySeed[] = [
  {
    code: "renk",
    name: t3("Renk", "Colour", "اللون"),
    display: "swatch",
    isFilter: true,
    values: COLOURS,
  },
  {
    code: "beden",
    name: t3("Beden", "Size", "المقاس"),
    display: "box",
    isFilter: true,
    values: [
      ...SIZES.map((s) => same(s.toLowerCase(), s)),
      ...KIDS_SIZES.map((s) => ({
        code: `yas-${s}`,
        name: t3(`${s} Yaş`, `${s} Years`, `${s} سنوات`),
      })),
    ],
  },
  {
    code: "numara",
    name: t3("Numara", "Shoe Size", "مقاس الحذاء"),
    display: "box",
    isFilter: true,
    values: SHOE_SIZES.map((s) => same(s, s)),
  },
  {
    code: "hafiza",
    name: t3("Dahili Hafıza", "Storage", "سعة التخزين"),
    display: "box",
    isFilter: true,
    values: STORAGE.map((s) => ({
      code: `${s}gb`,
      name: t3(`${s} GB`, `${s} GB`, `${s} جيجابايت`),
    })),
  },
  {
    code: "materyal",
    name: t3("Materyal", "Material", "الخامة"),
    display: "list",
    isFilter: true,
    values: [
      { code: "pamuk", name: t3("Pamuk", "Cotton", "قطن") },
      { code: "keten", name: t3("Keten", "Linen", "كتان") },
      { code: "viskon", name: t3("Viskon", "Viscose", "فيسكوز") },
      { code: "saten", name: t3("Saten", "Satin", "ساتان") },
      { code: "denim", name: t3("Denim", "Denim", "دنيم") },
      { code: "yun", name: t3("Yün", "Wool", "صوف") },
      { code: "triko", name: t3("Triko", "Knit", "تريكو") },
      { code: "polyester", name: t3("Polyester", "Polyester", "بوليستر") },
      { code: "deri", name: t3("Deri", "Leather", "جلد") },
      { code: "suet", name: t3("Süet", "Suede", "شامواه") },
      { code: "file", name: t3("File", "Mesh", "شبك") },
      { code: "kadife", name: t3("Kadife", "Velvet", "مخمل") },
      { code: "bambu", name: t3("Bambu", "Bamboo", "خيزران") },
      { code: "porselen", name: t3("Porselen", "Porcelain", "بورسلان") },
      { code: "seramik", name: t3("Seramik", "Ceramic", "سيراميك") },
      { code: "dokum", name: t3("Döküm", "Cast Iron", "حديد زهر") },
      { code: "celik", name: t3("Paslanmaz Çelik", "Stainless Steel", "فولاذ مقاوم للصدأ") },
      { code: "ahsap", name: t3("Ahşap", "Wood", "خشب") },
      { code: "metal", name: t3("Metal", "Metal", "معدن") },
      { code: "rattan", name: t3("Rattan", "Rattan", "راتان") },
    ],
  },
  {
    code: "desen",
    name: t3("Desen", "Pattern", "النقشة"),
    display: "list",
    isFilter: true,
    values: [
      { code: "duz", name: t3("Düz", "Plain", "سادة") },
      { code: "cizgili", name: t3("Çizgili", "Striped", "مقلّم") },
      { code: "cicekli", name: t3("Çiçekli", "Floral", "مورّد") },
      { code: "ekose", name: t3("Ekose", "Checked", "كاروهات") },
      { code: "puantiyeli", name: t3("Puantiyeli", "Polka Dot", "منقّط") },
      { code: "baskili", name: t3("Baskılı", "Printed", "مطبوع") },
    ],
  },
  {
    code: "kalip",
    name: t3("Kalıp", "Fit", "القصّة"),
    display: "list",
    isFilter: true,
    values: [
      { code: "slim", name: t3("Slim Fit", "Slim Fit", "قصة ضيقة") },
      { code: "regular", name: t3("Regular Fit", "Regular Fit", "قصة عادية") },
      { code: "oversize", name: t3("Oversize", "Oversized", "قصة واسعة") },
    ],
  },
  {
    code: "kol-boyu",
    name: t3("Kol Boyu", "Sleeve Length", "طول الأكمام"),
    display: "list",
    isFilter: true,
    values: [
      { code: "kisa", name: t3("Kısa Kol", "Short Sleeve", "أكمام قصيرة") },
      { code: "uzun", name: t3("Uzun Kol", "Long Sleeve", "أكمام طويلة") },
      { code: "kolsuz", name: t3("Kolsuz", "Sleeveless", "بدون أكمام") },
    ],
  },
  {
    code: "baglanti",
    name: t3("Bağlantı", "Connectivity", "الاتصال"),
    display: "list",
    isFilter: true,
    values: [
      { code: "bluetooth", name: t3("Bluetooth", "Bluetooth", "بلوتوث") },
      { code: "kablolu", name: t3("Kablolu", "Wired", "سلكي") },
    ],
  },
  {
    code: "cilt-tipi",
    name: t3("Cilt Tipi", "Skin Type", "نوع البشرة"),
    display: "list",
    isFilter: true,
    values: [
      { code: "tum", name: t3("Tüm Cilt Tipleri", "All Skin Types", "جميع أنواع البشرة") },
      { code: "kuru", name: t3("Kuru Cilt", "Dry Skin", "البشرة الجافة") },
      { code: "yagli", name: t3("Yağlı Cilt", "Oily Skin", "البشرة الدهنية") },
      { code: "hassas", name: t3("Hassas Cilt", "Sensitive Skin", "البشرة الحساسة") },
    ],
  },
  {
    code: "kapak",
    name: t3("Kapak", "Binding", "نوع الغلاف"),
    display: "list",
    isFilter: true,
    values: [
      { code: "ciltli", name: t3("Ciltli", "Hardcover", "غلاف مقوّى") },
      { code: "karton", name: t3("Karton Kapak", "Paperback", "غلاف ورقي") },
    ],
  },
];

export const colourHex = (code: string) => {
  const hex = COLOURS.find((c) => c.code === code)?.hex;
  if (!hex) throw new Error(`unknown colour ${code}`);
  return hex;
};

export const colourName = (code: string): T3 => {
  const colour = COLOURS.find((c) => c.code === code);
  if (!colour) throw new Error(`unknown colour ${code}`);
  return colour.name;
};
