// What shoppers say: demo customers, their product comments (with ratings) and the product
// questions the shop has answered (SSS), per department.
import type { Lang, T3 } from "../util.ts";
import { t3 } from "../util.ts";

export interface DemoCustomer {
  email: string;
  name: string;
  surname: string;
  phone: string;
  gender: "female" | "male";
  languageCode: Lang;
}

// Addresses under example.com (reserved for documentation) and numbers in a block no operator
// hands out, so no real person receives a demo e-mail or SMS.
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  ["Ayşe", "Yılmaz", "female", "tr"],
  ["Mehmet", "Demir", "male", "tr"],
  ["Zeynep", "Kaya", "female", "tr"],
  ["Emre", "Şahin", "male", "tr"],
  ["Elif", "Çelik", "female", "tr"],
  ["Burak", "Öztürk", "male", "tr"],
  ["Selin", "Arslan", "female", "tr"],
  ["Can", "Doğan", "male", "tr"],
  ["Deniz", "Koç", "female", "tr"],
  ["Emily", "Carter", "female", "en"],
  ["James", "Walker", "male", "en"],
  ["Layla", "Haddad", "female", "ar"],
  ["Omar", "Khalil", "male", "ar"],
].map(([name, surname, gender, lang], i) => ({
  email: `demo.${(name as string).toLocaleLowerCase("tr").replace(/ş/g, "s").replace(/ç/g, "c").replace(/ı/g, "i").replace(/ö/g, "o").replace(/ğ/g, "g").replace(/ü/g, "u")}@example.com`,
  name: name as string,
  surname: surname as string,
  phone: `+90555000${String(101 + i).padStart(4, "0")}`,
  gender: gender as "female" | "male",
  languageCode: lang as Lang,
}));

type Pool = Array<[rate: number, text: string]>;

const TR_COMMENTS: Record<string, Pool> = {
  apparel: [
    [5, "Kumaşı çok kaliteli, kalıbı tam oturdu. Kendi bedenimi aldım, hiç sorun olmadı."],
    [5, "Fotoğraftakinden bile güzel, rengi canlı. İkinci rengini de sipariş ettim."],
    [4, "Güzel ürün ama bir beden büyük almanızı öneririm, biraz dar kalıp."],
    [5, "Yıkamadan sonra çekme yapmadı, rengi solmadı. Teşekkürler."],
    [4, "Kargo hızlıydı, paketleme özenliydi. Ürün beklediğim gibi."],
    [3, "Kumaşı güzel ama boyu bana biraz uzun geldi, terziye verdim."],
  ],
  shoes: [
    [5, "Çok rahat, ilk günden vurmadı. Bütün gün ayağımda kaldı."],
    [4, "Kalıbı standart, numaramı aldım tam oldu. Tabanı biraz sert ama alışılıyor."],
    [5, "Yağmurda da ayağımı kuru tuttu, çok memnunum."],
    [4, "Şık ve hafif, fiyatına göre gayet iyi."],
    [3, "Güzel ama bağcıkları kısa geldi, yenisini taktım."],
  ],
  bags: [
    [5, "Deri kalitesi çok iyi, iç bölmeleri kullanışlı."],
    [4, "Boyutu tam istediğim gibi, laptop sığmıyor ama günlük kullanım için ideal."],
    [5, "Hediye aldım, çok beğenildi. Paketi de çok özenliydi."],
  ],
  electronics: [
    [5, "Kurulumu çok kolaydı, pil ömrü söylendiği gibi uzun."],
    [5, "Fiyat performans ürünü, kesinlikle tavsiye ederim."],
    [4, "Ses kalitesi çok iyi, uygulaması biraz daha gelişebilir."],
    [4, "Ertesi gün elimdeydi. Faturası ve garanti belgesi kutudan çıktı."],
    [3, "Ürün güzel ama şarj adaptörü kutudan çıkmıyor, ayrıca almanız gerekiyor."],
  ],
  home: [
    [5, "Evime çok yakıştı, rengi fotoğraftaki gibi."],
    [5, "Kalitesi fiyatının çok üstünde, annem için bir tane daha aldım."],
    [4, "Güzel ama paketten çıkınca biraz kokusu vardı, bir gün havalandırınca geçti."],
    [4, "Sağlam ve kullanışlı. Teslimat hızlıydı."],
  ],
  beauty: [
    [5, "Cildimde hiç tahriş yapmadı, kokusu çok hoş."],
    [5, "Kalıcılığı gerçekten çok iyi, akşama kadar duruyor."],
    [4, "Güzel ürün, son kullanma tarihi uzun geldi."],
    [4, "Rengi biraz daha koyu ama yine de çok beğendim."],
  ],
  sport: [
    [5, "Evde antrenman için birebir, çok sağlam."],
    [4, "Kaliteli ürün, kargo biraz gecikti ama sorunsuz geldi."],
    [5, "Kampta çok işime yaradı, tavsiye ederim."],
  ],
  books: [
    [5, "Bir solukta okudum, kesinlikle tavsiye ederim."],
    [5, "Baskı ve kağıt kalitesi çok iyi. Kitap hasarsız geldi."],
    [4, "Güzel bir kitap, sonunu biraz aceleye getirmiş."],
    [5, "Çocuğum her akşam bu kitabı okumamı istiyor."],
  ],
};

const EN_COMMENTS: Pool = [
  [5, "Excellent quality and it arrived quickly. Exactly as described."],
  [4, "Very happy with it. Delivery to Antalya took two days."],
  [5, "Great value for money, I would buy from this shop again."],
  [4, "Good product; the size guide was accurate."],
];

const AR_COMMENTS: Pool = [
  [5, "جودة ممتازة ووصل بسرعة، تماماً كما في الوصف."],
  [4, "المنتج جميل والتغليف ممتاز، أنصح به."],
  [5, "سعر مناسب وجودة عالية، سأشتري مرة أخرى."],
  [4, "وصل الطلب خلال يومين، والمقاس مناسب."],
];

export function commentPool(dept: string, lang: Lang): Pool {
  if (lang === "en") return EN_COMMENTS;
  if (lang === "ar") return AR_COMMENTS;
  return TR_COMMENTS[dept === "outdoor" ? "sport" : dept] ?? (TR_COMMENTS.apparel as Pool);
}

type QA = { q: T3; a: T3 };
const qa = (q: T3, a: T3): QA => ({ q, a });

export const QUESTIONS: Record<string, QA[]> = {
  apparel: [
    qa(
      t3(
        "Kalıbı nasıl, bir beden büyük mü almalıyım?",
        "How does it fit? Should I size up?",
        "كيف مقاسه؟ هل أختار مقاساً أكبر؟",
      ),
      t3(
        "Kalıbı standarttır, kendi bedeninizi almanızı öneririz. Ürün sayfasındaki manken ölçüleri size fikir verecektir.",
        "It fits true to size, so we recommend your usual size. The model's measurements on the page will help.",
        "المقاس قياسي، وننصحك باختيار مقاسك المعتاد. ستساعدك قياسات العارض في صفحة المنتج.",
      ),
    ),
    qa(
      t3("Kumaşı esnek mi?", "Is the fabric stretchy?", "هل القماش مرن؟"),
      t3(
        "Kumaş hafif esnekliğe sahiptir, hareket ederken rahat hissettirir.",
        "The fabric has a slight stretch, so it is comfortable when you move.",
        "القماش مرن قليلاً، لذا تشعر بالراحة أثناء الحركة.",
      ),
    ),
    qa(
      t3("Yıkayınca çeker mi?", "Will it shrink in the wash?", "هل ينكمش عند الغسيل؟"),
      t3(
        "Etiketteki yıkama talimatlarına uyduğunuzda çekme yapmaz.",
        "It won't shrink if you follow the care label.",
        "لن ينكمش إذا اتبعت تعليمات الغسيل على الملصق.",
      ),
    ),
  ],
  shoes: [
    qa(
      t3("Kalıbı dar mı?", "Do they run small?", "هل المقاس ضيق؟"),
      t3(
        "Standart kalıptır; geniş ayaklar için yarım numara büyük önerilir.",
        "They are true to size; for wide feet we suggest half a size up.",
        "المقاس قياسي، ولأصحاب القدم العريضة ننصح بنصف مقاس أكبر.",
      ),
    ),
    qa(
      t3("Su geçirir mi?", "Are they waterproof?", "هل هو مقاوم للماء؟"),
      t3(
        "Hafif yağmura dayanıklıdır; su geçirmez modellerde bu ürün adında belirtilir.",
        "They handle light rain; fully waterproof models say so in their name.",
        "يتحمل المطر الخفيف، والموديلات المقاومة للماء تماماً يُذكر ذلك في اسمها.",
      ),
    ),
  ],
  bags: [
    qa(
      t3(
        "İçine 13 inç laptop sığar mı?",
        "Does a 13-inch laptop fit?",
        "هل يتسع لحاسوب محمول 13 إنش؟",
      ),
      t3(
        "Hayır, bu model günlük eşyalar için tasarlanmıştır; ölçüleri ürün açıklamasında yer alır.",
        "No, this model is made for everyday essentials; its dimensions are in the description.",
        "لا، هذا الموديل مصمم للأغراض اليومية، وأبعاده مذكورة في الوصف.",
      ),
    ),
  ],
  electronics: [
    qa(
      t3(
        "Türkiye garantili mi?",
        "Does it come with a Turkish warranty?",
        "هل يشمل ضماناً في تركيا؟",
      ),
      t3(
        "Evet, ürünlerimiz 2 yıl Türkiye distribütör garantilidir ve faturalı gönderilir.",
        "Yes, it carries a 2-year Turkish distributor warranty and ships with an invoice.",
        "نعم، يشمل ضمان الموزع في تركيا لمدة سنتين ويُرسل مع فاتورة.",
      ),
    ),
    qa(
      t3("Kutudan şarj adaptörü çıkıyor mu?", "Is a charger included?", "هل يأتي مع شاحن؟"),
      t3(
        "Kutuda USB-C kablo bulunur; adaptör ayrıca satılmaktadır.",
        "A USB-C cable is in the box; the power adapter is sold separately.",
        "تحتوي العلبة على كابل USB-C، ويُباع المحوّل بشكل منفصل.",
      ),
    ),
    qa(
      t3("Taksit seçeneği var mı?", "Can I pay in instalments?", "هل يمكن الدفع بالتقسيط؟"),
      t3(
        "Anlaşmalı kredi kartlarına ödeme adımında taksit seçenekleri sunulur.",
        "Instalment options for partner credit cards are shown at the payment step.",
        "تظهر خيارات التقسيط لبطاقات الائتمان المتعاقدة في خطوة الدفع.",
      ),
    ),
  ],
  home: [
    qa(
      t3(
        "Rengi fotoğraftakiyle aynı mı?",
        "Is the colour as in the photo?",
        "هل اللون مطابق للصورة؟",
      ),
      t3(
        "Ekran ayarlarına göre küçük farklar olabilir; renk adını ürün başlığında görebilirsiniz.",
        "Screens vary a little; the colour name is in the product title.",
        "قد تختلف الشاشات قليلاً، واسم اللون مذكور في عنوان المنتج.",
      ),
    ),
    qa(
      t3(
        "Kırılmaya karşı nasıl paketleniyor?",
        "How is it packed against breakage?",
        "كيف يُغلّف لحمايته من الكسر؟",
      ),
      t3(
        "Kırılabilir ürünler balonlu naylon ve çift katlı kolide gönderilir.",
        "Fragile items ship in bubble wrap inside a double-walled box.",
        "تُشحن المنتجات القابلة للكسر مغلّفة بالنايلون الفقاعي داخل صندوق مزدوج الجدار.",
      ),
    ),
  ],
  beauty: [
    qa(
      t3("Son kullanma tarihi ne zaman?", "What is the expiry date?", "ما تاريخ انتهاء الصلاحية؟"),
      t3(
        "Son kullanma tarihi ürün bilgilerinde yazılıdır; en az 18 ay olan ürünler gönderilir.",
        "The date is in the product details; we only ship stock with at least 18 months left.",
        "التاريخ مذكور في تفاصيل المنتج، ولا نرسل إلا منتجات صالحة لمدة 18 شهراً على الأقل.",
      ),
    ),
    qa(
      t3(
        "Açılmış ürün iade edilebilir mi?",
        "Can an opened product be returned?",
        "هل يمكن إرجاع منتج مفتوح؟",
      ),
      t3(
        "Hijyen nedeniyle ambalajı açılmış kozmetik ürünler iade alınamaz.",
        "For hygiene reasons, opened cosmetics cannot be returned.",
        "لأسباب صحية لا يمكن إرجاع مستحضرات التجميل المفتوحة.",
      ),
    ),
  ],
  sport: [
    qa(
      t3(
        "Evde kullanım için uygun mu?",
        "Is it suitable for home use?",
        "هل يناسب الاستخدام المنزلي؟",
      ),
      t3(
        "Evet, ev ve salon kullanımına uygundur.",
        "Yes, it is made for use at home and in the gym.",
        "نعم، مناسب للاستخدام في المنزل والنادي.",
      ),
    ),
  ],
  outdoor: [
    qa(
      t3("Ürünün garantisi var mı?", "Is there a warranty?", "هل يشمل المنتج ضماناً؟"),
      t3(
        "Evet, üretim hatalarına karşı 2 yıl Kuzey Outdoor garantisi vardır.",
        "Yes, Kuzey Outdoor covers manufacturing faults for 2 years.",
        "نعم، تضمن Kuzey Outdoor عيوب التصنيع لمدة سنتين.",
      ),
    ),
    qa(
      t3(
        "Yağmurda içindekiler ıslanır mı?",
        "Will the contents get wet in the rain?",
        "هل تبتل المحتويات تحت المطر؟",
      ),
      t3(
        "Su geçirmez modellerde fermuarlar su itici kaplamalıdır; şiddetli yağmur için yağmur kılıfı öneririz.",
        "Waterproof models have coated zips; for heavy rain we recommend a rain cover.",
        "السحابات في الموديلات المقاومة للماء مغطاة بطبقة طاردة للماء، وننصح بغطاء مطر عند الأمطار الغزيرة.",
      ),
    ),
  ],
  books: [
    qa(
      t3("Kitap hangi dilde?", "What language is the book in?", "ما لغة الكتاب؟"),
      t3("Kitap Türkçedir.", "The book is in Turkish.", "الكتاب باللغة التركية."),
    ),
  ],
};
