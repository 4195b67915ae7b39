import { type T3, t3 } from "../util.ts";

export interface BrandSeed {
  code: string;
  name: string;
  /** Wordmark colours for the generated logo. */
  colour: string;
  featured: boolean;
  description: T3;
  models?: string[];
}

// Invented brands: a demo shop must not put real trademarks on made-up products and prices.
export const BRANDS: BrandSeed[] = [
  {
    code: "lavanta",
    name: "Lavanta",
    colour: "#7b5ea7",
    featured: true,
    description: t3(
      "Lavanta, 2009'dan beri İstanbul'da tasarlanan kadın giyim koleksiyonlarıyla zamansız ve rahat bir şıklık sunuyor.",
      "Designed in Istanbul since 2009, Lavanta's women's collections offer timeless, easy elegance.",
      "تقدم لافانتا منذ عام 2009 مجموعات نسائية مصممة في إسطنبول بأناقة مريحة لا تتأثر بالزمن.",
    ),
  },
  {
    code: "bogaz-denim",
    name: "Boğaz Denim",
    colour: "#1f3a5f",
    featured: true,
    description: t3(
      "Boğaz Denim, Denizli'de dokunan kumaşlardan kadın ve erkek jean, gömlek ve ceketler üretir.",
      "Boğaz Denim makes jeans, shirts and jackets for women and men from fabric woven in Denizli.",
      "تصنع بوغاز دنيم الجينز والقمصان والجاكيتات للنساء والرجال من أقمشة منسوجة في دنيزلي.",
    ),
  },
  {
    code: "atolye-34",
    name: "Atölye 34",
    colour: "#2f2f2f",
    featured: true,
    description: t3(
      "Atölye 34, erkek giyimde sade kesimleri ve kaliteli pamuğu bir araya getiriyor.",
      "Atölye 34 brings clean cuts and quality cotton to menswear.",
      "تجمع أتوليه 34 بين القصّات البسيطة والقطن عالي الجودة في ملابس الرجال.",
    ),
  },
  {
    code: "minik-adim",
    name: "Minik Adım",
    colour: "#f29f05",
    featured: false,
    description: t3(
      "Minik Adım, çocukların rahat hareket etmesi için yumuşak ve dayanıklı giysiler tasarlar.",
      "Minik Adım designs soft, hard-wearing clothes that let children move freely.",
      "تصمم مينيك أدم ملابس ناعمة ومتينة تمنح الأطفال حرية الحركة.",
    ),
  },
  {
    code: "kuzey-outdoor",
    name: "Kuzey Outdoor",
    colour: "#2e6b4f",
    featured: true,
    description: t3(
      "Kuzey Outdoor, şehirde ve doğada soğuğa, yağmura ve rüzgâra karşı mont, bot ve kamp ekipmanları üretir.",
      "Kuzey Outdoor makes jackets, boots and camping gear against cold, rain and wind, in town and in the wild.",
      "تنتج كوزي أوتدور جاكيتات وأحذية ومعدات تخييم تحمي من البرد والمطر والرياح في المدينة والطبيعة.",
    ),
  },
  {
    code: "patika",
    name: "Patika",
    colour: "#d9480f",
    featured: true,
    description: t3(
      "Patika'nın hafif tabanlı spor ayakkabıları ve botları uzun yürüyüşler için tasarlandı.",
      "Patika's light-soled sneakers and boots are made for long walks.",
      "صُممت أحذية باتيكا الرياضية والبوت ذات النعل الخفيف للمشي لمسافات طويلة.",
    ),
  },
  {
    code: "selvi",
    name: "Selvi",
    colour: "#8c2f39",
    featured: false,
    description: t3(
      "Selvi, el işçiliğiyle üretilen topuklu ayakkabılar ve deri çantalar sunar.",
      "Selvi offers handcrafted heels and leather bags.",
      "تقدم سلفي أحذية بكعب وحقائب جلدية مصنوعة يدوياً.",
    ),
  },
  {
    code: "voltra",
    name: "Voltra",
    colour: "#0b7285",
    featured: true,
    models: ["Nova 12 Lite", "Nova 12", "Nova 12 Pro", "Astra 5", "Astra 5 Max", "Pulse Watch 3"],
    description: t3(
      "Voltra, uygun fiyatlı akıllı telefonları ve giyilebilir teknolojileriyle tanınır.",
      "Voltra is known for its affordable smartphones and wearables.",
      "تشتهر فولترا بهواتفها الذكية وأجهزتها القابلة للارتداء بأسعار مناسبة.",
    ),
  },
  {
    code: "sonix",
    name: "Sonix",
    colour: "#212529",
    featured: true,
    models: ["AirBeat 2", "AirBeat Pro", "Studio 700", "Studio 900 ANC", "Run Buds"],
    description: t3(
      "Sonix, stüdyo kalitesinde sesi kablosuz kulaklıklara taşır.",
      "Sonix brings studio-quality sound to wireless headphones.",
      "تنقل سونيكس جودة صوت الاستوديو إلى السماعات اللاسلكية.",
    ),
  },
  {
    code: "zenit",
    name: "Zenit",
    colour: "#364fc7",
    featured: false,
    models: ["ZenBook Air 14", "ZenBook Pro 16", "Watch S2", "Watch Active", "Z9", "Z9 Ultra"],
    description: t3(
      "Zenit, hafif dizüstü bilgisayarlar, amiral gemisi telefonlar ve spor odaklı akıllı saatler geliştirir.",
      "Zenit develops lightweight laptops, flagship phones and sports-minded smartwatches.",
      "تطور زينيت حواسيب محمولة خفيفة وهواتف رائدة وساعات ذكية موجهة للرياضة.",
    ),
  },
  {
    code: "mira-home",
    name: "Mira Home",
    colour: "#a47148",
    featured: true,
    description: t3(
      "Mira Home, Bursa'da dokunan havlu, kırlent ve nevresimlerle evinize sıcaklık katar.",
      "Mira Home warms your home with towels, cushions and bed linen woven in Bursa.",
      "تضفي ميرا هوم الدفء على منزلك بمناشف ووسائد ومفارش منسوجة في بورصة.",
    ),
  },
  {
    code: "avanos",
    name: "Avanos Atölye",
    colour: "#b5651d",
    featured: false,
    description: t3(
      "Avanos Atölye, Kapadokya'nın seramik geleneğini modern mutfak ürünlerine taşıyor.",
      "Avanos Atölye carries Cappadocia's ceramic tradition into modern kitchenware.",
      "تنقل أفانوس أتوليه تقاليد الخزف في كابادوكيا إلى أدوات المطبخ الحديثة.",
    ),
  },
  {
    code: "isilti",
    name: "Işıltı",
    colour: "#e0a800",
    featured: false,
    description: t3(
      "Işıltı, enerji tasarruflu LED lambalar ve dekoratif aydınlatmalar tasarlar.",
      "Işıltı designs energy-saving LED lamps and decorative lighting.",
      "تصمم إشلتي مصابيح LED موفرة للطاقة وإضاءة زخرفية.",
    ),
  },
  {
    code: "gulsuyu",
    name: "Gülsuyu",
    colour: "#c2255c",
    featured: true,
    description: t3(
      "Gülsuyu, Isparta gülünden elde edilen özlerle cilt bakım ürünleri ve parfümler hazırlar.",
      "Gülsuyu makes skin care and fragrances with extracts of the Isparta rose.",
      "تحضّر غولصويو منتجات العناية بالبشرة والعطور بخلاصات ورد إسبرطة.",
    ),
  },
  {
    code: "lale-beauty",
    name: "Lale Beauty",
    colour: "#9c36b5",
    featured: false,
    description: t3(
      "Lale Beauty, her ten rengine uygun makyaj ürünleri ve parfümler sunar.",
      "Lale Beauty offers makeup and fragrances for every skin tone.",
      "تقدم لاله بيوتي مستحضرات مكياج وعطوراً تناسب جميع ألوان البشرة.",
    ),
  },
  {
    code: "atlas-spor",
    name: "Atlas Spor",
    colour: "#c92a2a",
    featured: false,
    description: t3(
      "Atlas Spor, evde ve salonda antrenman için dayanıklı fitness ekipmanları üretir.",
      "Atlas Spor makes durable fitness equipment for training at home and in the gym.",
      "تنتج أطلس سبور معدات لياقة متينة للتمرين في المنزل والنادي.",
    ),
  },
  {
    code: "pusula",
    name: "Pusula Yayınları",
    colour: "#495057",
    featured: false,
    description: t3(
      "Pusula Yayınları, çağdaş edebiyat ve kişisel gelişim kitapları yayımlar.",
      "Pusula Yayınları publishes contemporary fiction and self-improvement books.",
      "تنشر دار بوصلة الأدب المعاصر وكتب تطوير الذات.",
    ),
  },
  {
    code: "cinar-kitap",
    name: "Çınar Kitap",
    colour: "#2b8a3e",
    featured: false,
    description: t3(
      "Çınar Kitap, çocuklar için resimli ve eğitici kitaplar hazırlar.",
      "Çınar Kitap creates illustrated, educational books for children.",
      "تعد دار تشينار كتباً مصورة وتعليمية للأطفال.",
    ),
  },
];

export const SUPPLIERS = [
  {
    code: "marmara-tekstil",
    name: "Marmara Tekstil San. ve Tic. A.Ş.",
    contactName: "Ayşe Yıldırım",
    email: "satis@marmaratekstil.example",
    phone: "+90 212 555 01 10",
    taxOffice: "Bağcılar",
    taxNumber: "6120345781",
    address: "Mahmutbey Mah. Dilmenler Cad. No: 12, Bağcılar / İstanbul",
  },
  {
    code: "anadolu-elektronik",
    name: "Anadolu Elektronik Dağıtım Ltd. Şti.",
    contactName: "Mehmet Kaya",
    email: "siparis@anadoluelektronik.example",
    phone: "+90 216 555 02 20",
    taxOffice: "Kozyatağı",
    taxNumber: "0670123458",
    address: "İçerenköy Mah. Değirmenyolu Cad. No: 28, Ataşehir / İstanbul",
  },
  {
    code: "ege-kozmetik",
    name: "Ege Kozmetik Üretim A.Ş.",
    contactName: "Zeynep Demir",
    email: "bayi@egekozmetik.example",
    phone: "+90 232 555 03 30",
    taxOffice: "Karşıyaka",
    taxNumber: "3250987614",
    address: "Atatürk Organize Sanayi Bölgesi 10003 Sok. No: 5, Çiğli / İzmir",
  },
  {
    code: "bursa-ev",
    name: "Bursa Ev Tekstili ve Züccaciye Ltd. Şti.",
    contactName: "Hakan Öztürk",
    email: "info@bursaev.example",
    phone: "+90 224 555 04 40",
    taxOffice: "Nilüfer",
    taxNumber: "1870456239",
    address: "Nilüfer Organize Sanayi Bölgesi Mavi Cad. No: 7, Nilüfer / Bursa",
  },
  {
    code: "baskent-kitap",
    name: "Başkent Kitap Dağıtım A.Ş.",
    contactName: "Elif Arslan",
    email: "dagitim@baskentkitap.example",
    phone: "+90 312 555 05 50",
    taxOffice: "Ostim",
    taxNumber: "1440678923",
    address: "Ostim OSB 1234. Cad. No: 18, Yenimahalle / Ankara",
  },
  {
    code: "akdeniz-spor",
    name: "Akdeniz Spor Malzemeleri Ltd. Şti.",
    contactName: "Murat Çelik",
    email: "satis@akdenizspor.example",
    phone: "+90 242 555 06 60",
    taxOffice: "Muratpaşa",
    taxNumber: "6310245987",
    address: "Altındağ Mah. 100. Yıl Bulv. No: 41, Muratpaşa / Antalya",
  },
] as const;
