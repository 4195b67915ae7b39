// Sample blog posts and notices for the content components' stories, in tr, en and ar.
import { StoryText } from "../../stories/story-text.tsx";

type Texts = { tr: string; en: string; ar: string };

export interface StoryPost {
  id: string;
  slug: string;
  title: Texts;
  excerpt: Texts;
  date: string;
  views: number;
  categories: { id: string; label: Texts }[];
}

const category = {
  cargo: { id: "cargo", label: { tr: "Kargo", en: "Shipping", ar: "الشحن" } },
  campaign: { id: "campaign", label: { tr: "Kampanya", en: "Campaign", ar: "حملة" } },
  guide: { id: "guide", label: { tr: "Rehber", en: "Guide", ar: "دليل" } },
  news: { id: "news", label: { tr: "Duyuru", en: "Notice", ar: "إعلان" } },
  store: { id: "store", label: { tr: "Mağaza", en: "Store", ar: "المتجر" } },
};

export const storyPosts: StoryPost[] = [
  {
    id: "1",
    slug: "kargo-ucretlerinde-yeni-donem",
    title: {
      tr: "Kargo ücretlerinde yeni dönem: 500 ₺ üzeri siparişlerde kargo bedava",
      en: "A new era in shipping: free delivery on orders over ₺500",
      ar: "مرحلة جديدة في الشحن: توصيل مجاني للطلبات التي تتجاوز 500 ₺",
    },
    excerpt: {
      tr: "1 Mart'tan itibaren 500 ₺ ve üzeri tüm siparişleriniz Türkiye'nin her yerine ücretsiz gönderiliyor.",
      en: "From 1 March, every order of ₺500 or more ships free anywhere in Türkiye.",
      ar: "اعتبارًا من 1 مارس، تُشحن جميع الطلبات بقيمة 500 ₺ أو أكثر مجانًا إلى أي مكان في تركيا.",
    },
    date: "2025-03-01",
    views: 12480,
    categories: [category.cargo, category.campaign],
  },
  {
    id: "2",
    slug: "bayram-teslimat-takvimi",
    title: {
      tr: "Ramazan Bayramı'nda teslimat takvimi",
      en: "Delivery calendar for the Eid holiday",
      ar: "مواعيد التوصيل خلال عطلة عيد الفطر",
    },
    excerpt: {
      tr: "Bayram süresince kargo firmalarının çalışma saatleri değişiyor; siparişinizin ne zaman ulaşacağını buradan öğrenin.",
      en: "Carriers change their hours during the holiday; find out when your order will arrive.",
      ar: "تتغير ساعات عمل شركات الشحن خلال العطلة؛ اعرف هنا متى يصل طلبك.",
    },
    date: "2025-03-24",
    views: 8311,
    categories: [category.cargo, category.news],
  },
  {
    id: "3",
    slug: "iade-sureci-15-gun",
    title: {
      tr: "15 gün içinde ücretsiz iade nasıl yapılır?",
      en: "How to return an item for free within 15 days",
      ar: "كيف تُرجع منتجًا مجانًا خلال 15 يومًا؟",
    },
    excerpt: {
      tr: "Siparişlerim sayfasından iade talebi oluşturun, kargo kodunuzla ürünü en yakın şubeye bırakın.",
      en: "Request a return from your orders page and drop the parcel at the nearest branch with your code.",
      ar: "أنشئ طلب إرجاع من صفحة طلباتي، وسلّم الطرد في أقرب فرع باستخدام رمز الشحن.",
    },
    date: "2025-02-11",
    views: 5120,
    categories: [category.guide],
  },
  {
    id: "4",
    slug: "kadikoy-magazasi-acildi",
    title: {
      tr: "Yeni mağazamız Kadıköy'de kapılarını açtı",
      en: "Our new store opens its doors in Kadıköy",
      ar: "متجرنا الجديد يفتح أبوابه في كاديكوي",
    },
    excerpt: {
      tr: "Açılışa özel ilk hafta tüm ürünlerde %20 indirim ve sürpriz hediyeler sizi bekliyor.",
      en: "For the opening week, 20% off everything and surprise gifts are waiting for you.",
      ar: "بمناسبة الافتتاح، خصم 20% على جميع المنتجات وهدايا مفاجئة بانتظارك طوال الأسبوع الأول.",
    },
    date: "2025-01-18",
    views: 3954,
    categories: [category.store, category.campaign],
  },
  {
    id: "5",
    slug: "guvenli-alisveris-ipuclari",
    title: {
      tr: "Güvenli alışveriş için 5 ipucu: 3D Secure ve 256 Bit SSL",
      en: "5 tips for safe shopping: 3D Secure and 256-bit SSL",
      ar: "5 نصائح للتسوق الآمن: ‏3D Secure وتشفير SSL بقوة 256 بت",
    },
    excerpt: {
      tr: "Kart bilgileriniz nasıl korunuyor, ödeme sırasında nelere dikkat etmelisiniz?",
      en: "How your card details are protected and what to look for when you pay.",
      ar: "كيف تُحمى بيانات بطاقتك، وما الذي يجب الانتباه إليه عند الدفع؟",
    },
    date: "2024-12-02",
    views: 2210,
    categories: [category.guide],
  },
  {
    id: "6",
    slug: "kapida-odeme-tum-illerde",
    title: {
      tr: "Kapıda ödeme artık 81 ilde",
      en: "Pay at the door now in all 81 provinces",
      ar: "الدفع عند الاستلام متاح الآن في 81 ولاية",
    },
    excerpt: {
      tr: "Nakit ya da kartla kapıda ödeme seçeneği tüm illerde kullanılabiliyor.",
      en: "Paying cash or card at the door is available in every province.",
      ar: "يمكنك الدفع نقدًا أو بالبطاقة عند الاستلام في جميع الولايات.",
    },
    date: "2024-11-20",
    views: 1,
    categories: [category.news],
  },
];

/** Twelve posts and more: the six above again with new ids and earlier dates. */
export const manyStoryPosts: StoryPost[] = [
  ...storyPosts,
  ...storyPosts.map((post, index) => ({
    ...post,
    id: `${post.id}-b`,
    slug: `${post.slug}-2`,
    date: `2024-0${9 - (index % 6)}-1${index}`,
    views: [940, 211, 57, 7, 2, 0][index] ?? 0,
  })),
];

export function text(texts: Texts) {
  return <StoryText {...texts} />;
}
