import { type T3, t3 } from "../util.ts";

export interface CategorySeed {
  code: string;
  parent?: string;
  name: T3;
  /** When the name alone is ambiguous in the shop ("Kadın", "Pantolon & Jean"). */
  slug?: T3;
  description: T3;
}

const root = (code: string, name: T3, description: T3): CategorySeed => ({
  code,
  name,
  description,
});

// Parents come before their children: the seed inserts in this order.
export const CATEGORIES: CategorySeed[] = [
  root(
    "giyim",
    t3("Giyim", "Clothing", "الملابس"),
    t3(
      "Kadın, erkek ve çocuk giyimde sezonun yeni ürünleri, her gün giyilecek temel parçalar ve özel gün kombinleri.",
      "The season's new arrivals in women's, men's and kids' clothing, everyday essentials and outfits for special days.",
      "أحدث صيحات الموسم في ملابس النساء والرجال والأطفال، وقطع أساسية للاستخدام اليومي وإطلالات للمناسبات الخاصة.",
    ),
  ),
  {
    code: "kadin",
    parent: "giyim",
    name: t3("Kadın", "Women", "نساء"),
    slug: t3("kadin-giyim", "womens-clothing", "ملابس-نسائية"),
    description: t3(
      "Elbiseden bluza, pantolondan mont ve cekete kadın giyimde rahat ve şık seçenekler.",
      "Comfortable and stylish women's clothing, from dresses and blouses to trousers, jackets and coats.",
      "خيارات مريحة وأنيقة من ملابس النساء، من الفساتين والبلوزات إلى البناطيل والجاكيتات والمعاطف.",
    ),
  },
  {
    code: "kadin-elbise",
    parent: "kadin",
    name: t3("Elbise", "Dresses", "فساتين"),
    slug: t3("kadin-elbise", "womens-dresses", "فساتين-نسائية"),
    description: t3(
      "Günlük, ofis ve davet için midi, maxi ve mini elbise modelleri.",
      "Midi, maxi and mini dresses for every day, the office and evenings out.",
      "فساتين ميدي وماكسي وقصيرة للإطلالات اليومية وللعمل وللسهرات.",
    ),
  },
  {
    code: "kadin-bluz-gomlek",
    parent: "kadin",
    name: t3("Bluz & Gömlek", "Blouses & Shirts", "بلوزات وقمصان"),
    slug: t3("kadin-bluz-gomlek", "womens-blouses-shirts", "بلوزات-وقمصان-نسائية"),
    description: t3(
      "Saten, keten ve pamuklu kadın bluz ve gömlek modelleri.",
      "Satin, linen and cotton blouses and shirts for women.",
      "بلوزات وقمصان نسائية من الساتان والكتان والقطن.",
    ),
  },
  {
    code: "kadin-pantolon",
    parent: "kadin",
    name: t3("Pantolon & Jean", "Trousers & Jeans", "بناطيل وجينز"),
    slug: t3("kadin-pantolon-jean", "womens-trousers-jeans", "بناطيل-وجينز-نسائية"),
    description: t3(
      "Yüksek bel jean, palazzo ve kumaş pantolonlarda her vücut tipine uygun kalıplar.",
      "High-waisted jeans, palazzo and tailored trousers in fits for every body shape.",
      "جينز بخصر عالٍ وبناطيل بالاتزو وبناطيل قماشية بقصّات تناسب جميع الأجسام.",
    ),
  },
  {
    code: "kadin-dis-giyim",
    parent: "kadin",
    name: t3("Ceket & Mont", "Jackets & Coats", "جاكيتات ومعاطف"),
    slug: t3("kadin-ceket-mont", "womens-jackets-coats", "جاكيتات-ومعاطف-نسائية"),
    description: t3(
      "Trençkot, blazer ceket, şişme mont ve kaban modelleriyle her havaya hazır olun.",
      "Trench coats, blazers, puffer jackets and wool coats for every kind of weather.",
      "معاطف ترنش وبليزرات وجاكيتات منفوخة ومعاطف صوفية لكل الأجواء.",
    ),
  },
  {
    code: "erkek",
    parent: "giyim",
    name: t3("Erkek", "Men", "رجال"),
    slug: t3("erkek-giyim", "mens-clothing", "ملابس-رجالية"),
    description: t3(
      "Tişört, gömlek, pantolon, sweatshirt ve montta erkek giyimin temel parçaları.",
      "The essentials of men's clothing: T-shirts, shirts, trousers, sweatshirts and jackets.",
      "القطع الأساسية في ملابس الرجال: تيشيرتات وقمصان وبناطيل وسويت شيرت وجاكيتات.",
    ),
  },
  {
    code: "erkek-tisort",
    parent: "erkek",
    name: t3("Tişört", "T-Shirts", "تيشيرتات"),
    slug: t3("erkek-tisort", "mens-t-shirts", "تيشيرتات-رجالية"),
    description: t3(
      "Bisiklet yaka, polo yaka ve oversize erkek tişörtler.",
      "Crew-neck, polo and oversized T-shirts for men.",
      "تيشيرتات رجالية بياقة دائرية وياقة بولو وبقصة واسعة.",
    ),
  },
  {
    code: "erkek-gomlek",
    parent: "erkek",
    name: t3("Gömlek", "Shirts", "قمصان"),
    slug: t3("erkek-gomlek", "mens-shirts", "قمصان-رجالية"),
    description: t3(
      "Ofiste ve hafta sonunda giyilecek slim fit ve regular fit erkek gömlekler.",
      "Slim-fit and regular-fit men's shirts for the office and the weekend.",
      "قمصان رجالية بقصة ضيقة وعادية للعمل ولعطلة نهاية الأسبوع.",
    ),
  },
  {
    code: "erkek-pantolon",
    parent: "erkek",
    name: t3("Pantolon & Jean", "Trousers & Jeans", "بناطيل وجينز"),
    slug: t3("erkek-pantolon-jean", "mens-trousers-jeans", "بناطيل-وجينز-رجالية"),
    description: t3(
      "Chino, jogger ve denim erkek pantolonlarında rahat kalıplar.",
      "Chinos, joggers and denim for men in comfortable fits.",
      "بناطيل تشينو وجوغر وجينز رجالية بقصّات مريحة.",
    ),
  },
  {
    code: "erkek-dis-giyim",
    parent: "erkek",
    name: t3("Mont & Ceket", "Coats & Jackets", "معاطف وجاكيتات"),
    slug: t3("erkek-mont-ceket", "mens-coats-jackets", "معاطف-وجاكيتات-رجالية"),
    description: t3(
      "Şişme mont, deri ceket ve kaban modelleriyle soğuk günlere hazırlıklı olun.",
      "Puffer jackets, leather jackets and wool coats to meet the cold days.",
      "جاكيتات منفوخة وجاكيتات جلدية ومعاطف صوفية للأيام الباردة.",
    ),
  },
  {
    code: "erkek-sweatshirt",
    parent: "erkek",
    name: t3("Sweatshirt", "Sweatshirts", "سويت شيرت"),
    slug: t3("erkek-sweatshirt", "mens-sweatshirts", "سويت-شيرت-رجالي"),
    description: t3(
      "Kapüşonlu, fermuarlı ve bisiklet yaka erkek sweatshirtler.",
      "Hooded, zip-up and crew-neck sweatshirts for men.",
      "سويت شيرت رجالي بقلنسوة وبسحاب وبياقة دائرية.",
    ),
  },
  {
    code: "cocuk",
    parent: "giyim",
    name: t3("Çocuk", "Kids", "أطفال"),
    slug: t3("cocuk-giyim", "kids-clothing", "ملابس-الأطفال"),
    description: t3(
      "Oyun parkından okula, çocuklar için rahat ve dayanıklı giysiler.",
      "Comfortable, hard-wearing clothes for children, from the playground to school.",
      "ملابس مريحة ومتينة للأطفال، من ساحة اللعب إلى المدرسة.",
    ),
  },
  {
    code: "cocuk-tisort",
    parent: "cocuk",
    name: t3("Tişört & Sweatshirt", "T-Shirts & Sweatshirts", "تيشيرتات وسويت شيرت"),
    slug: t3("cocuk-tisort-sweatshirt", "kids-t-shirts-sweatshirts", "تيشيرتات-وسويت-شيرت-للأطفال"),
    description: t3(
      "Pamuklu, baskılı ve renkli çocuk tişört ve sweatshirtleri.",
      "Colourful printed cotton T-shirts and sweatshirts for kids.",
      "تيشيرتات وسويت شيرت قطنية ملونة ومطبوعة للأطفال.",
    ),
  },
  {
    code: "cocuk-esofman",
    parent: "cocuk",
    name: t3("Eşofman Takımı", "Tracksuits", "بدلات رياضية"),
    slug: t3("cocuk-esofman-takimi", "kids-tracksuits", "بدلات-رياضية-للأطفال"),
    description: t3(
      "Okul ve spor için iki parçalı, yumuşak dokulu çocuk eşofman takımları.",
      "Soft two-piece tracksuits for school and sport.",
      "بدلات رياضية ناعمة من قطعتين للمدرسة والرياضة.",
    ),
  },
  root(
    "ayakkabi-canta",
    t3("Ayakkabı & Çanta", "Shoes & Bags", "أحذية وحقائب"),
    t3(
      "Spor ayakkabıdan bota, topuklu ayakkabıdan omuz çantasına tamamlayıcı parçalar.",
      "The finishing touches: sneakers, boots, heels and shoulder bags.",
      "لمسات تكمل إطلالتك: أحذية رياضية وأحذية بوت وكعب عالٍ وحقائب كتف.",
    ),
  ),
  {
    code: "spor-ayakkabi",
    parent: "ayakkabi-canta",
    name: t3("Spor Ayakkabı", "Sneakers", "أحذية رياضية"),
    description: t3(
      "Koşu, yürüyüş ve günlük kullanım için hafif ve nefes alan spor ayakkabılar.",
      "Light, breathable sneakers for running, walking and every day.",
      "أحذية رياضية خفيفة وجيدة التهوية للجري والمشي والاستخدام اليومي.",
    ),
  },
  {
    code: "bot-cizme",
    parent: "ayakkabi-canta",
    name: t3("Bot & Çizme", "Boots", "أحذية بوت"),
    description: t3(
      "Su itici deri botlar ve diz altı çizmeler.",
      "Water-repellent leather boots and knee-high boots.",
      "أحذية بوت جلدية مقاومة للماء وأحذية طويلة حتى الركبة.",
    ),
  },
  {
    code: "topuklu-ayakkabi",
    parent: "ayakkabi-canta",
    name: t3("Topuklu Ayakkabı", "Heels", "أحذية بكعب"),
    description: t3(
      "Stiletto, kalın topuk ve dolgu topuk modelleriyle davetlere şık adımlar.",
      "Stilettos, block heels and wedges for elegant steps at every occasion.",
      "أحذية بكعب رفيع وكعب عريض وكعب مائل لخطوات أنيقة في كل مناسبة.",
    ),
  },
  {
    code: "canta",
    parent: "ayakkabi-canta",
    name: t3("Çanta", "Bags", "حقائب"),
    description: t3(
      "Omuz çantası, sırt çantası ve el çantası modelleri.",
      "Shoulder bags, backpacks and handbags.",
      "حقائب كتف وحقائب ظهر وحقائب يد.",
    ),
  },
  root(
    "elektronik",
    t3("Elektronik", "Electronics", "الإلكترونيات"),
    t3(
      "Akıllı telefon, kulaklık, akıllı saat ve dizüstü bilgisayarda resmi distribütör garantili ürünler.",
      "Smartphones, headphones, smartwatches and laptops with official distributor warranty.",
      "هواتف ذكية وسماعات وساعات ذكية وحواسيب محمولة بضمان الموزع الرسمي.",
    ),
  ),
  {
    code: "cep-telefonu",
    parent: "elektronik",
    name: t3("Cep Telefonu", "Mobile Phones", "هواتف محمولة"),
    description: t3(
      "5G destekli, güçlü kameralı ve uzun pil ömürlü akıllı telefonlar.",
      "5G smartphones with powerful cameras and long battery life.",
      "هواتف ذكية تدعم 5G بكاميرات قوية وبطارية تدوم طويلاً.",
    ),
  },
  {
    code: "kulaklik",
    parent: "elektronik",
    name: t3("Kulaklık", "Headphones", "سماعات"),
    description: t3(
      "Aktif gürültü engellemeli kablosuz kulaklıklar ve kulak içi modeller.",
      "Wireless headphones with active noise cancelling, and in-ear models.",
      "سماعات لاسلكية بخاصية إلغاء الضوضاء النشط وسماعات داخل الأذن.",
    ),
  },
  {
    code: "akilli-saat",
    parent: "elektronik",
    name: t3("Akıllı Saat", "Smartwatches", "ساعات ذكية"),
    description: t3(
      "Nabız, uyku ve adım takibi yapan, suya dayanıklı akıllı saatler.",
      "Water-resistant smartwatches that track heart rate, sleep and steps.",
      "ساعات ذكية مقاومة للماء تتابع نبض القلب والنوم والخطوات.",
    ),
  },
  {
    code: "dizustu-bilgisayar",
    parent: "elektronik",
    name: t3("Dizüstü Bilgisayar", "Laptops", "حواسيب محمولة"),
    description: t3(
      "İş, okul ve oyun için hafif ve performanslı dizüstü bilgisayarlar.",
      "Light, powerful laptops for work, school and gaming.",
      "حواسيب محمولة خفيفة وعالية الأداء للعمل والدراسة والألعاب.",
    ),
  },
  root(
    "ev-yasam",
    t3("Ev & Yaşam", "Home & Living", "المنزل والمعيشة"),
    t3(
      "Evinizi yenileyecek aydınlatma, ev tekstili ve mutfak ürünleri.",
      "Lighting, home textiles and kitchenware to refresh your home.",
      "منتجات إضاءة ومفروشات وأدوات مطبخ تجدد منزلك.",
    ),
  ),
  {
    code: "aydinlatma",
    parent: "ev-yasam",
    name: t3("Aydınlatma", "Lighting", "الإضاءة"),
    description: t3(
      "Masa lambası, lambader ve avizelerle her odaya sıcak bir ışık.",
      "Table lamps, floor lamps and pendants for a warm light in every room.",
      "مصابيح طاولة ومصابيح أرضية وثريات لإضاءة دافئة في كل غرفة.",
    ),
  },
  {
    code: "ev-tekstili",
    parent: "ev-yasam",
    name: t3("Ev Tekstili", "Home Textiles", "المفروشات المنزلية"),
    description: t3(
      "Pamuklu havlu setleri, kırlent kılıfları ve nevresim takımları.",
      "Cotton towel sets, cushion covers and bed linen.",
      "أطقم مناشف قطنية وأغطية وسائد وأطقم مفارش سرير.",
    ),
  },
  {
    code: "mutfak",
    parent: "ev-yasam",
    name: t3("Mutfak", "Kitchen", "المطبخ"),
    description: t3(
      "Porselen fincan takımları, döküm tavalar ve sofra ürünleri.",
      "Porcelain cup sets, cast-iron pans and tableware.",
      "أطقم فناجين من البورسلان ومقالٍ من الحديد الزهر وأدوات المائدة.",
    ),
  },
  root(
    "kozmetik",
    t3("Kozmetik", "Beauty", "مستحضرات التجميل"),
    t3(
      "Parfüm, makyaj ve cilt bakımında orijinal ve son kullanma tarihi uzun ürünler.",
      "Genuine perfume, makeup and skin care with long shelf life.",
      "عطور ومستحضرات مكياج وعناية بالبشرة أصلية وبصلاحية طويلة.",
    ),
  ),
  {
    code: "parfum",
    parent: "kozmetik",
    name: t3("Parfüm", "Perfume", "العطور"),
    description: t3(
      "Kadın ve erkek parfümlerinde çiçeksi, odunsu ve oryantal notalar.",
      "Floral, woody and oriental notes in women's and men's fragrances.",
      "نفحات زهرية وخشبية وشرقية في عطور النساء والرجال.",
    ),
  },
  {
    code: "makyaj",
    parent: "kozmetik",
    name: t3("Makyaj", "Makeup", "المكياج"),
    description: t3(
      "Gün boyu kalıcı ruj, fondöten ve maskaralar.",
      "Long-wearing lipsticks, foundations and mascaras.",
      "أحمر شفاه وكريم أساس وماسكارا تدوم طوال اليوم.",
    ),
  },
  {
    code: "cilt-bakimi",
    parent: "kozmetik",
    name: t3("Cilt Bakımı", "Skin Care", "العناية بالبشرة"),
    description: t3(
      "Nemlendirici, serum ve güneş kremleriyle cildinize özen gösterin.",
      "Care for your skin with moisturisers, serums and sunscreens.",
      "اعتنِ ببشرتك بالمرطبات والسيروم وواقيات الشمس.",
    ),
  },
  root(
    "spor-outdoor",
    t3("Spor & Outdoor", "Sports & Outdoors", "الرياضة والرحلات"),
    t3(
      "Evde antrenman ekipmanları, kamp ve doğa yürüyüşü malzemeleri.",
      "Home workout equipment, camping and hiking gear.",
      "معدات التمارين المنزلية ومستلزمات التخييم والمشي في الطبيعة.",
    ),
  ),
  {
    code: "fitness",
    parent: "spor-outdoor",
    name: t3("Fitness", "Fitness", "اللياقة البدنية"),
    description: t3(
      "Dambıl setleri, yoga matları ve direnç bantlarıyla evde antrenman.",
      "Train at home with dumbbell sets, yoga mats and resistance bands.",
      "تمرّن في المنزل مع أطقم الدمبل وسجادات اليوغا وأحزمة المقاومة.",
    ),
  },
  {
    code: "kamp-outdoor",
    parent: "spor-outdoor",
    name: t3("Kamp & Outdoor", "Camping & Hiking", "التخييم والرحلات"),
    description: t3(
      "Sırt çantaları, termoslar ve kamp ekipmanlarıyla doğaya hazırlanın.",
      "Get ready for the outdoors with backpacks, flasks and camping gear.",
      "استعد للطبيعة مع حقائب الظهر والترامس ومعدات التخييم.",
    ),
  },
  root(
    "kitap",
    t3("Kitap", "Books", "الكتب"),
    t3(
      "Roman, çocuk kitapları ve kişisel gelişimde yayınevlerinin en yeni baskıları.",
      "The latest editions of novels, children's books and self-improvement titles.",
      "أحدث الطبعات من الروايات وكتب الأطفال وكتب تطوير الذات.",
    ),
  ),
  {
    code: "roman",
    parent: "kitap",
    name: t3("Roman", "Novels", "روايات"),
    description: t3(
      "Çağdaş Türk edebiyatından sürükleyici romanlar.",
      "Gripping novels from contemporary Turkish literature.",
      "روايات مشوقة من الأدب التركي المعاصر.",
    ),
  },
  {
    code: "cocuk-kitaplari",
    parent: "kitap",
    name: t3("Çocuk Kitapları", "Children's Books", "كتب الأطفال"),
    description: t3(
      "Resimli hikâye kitapları ve ilk okuma kitapları.",
      "Picture books and first readers.",
      "كتب قصص مصورة وكتب القراءة الأولى.",
    ),
  },
  {
    code: "kisisel-gelisim",
    parent: "kitap",
    name: t3("Kişisel Gelişim", "Self-Improvement", "تطوير الذات"),
    description: t3(
      "Alışkanlıklar, verimlilik ve iletişim üzerine yol gösteren kitaplar.",
      "Guides to habits, productivity and communication.",
      "كتب إرشادية عن العادات والإنتاجية والتواصل.",
    ),
  },
];
