// Offline product pictures for the commerce stories: small SVG packshots as data URLs (3:4, as the
// shop's product photos), identical on every machine. Stories only; never shipped to shoppers.

type Shape = "tshirt" | "sneaker" | "bag" | "mug" | "headphones" | "watch";

const shapes: Record<Shape, (fill: string, accent: string) => string> = {
  tshirt: (fill, accent) =>
    `<path d="M105 110 L130 98 Q150 120 170 98 L195 110 L238 142 L216 180 L195 166 L195 302 L105 302 L105 166 L84 180 L62 142 Z" fill="${fill}"/>` +
    `<path d="M130 98 Q150 120 170 98" fill="none" stroke="${accent}" stroke-width="5"/>` +
    `<rect x="160" y="140" width="22" height="16" rx="3" fill="${accent}" opacity="0.8"/>`,
  sneaker: (fill, accent) =>
    `<path d="M58 262 L60 236 Q64 214 88 212 L128 206 Q146 178 174 190 L202 214 Q240 224 248 250 L250 268 Z" fill="${fill}"/>` +
    `<path d="M52 266 H254 Q258 284 242 288 H66 Q50 286 52 266 Z" fill="#ffffff" stroke="${accent}" stroke-width="3"/>` +
    `<path d="M140 200 L150 214 M152 194 L162 210 M164 192 L174 206" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M88 240 Q140 226 200 246" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`,
  bag: (fill, accent) =>
    `<path d="M112 172 Q112 108 150 108 Q188 108 188 172" fill="none" stroke="${accent}" stroke-width="9"/>` +
    `<rect x="76" y="166" width="148" height="136" rx="18" fill="${fill}"/>` +
    `<rect x="76" y="196" width="148" height="10" fill="${accent}" opacity="0.5"/>` +
    `<rect x="138" y="190" width="24" height="22" rx="4" fill="${accent}"/>`,
  mug: (fill, accent) =>
    `<path d="M186 178 Q228 178 228 218 Q228 258 186 258" fill="none" stroke="${fill}" stroke-width="14"/>` +
    `<rect x="90" y="150" width="104" height="146" rx="14" fill="${fill}"/>` +
    `<rect x="90" y="196" width="104" height="34" fill="${accent}" opacity="0.7"/>` +
    `<path d="M122 126 Q112 112 122 98 M146 126 Q136 112 146 98 M170 126 Q160 112 170 98" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`,
  headphones: (fill, accent) =>
    `<path d="M88 212 Q88 112 150 112 Q212 112 212 212" fill="none" stroke="${fill}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="70" y="196" width="42" height="78" rx="18" fill="${fill}"/>` +
    `<rect x="188" y="196" width="42" height="78" rx="18" fill="${fill}"/>` +
    `<rect x="80" y="208" width="22" height="54" rx="10" fill="${accent}"/>` +
    `<rect x="198" y="208" width="22" height="54" rx="10" fill="${accent}"/>`,
  watch: (fill, accent) =>
    `<rect x="128" y="84" width="44" height="232" rx="12" fill="${fill}"/>` +
    `<circle cx="150" cy="200" r="50" fill="${accent}"/>` +
    `<circle cx="150" cy="200" r="40" fill="#ffffff"/>` +
    `<path d="M150 200 V170 M150 200 L170 210" stroke="${fill}" stroke-width="5" stroke-linecap="round"/>`,
};

const palettes = [
  { bg: "#f3efe9", fill: "#2a4068", accent: "#f27a1a" },
  { bg: "#eef2f8", fill: "#c62828", accent: "#16233d" },
  { bg: "#f6f1e7", fill: "#8f3e0b", accent: "#f2b01e" },
  { bg: "#ecf6f0", fill: "#14803c", accent: "#0f5a2c" },
  { bg: "#f1f3f6", fill: "#272d37", accent: "#9aa3b1" },
  { bg: "#fff5ed", fill: "#d9620b", accent: "#6e300c" },
] as const;

const order: Shape[] = ["tshirt", "sneaker", "bag", "mug", "headphones", "watch"];

function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A packshot on a soft background: shape and colours vary with the seed; `view` turns it. */
export function storyProductImage(seed: number, view = 0): string {
  const shape = order[seed % order.length] ?? "tshirt";
  const palette = palettes[(seed + view) % palettes.length] ?? palettes[0];
  const tilt = [0, -12, 10, 0][view % 4];
  const scale = view % 4 === 3 ? 1.35 : 1;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 300 400">` +
      `<rect width="300" height="400" fill="${palette.bg}"/>` +
      `<ellipse cx="150" cy="318" rx="92" ry="10" fill="#000000" opacity="0.08"/>` +
      `<g transform="rotate(${tilt} 150 200) translate(150 200) scale(${scale}) translate(-150 -200)">` +
      shapes[shape](palette.fill, palette.accent) +
      `</g></svg>`,
  );
}

/** The shop's "no image" placeholder (site settings: noImageProduct). */
export const storyNoImage = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 300 400">` +
    `<rect width="300" height="400" fill="#f1f3f6"/>` +
    `<rect x="105" y="160" width="90" height="72" rx="8" fill="none" stroke="#9aa3b1" stroke-width="6"/>` +
    `<circle cx="128" cy="182" r="8" fill="#9aa3b1"/>` +
    `<path d="M111 226 L141 196 L160 214 L171 204 L190 226" fill="none" stroke="#9aa3b1" stroke-width="6" stroke-linejoin="round"/>` +
    `</svg>`,
);

type Texts = { tr: string; en: string; ar: string };

export interface StoryProduct {
  id: string;
  title: Texts;
  brand: string;
  /** Minor units (kuruş). */
  price: number;
  oldPrice?: number;
  image: string;
}

export const storyProducts: StoryProduct[] = [
  {
    id: "p1",
    title: {
      tr: "Erkek Basic Bisiklet Yaka Pamuklu Tişört",
      en: "Men's Basic Crew Neck Cotton T-Shirt",
      ar: "تيشيرت قطني أساسي للرجال بياقة دائرية",
    },
    brand: "Koton",
    price: 24999,
    oldPrice: 39999,
    image: storyProductImage(0),
  },
  {
    id: "p2",
    title: {
      tr: "Unisex Günlük Koşu Ayakkabısı Hafif Taban",
      en: "Unisex Everyday Running Shoes, Light Sole",
      ar: "حذاء جري يومي للجنسين بنعل خفيف",
    },
    brand: "Lescon",
    price: 189990,
    image: storyProductImage(1),
  },
  {
    id: "p3",
    title: {
      tr: "Kadın Deri Görünümlü Omuz Çantası",
      en: "Women's Faux Leather Shoulder Bag",
      ar: "حقيبة كتف نسائية بمظهر جلدي",
    },
    brand: "Derimod",
    price: 124900,
    oldPrice: 179900,
    image: storyProductImage(2),
  },
  {
    id: "p4",
    title: {
      tr: "Porselen Kupa 350 ml Çay ve Kahve Bardağı",
      en: "Porcelain Mug 350 ml for Tea and Coffee",
      ar: "كوب بورسلين 350 مل للشاي والقهوة",
    },
    brand: "Paşabahçe",
    price: 8950,
    image: storyProductImage(3),
  },
  {
    id: "p5",
    title: {
      tr: "Kablosuz Kulak Üstü Bluetooth Kulaklık Gürültü Engelleme Özellikli",
      en: "Wireless On-Ear Bluetooth Headphones with Noise Cancelling",
      ar: "سماعات رأس لاسلكية بلوتوث مع خاصية إلغاء الضوضاء",
    },
    brand: "Vestel",
    price: 299900,
    oldPrice: 349900,
    image: storyProductImage(4),
  },
  {
    id: "p6",
    title: {
      tr: "Erkek Çelik Kasa Analog Kol Saati",
      en: "Men's Steel Case Analogue Wristwatch",
      ar: "ساعة يد رجالية تناظرية بهيكل فولاذي",
    },
    brand: "Saat&Saat",
    price: 415000,
    image: storyProductImage(5),
  },
];

/**
 * A story viewport taller than the preset ones: story screenshots only see what fits in the
 * test iframe's viewport. Spread into a story: `...storyViewport("desktopTall", 1200, 1700)`.
 */
export function storyViewport(name: string, width: number, height: number) {
  return {
    parameters: {
      viewport: {
        options: {
          [name]: {
            name: `${width} × ${height}`,
            styles: { width: `${width}px`, height: `${height}px` },
            type: width < 768 ? "mobile" : "desktop",
          },
        },
      },
    },
    globals: { viewport: { value: name } },
  } as const;
}
