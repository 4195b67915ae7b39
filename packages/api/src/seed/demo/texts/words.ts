// The vocabulary product names are composed from. A product kind (product-kinds.ts) lists word
// slots; a product takes one word from each. Word order per language:
//   tr  <brand> <audience> <words...> <noun> <after-words...>
//   en  <brand> <audience> <words...> <noun> <after-words...> ("with ..." words go after, too)
//   ar  <noun> <words, last slot first...> <audience> من <brand>
// so each Arabic word is written to agree with its kind's noun (gender), once, here.
import { type T3, t3 } from "../util.ts";

export interface Word {
  w: T3;
  /** After the noun in Turkish and English too (volumes, sizes, shades). */
  after?: boolean;
  /** Filter facets the word implies, as "property:value". */
  props?: string[];
  /** Colour code of the picture, for words that decide it (a lipstick shade, a book cover). */
  colour?: string;
}

export interface Noun {
  w: T3;
  /** The noun in a sentence: "bu elbise", "this dress", "هذا الفستان". */
  the: T3;
  /** Grammatical gender of the Arabic noun, for the description templates. */
  g: "m" | "f";
}

export const w = (tr: string, en: string, ar: string, ...props: string[]): Word => ({
  w: t3(tr, en, ar),
  ...(props.length ? { props } : {}),
});
export const after = (tr: string, en: string, ar: string, ...props: string[]): Word => ({
  ...w(tr, en, ar, ...props),
  after: true,
});
/** A slot value that adds no word (the plain, unpatterned variant), only its facets. */
export const none = (...props: string[]): Word => ({
  w: t3("", "", ""),
  ...(props.length ? { props } : {}),
});

export const noun = (tr: string, en: string, ar: string, the: T3, g: "m" | "f" = "m"): Noun => ({
  w: t3(tr, en, ar),
  the,
  g,
});

export const WOMEN = t3("Kadın", "Women's", "للنساء");
export const MEN = t3("Erkek", "Men's", "للرجال");
export const KIDS = t3("Çocuk", "Kids'", "للأطفال");
export const UNISEX = t3("Unisex", "Unisex", "للجنسين");

/** One sentence about a material, by its facet value code, for the descriptions. */
export const MATERIAL_SENTENCES: Record<string, T3> = {
  saten: t3(
    "Saten kumaşın hafif parlaklığı ve akışkan dökümü zarif bir duruş sağlar.",
    "The soft sheen and fluid drape of satin give it an elegant line.",
    "يمنح قماش الساتان بلمعته الخفيفة وانسيابيته قواماً أنيقاً.",
  ),
  keten: t3(
    "Nefes alan keten kumaş sıcak günlerde bile serin tutar.",
    "Breathable linen keeps you cool even on hot days.",
    "يبقيك قماش الكتان الذي يسمح بمرور الهواء منتعشاً حتى في الأيام الحارة.",
  ),
  pamuk: t3(
    "Yumuşak pamuk dokusu cildi tahriş etmez ve yıkandıkça güzelleşir.",
    "Soft cotton is gentle on the skin and only gets better with every wash.",
    "القطن الناعم لطيف على البشرة ويزداد جمالاً مع كل غسلة.",
  ),
  viskon: t3(
    "Serin tutuşlu, hafif viskon kumaş yaz aylarının vazgeçilmezidir.",
    "Cool, lightweight viscose makes it a summer essential.",
    "قماش الفيسكوز الخفيف والمنعش مثالي لأشهر الصيف.",
  ),
  triko: t3(
    "Yumuşak triko örgüsü serin akşamlarda hafif bir sıcaklık sunar.",
    "A soft knit gives light warmth on cool evenings.",
    "يمنح نسيج التريكو الناعم دفئاً خفيفاً في الأمسيات الباردة.",
  ),
  denim: t3(
    "Esnek denim kumaş gün boyu hareket özgürlüğü sağlar ve formunu korur.",
    "Stretch denim moves with you all day and holds its shape.",
    "يمنحك قماش الدنيم المرن حرية الحركة طوال اليوم ويحافظ على شكله.",
  ),
  yun: t3(
    "Yün karışımlı kumaş soğuk havalarda sıcak tutarken nefes almaya devam eder.",
    "The wool blend keeps you warm in cold weather while still letting your skin breathe.",
    "يحافظ مزيج الصوف على دفئك في الطقس البارد مع السماح بمرور الهواء.",
  ),
  polyester: t3(
    "Hafif ve dayanıklı kumaşı kolay ütülenir, çabuk kurur.",
    "The light, durable fabric is easy to iron and dries quickly.",
    "القماش خفيف ومتين وسهل الكي ويجف بسرعة.",
  ),
  deri: t3(
    "Deri yüzey zamanla güzelleşir; nemli bir bezle kolayca temizlenir.",
    "The leather surface ages beautifully and wipes clean with a damp cloth.",
    "يزداد سطح الجلد جمالاً مع الوقت ويُنظَّف بسهولة بقطعة قماش مبللة.",
  ),
  suet: t3(
    "Kadifemsi süet dokusu sofistike bir görünüm katar; süet fırçasıyla temizlenmesi önerilir.",
    "Velvety suede adds a refined look; we recommend cleaning it with a suede brush.",
    "يضفي ملمس الشامواه المخملي مظهراً راقياً، وننصح بتنظيفه بفرشاة خاصة.",
  ),
  file: t3(
    "File yüzey ayağın nefes almasını sağlar ve terlemeyi azaltır.",
    "The mesh upper lets your feet breathe and reduces sweating.",
    "يسمح السطح الشبكي بتهوية القدم ويقلل التعرق.",
  ),
  kadife: t3(
    "Kadife dokusu dokunulduğunda yumuşacık bir his bırakır.",
    "Velvet feels wonderfully soft to the touch.",
    "يمنح المخمل ملمساً ناعماً للغاية.",
  ),
  bambu: t3(
    "Bambu lifleri doğal olarak antibakteriyeldir ve pamuktan daha hızlı kurur.",
    "Bamboo fibre is naturally antibacterial and dries faster than cotton.",
    "ألياف الخيزران مضادة للبكتيريا بطبيعتها وتجف أسرع من القطن.",
  ),
  porselen: t3(
    "Yüksek ısıda pişirilen porselen bulaşık makinesinde güvenle yıkanabilir.",
    "Porcelain fired at a high temperature is dishwasher-safe.",
    "البورسلان المحروق على درجات حرارة عالية آمن في غسالة الصحون.",
  ),
  seramik: t3(
    "Elde sırlanan seramik parçalarda küçük renk farkları olabilir; her biri tektir.",
    "Each ceramic piece is glazed by hand and may vary slightly in colour, so every one is unique.",
    "تُطلى كل قطعة سيراميك يدوياً وقد تختلف قليلاً في اللون، فكل قطعة فريدة.",
  ),
  dokum: t3(
    "Döküm gövde ısıyı eşit dağıtır ve doğru bakımla nesilden nesile kullanılır.",
    "Cast iron spreads heat evenly and, well cared for, lasts for generations.",
    "يوزع الحديد الزهر الحرارة بالتساوي، ويدوم لأجيال مع العناية الصحيحة.",
  ),
  celik: t3(
    "Paslanmaz çelik hijyeniktir, koku ve tat tutmaz.",
    "Stainless steel is hygienic and holds no odours or flavours.",
    "الفولاذ المقاوم للصدأ صحي ولا يحتفظ بالروائح أو النكهات.",
  ),
  rattan: t3(
    "Elde örülen doğal lifler sıcak ve doğal bir görünüm sunar.",
    "Hand-woven natural fibres give a warm, natural look.",
    "تمنح الألياف الطبيعية المنسوجة يدوياً مظهراً دافئاً وطبيعياً.",
  ),
  ahsap: t3(
    "Masif ahşabın her parçasında farklı damar desenleri vardır.",
    "Solid wood shows a different grain in every piece.",
    "يحمل الخشب الطبيعي عروقاً مختلفة في كل قطعة.",
  ),
  metal: t3(
    "Metal gövde sağlam ve uzun ömürlüdür.",
    "The metal body is sturdy and long-lasting.",
    "الهيكل المعدني متين ويدوم طويلاً.",
  ),
};
