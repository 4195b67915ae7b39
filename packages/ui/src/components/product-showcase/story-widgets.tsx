import type { ReactElement } from "react";
// Sample home page widget content for the stories, in tr, en and ar. Stories only.

import { StoryLink } from "../news-list/story-link.tsx";
import { ProductCard } from "../product-card/product-card.tsx";
import { storyNoImage, storyProductImage, storyProducts } from "../product-card/story-products.ts";
import { useStoryLocale } from "../product-detail-screen/story-product.tsx";

type Texts = { tr: string; en: string; ar: string };

function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A wide banner picture: diagonal colour fields and circles, no text. */
export function storyBannerImage(seed: number, width = 1110, height = 520): string {
  const palettes = [
    ["#fde1c8", "#f27a1a", "#6e300c"],
    ["#d8e0ee", "#3a5482", "#16233d"],
    ["#d6f5e3", "#14803c", "#0f5a2c"],
    ["#fde2e4", "#b0364c", "#6b1a2a"],
  ] as const;
  const [bg, main, dark] = palettes[seed % palettes.length] ?? palettes[0];
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="${bg}"/>` +
      `<path d="M${width * 0.45} ${height} L${width * 0.75} 0 H${width} V${height} Z" fill="${main}" opacity="0.85"/>` +
      `<circle cx="${width * 0.8}" cy="${height * 0.45}" r="${height * 0.28}" fill="${dark}" opacity="0.6"/>` +
      `<circle cx="${width * 0.62}" cy="${height * 0.75}" r="${height * 0.12}" fill="#ffffff" opacity="0.7"/>` +
      "</svg>",
  );
}

/** A brand "logo": a coloured mark and the brand's name. */
export function storyBrandLogo(name: string, seed: number): string {
  const colours = ["#f27a1a", "#1d5fc9", "#14803c", "#b0364c", "#272d37", "#c47f0a"];
  const colour = colours[seed % colours.length] ?? "#272d37";
  const text = name.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80">` +
      `<rect x="8" y="22" width="36" height="36" rx="${seed % 2 ? 18 : 6}" fill="${colour}"/>` +
      `<text x="54" y="50" font-family="sans-serif" font-size="22" font-weight="700" fill="#272d37">${text}</text>` +
      "</svg>",
  );
}

export const storyBanners: { id: string; title: Texts; text: Texts; href: string }[] = [
  {
    id: "b1",
    title: { tr: "Yaz İndirimi Başladı", en: "The Summer Sale Is On", ar: "بدأت تخفيضات الصيف" },
    text: {
      tr: "Seçili ürünlerde %50'ye varan indirimleri kaçırmayın.",
      en: "Up to 50% off selected products.",
      ar: "خصومات تصل إلى 50% على منتجات مختارة.",
    },
    href: "/kampanya/yaz-indirimi",
  },
  {
    id: "b2",
    title: { tr: "Ücretsiz Kargo", en: "Free Shipping", ar: "شحن مجاني" },
    text: {
      tr: "500 ₺ ve üzeri siparişlerde kargo bizden.",
      en: "On orders of ₺500 or more.",
      ar: "على الطلبات بقيمة 500 ₺ أو أكثر.",
    },
    href: "/kampanya/ucretsiz-kargo",
  },
  {
    id: "b3",
    title: { tr: "Okula Dönüş", en: "Back to School", ar: "العودة إلى المدرسة" },
    text: {
      tr: "Çanta ve kırtasiyede ikinci ürüne %30 indirim.",
      en: "30% off the second bag or stationery item.",
      ar: "خصم 30% على الحقيبة أو القرطاسية الثانية.",
    },
    href: "/kampanya/okula-donus",
  },
];

export const storyCategories: { id: string; name: Texts }[] = [
  { id: "kadin", name: { tr: "Kadın", en: "Women", ar: "نساء" } },
  { id: "erkek", name: { tr: "Erkek", en: "Men", ar: "رجال" } },
  { id: "ayakkabi", name: { tr: "Ayakkabı", en: "Shoes", ar: "أحذية" } },
  { id: "canta", name: { tr: "Çanta", en: "Bags", ar: "حقائب" } },
  { id: "ev", name: { tr: "Ev & Yaşam", en: "Home & Living", ar: "المنزل والمعيشة" } },
  { id: "elektronik", name: { tr: "Elektronik", en: "Electronics", ar: "إلكترونيات" } },
];

export const storyBrands = [
  "Koton",
  "Lescon",
  "Derimod",
  "Paşabahçe",
  "Vestel",
  "Saat&Saat",
  "Mavi",
  "LC Waikiki",
];

/** ProductCards for a showcase or a rail, in the story's locale. */
export function useStoryProductCards(count = 6, offset = 0): ReactElement[] {
  const code = useStoryLocale();
  const slots = Array.from({ length: count }, (_, index) => ({ id: `card-${index}`, index }));
  return slots.map(({ id, index }) => {
    const product = storyProducts[(index + offset) % storyProducts.length] ?? storyProducts[0];
    if (!product) throw new Error("story product missing");
    return (
      <ProductCard
        key={id}
        href={`/urun/${product.id}-${index}`}
        title={product.title[code]}
        brand={product.brand}
        image={index % 7 === 6 ? null : storyProductImage((index + offset) % 6)}
        placeholderImage={storyNoImage}
        price={product.price}
        {...(product.oldPrice ? { oldPrice: product.oldPrice } : {})}
        currency="TRY"
        isNew={index % 4 === 1}
        renderLink={(props) => <StoryLink {...props} />}
      />
    );
  });
}
