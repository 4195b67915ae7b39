// Sample product pages for the product-detail stories, in tr, en and ar. Stories only.
import { useIntl } from "../../i18n/intl.ts";
import type { PersonalizationField } from "../personalization-fields/personalization-fields.tsx";
import { storyProductImage, storyProducts } from "../product-card/story-products.ts";
import type { ProductComment } from "../product-comments/product-comments.tsx";
import type { ProductQuestion } from "../product-questions/product-questions.tsx";
import type { SubProduct, SubProductAttribute } from "../sub-product-picker/sub-product-picker.tsx";
import type { ProductDetail, ProductRailProduct } from "./product-detail-types.ts";

type Texts = { tr: string; en: string; ar: string };
type Code = keyof Texts;

/** The story's locale code (tr, en or ar). */
export function useStoryLocale(): Code {
  const { locale } = useIntl();
  return locale.startsWith("ar") ? "ar" : locale.startsWith("en") ? "en" : "tr";
}

export const longTitles: Texts = {
  tr: "Kadın Yüksek Bel Likralı Toparlayıcı Etkili Dar Paça Kot Pantolon Şişli Mağazasına Özel Koleksiyon Çağla Yeşili Gökkuşağı Serisi",
  en: "Women's High Waist Stretch Shaping Skinny Leg Jeans, Exclusive Şişli Store Collection, Almond Green Rainbow Series",
  ar: "بنطال جينز نسائي بخصر عالٍ وقماش مطاطي بتأثير مشدّ وساق ضيقة من مجموعة حصرية لمتجر شيشلي بلون الأخضر اللوزي من سلسلة قوس قزح",
};

const descriptions: Texts = {
  tr: "<p>Yumuşak dokulu <strong>%100 pamuklu</strong> kumaştan üretilen tişört, günlük kullanım için idealdir.</p><h2>Ürün özellikleri</h2><ul><li>Bisiklet yaka</li><li>Kısa kollu</li><li>Regular fit kalıp</li></ul><p>30 derecede ters çevirerek yıkayınız.</p>",
  en: "<p>Made of soft <strong>100% cotton</strong>, this t-shirt is ideal for everyday wear.</p><h2>Product features</h2><ul><li>Crew neck</li><li>Short sleeves</li><li>Regular fit</li></ul><p>Wash inside out at 30 degrees.</p>",
  ar: "<p>تيشيرت مصنوع من <strong>قطن 100%</strong> ناعم الملمس، مثالي للاستخدام اليومي.</p><h2>مميزات المنتج</h2><ul><li>ياقة دائرية</li><li>أكمام قصيرة</li><li>قَصّة عادية</li></ul><p>يُغسل مقلوبًا على درجة 30.</p>",
};

const properties: { name: Texts; value: Texts }[] = [
  {
    name: { tr: "Materyal", en: "Material", ar: "الخامة" },
    value: { tr: "%100 Pamuk", en: "100% cotton", ar: "قطن 100%" },
  },
  {
    name: { tr: "Kalıp", en: "Fit", ar: "القَصّة" },
    value: { tr: "Regular", en: "Regular", ar: "عادية" },
  },
  {
    name: { tr: "Yaka tipi", en: "Neckline", ar: "نوع الياقة" },
    value: { tr: "Bisiklet yaka", en: "Crew neck", ar: "ياقة دائرية" },
  },
];

const colours: { value: string; swatch: string; label: Texts }[] = [
  { value: "black", swatch: "#1f2328", label: { tr: "Siyah", en: "Black", ar: "أسود" } },
  { value: "white", swatch: "#ffffff", label: { tr: "Beyaz", en: "White", ar: "أبيض" } },
  { value: "navy", swatch: "#1f3152", label: { tr: "Lacivert", en: "Navy", ar: "كحلي" } },
];
const sizes = ["S", "M", "L", "XL"];

/** Black in every size; white without XL and sold out in L; navy sold out everywhere. */
export const storySubProducts: SubProduct[] = colours.flatMap((colour) =>
  sizes
    .filter((size) => !(colour.value === "white" && size === "XL"))
    .map((size) => ({
      id: `${colour.value}-${size}`,
      values: [colour.value, size],
      inStock: colour.value === "black" || (colour.value === "white" && size !== "L"),
    })),
);

function attributes(code: Code): [SubProductAttribute, SubProductAttribute] {
  return [
    {
      id: "colour",
      label: { tr: "Renk", en: "Colour", ar: "اللون" }[code],
      options: colours.map((colour) => ({
        value: colour.value,
        swatch: colour.swatch,
        label: colour.label[code],
      })),
    },
    {
      id: "size",
      label: { tr: "Beden", en: "Size", ar: "المقاس" }[code],
      options: sizes.map((size) => ({ value: size, label: size })),
    },
  ];
}

export interface StoryProductOptions {
  subProducts?: boolean;
  longTitle?: boolean;
  images?: boolean;
}

/** The t-shirt's product page in the story's locale. */
export function storyProduct(code: Code, options: StoryProductOptions = {}): ProductDetail {
  const tshirt = storyProducts[0];
  return {
    title: options.longTitle ? longTitles[code] : (tshirt?.title[code] ?? ""),
    brand: { name: "Koton", href: "/koton" },
    images:
      options.images === false
        ? []
        : [0, 1, 2, 3].map((view) => ({
            src: storyProductImage(0, view),
            thumbnail: storyProductImage(0, view),
          })),
    price: 24999,
    oldPrice: 39999,
    currency: "TRY",
    rating: { value: 4.4, count: 128 },
    isNew: true,
    freeShipping: true,
    stockStatus: "inStock",
    stockCount: 48,
    minOrderQuantity: 1,
    maxOrderQuantity: 10,
    ...(options.subProducts
      ? { subProductAttributes: attributes(code), subProducts: storySubProducts }
      : {}),
    descriptionHtml: descriptions[code],
    properties: properties.map((property) => ({
      name: property.name[code],
      value: property.value[code],
    })),
    model: "KT-2024-TS",
    sku: "KTN-TS-0001",
    barcode: "8691234567890",
    dimensions: { width: 30, height: 2.5, depth: 40 },
    weight: 0.25,
    desi: 1.5,
  };
}

/** A name printed on the product, in the story's language. */
export function storyPersonalizations(code: Code): PersonalizationField[] {
  return [
    {
      id: "1",
      label: {
        tr: "Tişörte basılacak isim",
        en: "Name printed on the T-shirt",
        ar: "الاسم المطبوع على التيشيرت",
      }[code],
      hint: {
        tr: "Sırta, en fazla 12 harf.",
        en: "On the back, up to 12 letters.",
        ar: "على الظهر، حتى 12 حرفًا.",
      }[code],
      price: 4_990,
      maxLength: 12,
      required: false,
    },
  ];
}

/** Products for the similar / recently viewed rails. */
export function storyRailProducts(code: Code, count = 6): ProductRailProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const product = storyProducts[index % storyProducts.length];
    if (!product) throw new Error("story product missing");
    return {
      id: `${product.id}-${index}`,
      href: `/urun/${product.id}-${index}`,
      title: product.title[code],
      brand: product.brand,
      image: product.image,
      price: product.price,
      ...(product.oldPrice ? { oldPrice: product.oldPrice } : {}),
      ...(index === 1 ? { isNew: true } : {}),
    };
  });
}

const names = [
  "Ayşe Yılmaz",
  "Mehmet Kaya",
  "Zeynep Demir",
  "Ali Şahin",
  "Elif Çelik",
  "Can Öztürk",
];
const texts: Texts[] = [
  {
    tr: "Kumaşı çok yumuşak, yıkamadan sonra çekmedi. Bedeni tam oldu.",
    en: "The fabric is very soft and it did not shrink in the wash. True to size.",
    ar: "القماش ناعم جدًا ولم ينكمش بعد الغسيل. المقاس مضبوط.",
  },
  {
    tr: "Kargo hızlıydı, ürün fotoğraftaki gibi.",
    en: "Fast delivery, the product looks like the photo.",
    ar: "الشحن كان سريعًا والمنتج مطابق للصورة.",
  },
  {
    tr: "Rengi biraz daha açık geldi ama yine de beğendim.",
    en: "The colour is a bit lighter than expected, but I still like it.",
    ar: "اللون أفتح قليلًا مما توقعت، لكنه أعجبني.",
  },
];

/** A page of approved reviews; every other reviewer hid the name. */
export function storyComments(code: Code, count = 5, offset = 0): ProductComment[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `c${offset + index}`,
    name: names[(offset + index) % names.length] ?? "",
    showName: (offset + index) % 2 === 0,
    date: `2025-0${(index % 9) + 1}-1${index % 10}`,
    rating: [5, 4, 5, 3, 4, 2][(offset + index) % 6] ?? 5,
    text: texts[(offset + index) % texts.length]?.[code] ?? "",
  }));
}

export function storyQuestions(code: Code): ProductQuestion[] {
  const items: { question: Texts; answer?: Texts; date: string }[] = [
    {
      question: {
        tr: "Bu ürünün kumaşı terletir mi?",
        en: "Does the fabric make you sweat?",
        ar: "هل يسبب هذا القماش التعرق؟",
      },
      answer: {
        tr: "Merhaba, ürünümüz %100 pamuktur ve nefes alan bir yapıdadır.",
        en: "Hello, the product is 100% breathable cotton.",
        ar: "مرحبًا، المنتج مصنوع من قطن 100% يسمح بمرور الهواء.",
      },
      date: "2025-02-14",
    },
    {
      question: {
        tr: "XL beden ne zaman gelir?",
        en: "When will size XL be back?",
        ar: "متى يتوفر مقاس XL؟",
      },
      date: "2025-03-02",
    },
  ];
  return items.map((item, index) => ({
    id: `q${index}`,
    question: item.question[code],
    answer: item.answer?.[code] ?? null,
    date: item.date,
  }));
}
