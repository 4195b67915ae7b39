// Campaigns, coupons and gift certificates, cargo companies and bank accounts of the demo shop.
// Amounts are kuruş.
import type { Visual } from "../drawings.ts";
import { type T3, t3 } from "../util.ts";

export interface CampaignSeed {
  code: string;
  type: "cart_percent" | "cart_amount" | "buy_x_pay_y" | "free_shipping" | "gift_product";
  discountPercent?: number;
  discountAmount?: number;
  minCartAmount?: number;
  buyQuantity?: number;
  payQuantity?: number;
  category?: string;
  brand?: string;
  /** SKU of the gift of a gift_product campaign. */
  giftSku?: string;
  usageLimit?: number;
  perCustomerLimit?: number;
  /** Days from the seed to the end; none: open-ended. */
  endsInDays?: number;
  banner: { visuals: Array<[Visual, string]>; background: [string, string] };
  name: T3;
  description: T3;
}

const p = (tr: string, en: string, ar: string) =>
  t3(`<p>${tr}</p>`, `<p>${en}</p>`, `<p>${ar}</p>`);

export const CAMPAIGNS: CampaignSeed[] = [
  {
    code: "sepette-yuzde-10",
    type: "cart_percent",
    discountPercent: 10,
    minCartAmount: 50_000,
    usageLimit: 5000,
    perCustomerLimit: 3,
    banner: {
      visuals: [
        ["bag", "#b3261e"],
        ["dress", "#1d2b4c"],
        ["sneaker", "#f4f4ef"],
      ],
      background: ["#fff1e6", "#ffc9a3"],
    },
    name: t3(
      "500 ₺ ve üzeri sepette %10 indirim",
      "10% off carts of 500 ₺ or more",
      "خصم 10٪ على السلال بقيمة 500 ₺ أو أكثر",
    ),
    description: p(
      "Sepet tutarınız 500 ₺ ve üzerine ulaştığında kampanyayı sepetinizden seçin, toplam tutardan %10 indirim kazanın. Her üye kampanyadan en fazla 3 kez yararlanabilir.",
      "Once your cart reaches 500 ₺, select the campaign in your cart and get 10% off the total. Each member can use it up to 3 times.",
      "عندما تبلغ قيمة سلتك 500 ₺ أو أكثر اختر الحملة من السلة لتحصل على خصم 10٪ من الإجمالي. يمكن لكل عضو الاستفادة منها 3 مرات كحد أقصى.",
    ),
  },
  {
    code: "kitapta-3-al-2-ode",
    type: "buy_x_pay_y",
    buyQuantity: 3,
    payQuantity: 2,
    category: "kitap",
    banner: {
      visuals: [
        ["book", "#1d2b4c"],
        ["book", "#e8702a"],
        ["book", "#2f7d4f"],
      ],
      background: ["#eef3fb", "#c6d4ee"],
    },
    name: t3("Kitaplarda 3 al 2 öde", "Books: buy 3, pay for 2", "الكتب: اشترِ 3 وادفع ثمن 2"),
    description: p(
      "Kitap kategorisinden sepetinize eklediğiniz her 3 kitaptan en düşük fiyatlı olanı bizden.",
      "For every 3 books in your cart, the cheapest one is on us.",
      "مقابل كل 3 كتب في سلتك يكون الكتاب الأقل سعراً مجاناً.",
    ),
  },
  {
    code: "1000-tl-ye-150-tl",
    type: "cart_amount",
    discountAmount: 15_000,
    minCartAmount: 100_000,
    usageLimit: 1000,
    perCustomerLimit: 1,
    endsInDays: 60,
    banner: {
      visuals: [
        ["jacket", "#6b6b3a"],
        ["boot", "#6f4a2f"],
      ],
      background: ["#f1efe4", "#d9d2ae"],
    },
    name: t3(
      "1.000 ₺ üzeri alışverişe 150 ₺ indirim",
      "150 ₺ off when you spend over 1,000 ₺",
      "خصم 150 ₺ على المشتريات فوق 1.000 ₺",
    ),
    description: p(
      "1.000 ₺ ve üzeri sepetlerde geçerli 150 ₺ indirim, üye başına bir kez kullanılabilir. Kampanya süresi sınırlıdır.",
      "150 ₺ off carts of 1,000 ₺ or more, once per member. For a limited time.",
      "خصم 150 ₺ على السلال بقيمة 1.000 ₺ أو أكثر، مرة واحدة لكل عضو، ولفترة محدودة.",
    ),
  },
  {
    code: "kozmetikte-kargo-bedava",
    type: "free_shipping",
    minCartAmount: 25_000,
    category: "kozmetik",
    banner: {
      visuals: [
        ["perfume", "#e7a1b5"],
        ["lipstick", "#b3261e"],
        ["cream", "#efe6d2"],
      ],
      background: ["#fbeef3", "#efc2d3"],
    },
    name: t3(
      "Kozmetikte 250 ₺ üzeri kargo bedava",
      "Free shipping on beauty orders over 250 ₺",
      "شحن مجاني لمستحضرات التجميل فوق 250 ₺",
    ),
    description: p(
      "Kozmetik ürünlerinden oluşan 250 ₺ ve üzeri sepetlerde kargo ücreti alınmaz.",
      "No shipping fee on carts of 250 ₺ or more of beauty products.",
      "لا رسوم شحن على السلال التي تبلغ 250 ₺ أو أكثر من منتجات التجميل.",
    ),
  },
  {
    code: "sonix-yuzde-15",
    type: "cart_percent",
    discountPercent: 15,
    brand: "sonix",
    usageLimit: 300,
    perCustomerLimit: 1,
    endsInDays: 30,
    banner: {
      visuals: [
        ["headphones", "#1f1f22"],
        ["earbuds", "#f4f4ef"],
      ],
      background: ["#e8ecf2", "#aebcd1"],
    },
    name: t3(
      "Sonix kulaklıklarda %15 indirim",
      "15% off Sonix headphones",
      "خصم 15٪ على سماعات Sonix",
    ),
    description: p(
      "Sonix marka kulaklıklarda sepette %15 indirim; ilk 300 siparişle sınırlıdır.",
      "15% off Sonix headphones in your cart, for the first 300 orders only.",
      "خصم 15٪ على سماعات Sonix في السلة، لأول 300 طلب فقط.",
    ),
  },
  {
    code: "termos-hediye",
    type: "gift_product",
    minCartAmount: 200_000,
    giftSku: "TRM-001",
    usageLimit: 200,
    perCustomerLimit: 1,
    banner: {
      visuals: [
        ["thermos", "#2f7d4f"],
        ["backpack", "#e8702a"],
      ],
      background: ["#eaf4ec", "#b9dcc2"],
    },
    name: t3(
      "2.000 ₺ üzeri siparişe termos hediye",
      "A free flask with orders over 2,000 ₺",
      "ترمس هدية مع الطلبات فوق 2.000 ₺",
    ),
    description: p(
      "2.000 ₺ ve üzeri siparişlerde Kuzey Outdoor çelik termos hediye; stoklarla sınırlıdır.",
      "A Kuzey Outdoor steel flask free with orders of 2,000 ₺ or more, while stocks last.",
      "ترمس فولاذي من Kuzey Outdoor هدية مع الطلبات بقيمة 2.000 ₺ أو أكثر، حتى نفاد الكمية.",
    ),
  },
];

export interface CouponSeed {
  code: string;
  kind: "coupon" | "gift_certificate";
  discountType: "percent" | "amount";
  discountPercent?: number;
  discountAmount?: number;
  minCartAmount?: number;
  maxCartAmount?: number;
  usageLimit?: number;
  usageCount?: number;
  perCustomerLimit?: number;
  /** E-mail of the demo customer the coupon belongs to. */
  owner?: string;
  startsInDays?: number;
  endsInDays?: number;
  note: string;
}

export const COUPONS: CouponSeed[] = [
  {
    code: "HOSGELDIN10",
    kind: "coupon",
    discountType: "percent",
    discountPercent: 10,
    minCartAmount: 20_000,
    usageLimit: 1000,
    perCustomerLimit: 1,
    note: "Yeni üyelere ilk alışverişte %10 (200 ₺ üzeri).",
  },
  {
    code: "YAZ150",
    kind: "coupon",
    discountType: "amount",
    discountAmount: 15_000,
    minCartAmount: 100_000,
    maxCartAmount: 2_000_000,
    usageLimit: 300,
    perCustomerLimit: 1,
    endsInDays: 90,
    note: "1.000 ₺ – 20.000 ₺ arası sepetlere 150 ₺ indirim.",
  },
  {
    code: "SADAKAT15",
    kind: "coupon",
    discountType: "percent",
    discountPercent: 15,
    minCartAmount: 75_000,
    maxCartAmount: 500_000,
    usageLimit: 100,
    perCustomerLimit: 2,
    note: "Sadık müşterilere %15, 750 ₺ – 5.000 ₺ arası sepetler.",
  },
  {
    code: "SONSANS5",
    kind: "coupon",
    discountType: "percent",
    discountPercent: 5,
    usageLimit: 50,
    usageCount: 50,
    note: "Kullanım sınırı dolmuş kupon (reached_maximum_usage örneği).",
  },
  {
    code: "BAHAR20",
    kind: "coupon",
    discountType: "percent",
    discountPercent: 20,
    startsInDays: -90,
    endsInDays: -30,
    note: "Süresi dolmuş bahar kuponu.",
  },
  {
    code: "HEDIYE-AYSE-250",
    kind: "gift_certificate",
    discountType: "amount",
    discountAmount: 25_000,
    usageLimit: 1,
    perCustomerLimit: 1,
    owner: "demo.ayse@example.com",
    endsInDays: 365,
    note: "Ayşe Yılmaz'a doğum günü hediye çeki (250 ₺); yalnızca sahibi kullanabilir.",
  },
  {
    code: "HEDIYE-EMILY-100",
    kind: "gift_certificate",
    discountType: "amount",
    discountAmount: 10_000,
    usageLimit: 1,
    perCustomerLimit: 1,
    owner: "demo.emily@example.com",
    endsInDays: 180,
    note: "Gecikmeli teslimat için Emily Carter'a özür hediye çeki (100 ₺).",
  },
];

export const CARGO_COMPANIES = [
  {
    code: "yurtici",
    name: "Yurtiçi Kargo",
    colour: "#0055a5",
    trackingUrlTemplate:
      "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={code}",
    basePrice: 8_990,
    baseDesi: "5",
    extraDesiPrice: 990,
    freeShippingThreshold: 50_000,
    deliveryDaysMin: 1,
    deliveryDaysMax: 3,
    isDefault: true,
  },
  {
    code: "aras",
    name: "Aras Kargo",
    colour: "#e30613",
    trackingUrlTemplate: "https://kargotakip.araskargo.com.tr/mainpage.aspx?code={code}",
    basePrice: 8_490,
    baseDesi: "5",
    extraDesiPrice: 1_050,
    freeShippingThreshold: 50_000,
    deliveryDaysMin: 1,
    deliveryDaysMax: 3,
    isDefault: false,
  },
  {
    code: "mng",
    name: "MNG Kargo",
    colour: "#f7a600",
    trackingUrlTemplate: "https://www.mngkargo.com.tr/gonderi-takip/?takipNo={code}",
    basePrice: 7_990,
    baseDesi: "3",
    extraDesiPrice: 1_190,
    freeShippingThreshold: 50_000,
    deliveryDaysMin: 2,
    deliveryDaysMax: 4,
    isDefault: false,
  },
  {
    code: "ptt",
    name: "PTT Kargo",
    colour: "#ffcc00",
    trackingUrlTemplate: "https://gonderitakip.ptt.gov.tr/Track/Verify?q={code}",
    basePrice: 6_990,
    baseDesi: "2",
    extraDesiPrice: 890,
    freeShippingThreshold: 75_000,
    deliveryDaysMin: 2,
    deliveryDaysMax: 5,
    isDefault: false,
  },
  {
    code: "surat",
    name: "Sürat Kargo",
    colour: "#00529b",
    trackingUrlTemplate: "https://suratkargo.com.tr/KargoTakip/?kargotakipno={code}",
    basePrice: 7_490,
    baseDesi: "5",
    extraDesiPrice: 950,
    freeShippingThreshold: 50_000,
    deliveryDaysMin: 1,
    deliveryDaysMax: 4,
    isDefault: false,
  },
];

/** The five-digit EFT codes are the banks' real ones; the accounts are made up. */
export const BANK_ACCOUNTS = [
  {
    bankName: "T.C. Ziraat Bankası",
    bankCode: "00010",
    colour: "#e30a17",
    branchName: "Maslak Şubesi",
    branchCode: "1820",
    account: "0000012345670001",
    currencyId: 1,
  },
  {
    bankName: "Türkiye İş Bankası",
    bankCode: "00064",
    colour: "#0a3d8f",
    branchName: "Levent Ticari Şubesi",
    branchCode: "1044",
    account: "0000098765430002",
    currencyId: 1,
  },
  {
    bankName: "Garanti BBVA",
    bankCode: "00062",
    colour: "#00854a",
    branchName: "Maslak Şubesi",
    branchCode: "0401",
    account: "0000062900040003",
    currencyId: 1,
  },
  {
    bankName: "Akbank",
    bankCode: "00046",
    colour: "#dc0005",
    branchName: "Büyükdere Şubesi",
    branchCode: "0765",
    account: "0000460765120004",
    currencyId: 1,
  },
  {
    bankName: "Garanti BBVA",
    bankCode: "00062",
    colour: "#00854a",
    branchName: "Maslak Şubesi",
    branchCode: "0401",
    account: "0000062900040905",
    currencyId: 2,
  },
];

export const ACCOUNT_HOLDER = "Demo Mağazacılık A.Ş.";
