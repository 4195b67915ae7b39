// The demo blog and FAQ, written out in tr, en and ar.
import type { Visual } from "../drawings.ts";
import { type T3, t3 } from "../util.ts";

export const BLOG_CATEGORIES: Array<{ code: string; name: T3 }> = [
  { code: "moda-stil", name: t3("Moda & Stil", "Fashion & Style", "الموضة والأناقة") },
  { code: "teknoloji", name: t3("Teknoloji", "Technology", "التكنولوجيا") },
  { code: "ev-dekorasyon", name: t3("Ev & Dekorasyon", "Home & Decor", "المنزل والديكور") },
  { code: "saglik-spor", name: t3("Sağlık & Spor", "Health & Fitness", "الصحة والرياضة") },
];

export interface BlogPostSeed {
  code: string;
  category: string;
  author: string;
  /** What the generated cover shows, and on which background. */
  cover: { visuals: Array<[Visual, string]>; background: [string, string] };
  title: T3;
  summary: T3;
  body: T3;
  /** Days before the seed the post was published; views feed the most-read panel. */
  ageDays: number;
  views: number;
}

const p = (...paragraphs: string[]) =>
  paragraphs.map((x) => (x.startsWith("<") ? x : `<p>${x}</p>`)).join("");
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    code: "sonbahar-gardirop",
    category: "moda-stil",
    author: "Selin Ergün",
    cover: {
      visuals: [
        ["jacket", "#6b6b3a"],
        ["boot", "#6f4a2f"],
        ["hoodie", "#8a8d91"],
      ],
      background: ["#f3e9dc", "#e0c9a6"],
    },
    ageDays: 6,
    views: 1840,
    title: t3(
      "Sonbahar Gardırobu İçin 7 Temel Parça",
      "7 Essentials for Your Autumn Wardrobe",
      "7 قطع أساسية لخزانة الخريف",
    ),
    summary: t3(
      "Havalar serinlerken gardırobunuzu baştan yaratmanıza gerek yok: birbirine uyan yedi parçayla her güne hazırsınız.",
      "As the days turn cooler you don't need a whole new wardrobe: seven pieces that go together get you through every day.",
      "مع برودة الطقس لا تحتاج إلى خزانة جديدة بالكامل: سبع قطع متناسقة تكفيك لكل الأيام.",
    ),
    body: t3(
      p(
        "Sonbahar, katmanlı giyinmenin mevsimi. Sabah serin, öğlen ılık, akşam yağmurlu geçen günlerde en çok işinize yarayacak olan, birbiriyle kolayca kombinlenen az sayıda kaliteli parçadır.",
        ul(
          "Su itici bir trençkot",
          "Nötr renkte ince bir triko kazak",
          "Düz kesim koyu renk bir jean",
          "Beyaz pamuklu gömlek",
          "Deri ya da süet bir bot",
          "Kapüşonlu sweatshirt",
          "Günlük kullanıma uygun bir omuz çantası",
        ),
        "Renk paletinizi bej, haki, lacivert ve kahverengi gibi toprak tonlarında tutarsanız, bu yedi parçadan onlarca farklı kombin çıkarabilirsiniz.",
      ),
      p(
        "Autumn is the season for layering. On days that start cool, warm up at noon and end in rain, what helps most is a small number of good pieces that combine easily.",
        ul(
          "A water-repellent trench coat",
          "A fine knit jumper in a neutral colour",
          "Dark straight-leg jeans",
          "A white cotton shirt",
          "Leather or suede boots",
          "A hooded sweatshirt",
          "An everyday shoulder bag",
        ),
        "Keep your palette to earthy tones such as beige, khaki, navy and brown, and these seven pieces give you dozens of outfits.",
      ),
      p(
        "الخريف هو موسم الطبقات. في الأيام التي تبدأ باردة ثم تدفأ ظهراً وتنتهي بالمطر، أكثر ما يفيدك هو عدد قليل من القطع الجيدة التي يسهل تنسيقها معاً.",
        ul(
          "معطف ترنش مقاوم للماء",
          "كنزة تريكو خفيفة بلون محايد",
          "جينز داكن بقصة مستقيمة",
          "قميص قطني أبيض",
          "بوت من الجلد أو الشامواه",
          "سويت شيرت بقبعة",
          "حقيبة كتف للاستخدام اليومي",
        ),
        "إذا حافظت على ألوان ترابية مثل البيج والكاكي والكحلي والبني، فستحصل من هذه القطع السبع على عشرات الإطلالات.",
      ),
    ),
  },
  {
    code: "keten-bakimi",
    category: "moda-stil",
    author: "Deniz Aksoy",
    cover: {
      visuals: [
        ["shirt", "#efe6d2"],
        ["dress", "#d6c2a1"],
      ],
      background: ["#eef3ee", "#cfe0d2"],
    },
    ageDays: 24,
    views: 2630,
    title: t3(
      "Keten Giysiler Nasıl Yıkanır ve Ütülenir?",
      "How to Wash and Iron Linen",
      "كيف تغسل ملابس الكتان وتكويها؟",
    ),
    summary: t3(
      "Keten, doğru bakımla yıllarca güzelleşen bir kumaş. Yıkama, kurutma ve ütüleme için bilmeniz gerekenler.",
      "With the right care linen only gets better with the years. What you need to know about washing, drying and ironing it.",
      "مع العناية الصحيحة يزداد الكتان جمالاً مع السنين. إليك ما تحتاج معرفته عن غسله وتجفيفه وكيّه.",
    ),
    body: t3(
      p(
        "Keten, yaz aylarının en serin kumaşıdır; ancak yanlış yıkandığında çekebilir ve sertleşebilir. İyi haber şu: birkaç basit kurala uyduğunuzda keten her yıkamada daha da yumuşar.",
        "Keten giysileri 30-40 °C'de, hassas programda ve benzer renklerle yıkayın. Ağartıcı içeren deterjanlardan kaçının; yumuşatıcı kullanmanıza da gerek yok.",
        "Kurutma makinesi yerine giysiyi silkeleyip askıda kurutun. Hafif nemliyken orta ısıda ütülerseniz kırışıklıklar kolayca açılır. Ketenin doğal kırışıklığını ise bir kusur değil, karakter olarak görün.",
      ),
      p(
        "Linen is the coolest fabric of the summer, but washed the wrong way it can shrink and stiffen. The good news is that with a few simple rules linen gets softer with every wash.",
        "Wash linen at 30–40 °C on a delicate cycle with similar colours. Avoid detergents with bleach; you don't need fabric softener either.",
        "Instead of the tumble dryer, shake the garment out and hang it to dry. Iron it on medium heat while it is still slightly damp and the creases come out easily. As for linen's natural creases, see them as character rather than a flaw.",
      ),
      p(
        "الكتان أكثر الأقمشة برودة في الصيف، لكنه قد ينكمش ويتصلب إذا غُسل بطريقة خاطئة. والخبر السار أن الكتان يزداد نعومة مع كل غسلة إذا اتبعت بعض القواعد البسيطة.",
        "اغسل ملابس الكتان على حرارة 30-40 درجة مئوية بدورة لطيفة مع ألوان مشابهة، وتجنب المنظفات التي تحتوي على مبيّض، ولا حاجة إلى منعم الأقمشة.",
        "بدلاً من المجفف انفض القطعة وعلّقها لتجف، ثم اكوِها على حرارة متوسطة وهي ما تزال رطبة قليلاً لتزول التجاعيد بسهولة. أما التجاعيد الطبيعية في الكتان فاعتبرها جزءاً من طابعه لا عيباً فيه.",
      ),
    ),
  },
  {
    code: "dogru-beden",
    category: "moda-stil",
    author: "Selin Ergün",
    cover: {
      visuals: [
        ["tshirt", "#1d2b4c"],
        ["trousers", "#3a6ea5"],
      ],
      background: ["#e8edf6", "#c3d0e6"],
    },
    ageDays: 41,
    views: 3120,
    title: t3(
      "İnternetten Alışverişte Doğru Beden Nasıl Seçilir?",
      "How to Choose the Right Size Online",
      "كيف تختار المقاس الصحيح عند التسوق عبر الإنترنت؟",
    ),
    summary: t3(
      "Bir mezura ve beş dakikayla iadeyle uğraşmadan doğru bedeni seçebilirsiniz.",
      "A tape measure and five minutes are all it takes to get the size right and skip the return.",
      "يكفيك شريط قياس وخمس دقائق لتختار المقاس الصحيح وتتجنب الإرجاع.",
    ),
    body: t3(
      p(
        "İnternetten giysi alırken en sık yaşanan sorun beden. Markalar arasında aynı beden farklı ölçülere karşılık gelebilir; bu yüzden etiketteki harfe değil, ölçülere bakın.",
        "Göğüs, bel ve basen ölçünüzü mezurayla, üzerinizde ince bir giysi varken alın. Ardından ürün sayfasındaki beden tablosu ve manken ölçüleriyle karşılaştırın.",
        "İki beden arasında kaldıysanız, kalıbı dar olan ürünlerde büyük bedeni, oversize kesimlerde küçük bedeni tercih edin. Yine de olmazsa endişelenmeyin: 15 gün içinde ücretsiz değiştirebilirsiniz.",
      ),
      p(
        "Size is the most common problem when buying clothes online. The same size can mean different measurements from one brand to the next, so look at the measurements rather than the letter on the label.",
        "Measure your chest, waist and hips with a tape measure while wearing thin clothing, then compare them with the size chart and the model's measurements on the product page.",
        "If you are between two sizes, take the larger one for slim cuts and the smaller one for oversized styles. And if it still isn't right, don't worry: you can exchange it free within 15 days.",
      ),
      p(
        "المقاس هو المشكلة الأكثر شيوعاً عند شراء الملابس عبر الإنترنت، فالمقاس نفسه قد يعني قياسات مختلفة من علامة تجارية إلى أخرى، لذا انظر إلى القياسات لا إلى الحرف المكتوب على الملصق.",
        "قِس محيط الصدر والخصر والورك بشريط القياس وأنت ترتدي ملابس خفيفة، ثم قارن النتائج بجدول المقاسات وقياسات العارض في صفحة المنتج.",
        "إذا كنت بين مقاسين فاختر الأكبر في القصات الضيقة والأصغر في القصات الواسعة. وإن لم يناسبك المقاس فلا تقلق: يمكنك استبداله مجاناً خلال 15 يوماً.",
      ),
    ),
  },
  {
    code: "kapsul-gardirop",
    category: "moda-stil",
    author: "Ayla Demirtaş",
    cover: {
      visuals: [
        ["blouse", "#f4f4ef"],
        ["bag", "#6d1a2b"],
        ["heel", "#1f1f22"],
      ],
      background: ["#f6ece9", "#e4c6bd"],
    },
    ageDays: 63,
    views: 1290,
    title: t3(
      "Kapsül Gardırop: Daha Az Parça, Daha Çok Stil",
      "The Capsule Wardrobe: Fewer Pieces, More Style",
      "خزانة الملابس المصغّرة: قطع أقل وأناقة أكثر",
    ),
    summary: t3(
      "30 parçayla bütün bir mevsimi geçirmek mümkün mü? Kapsül gardırobun mantığı ve ilk adımları.",
      "Can you get through a whole season with 30 pieces? The idea behind a capsule wardrobe, and how to start.",
      "هل يمكنك قضاء موسم كامل بثلاثين قطعة؟ فكرة خزانة الملابس المصغّرة وكيف تبدأ.",
    ),
    body: t3(
      p(
        "Kapsül gardırop, birbiriyle uyumlu ve sık giydiğiniz sınırlı sayıda parçadan oluşur. Sabah ne giyeceğinizi düşünmeye harcadığınız zamanı azaltır, dolabınızı ferahlatır ve daha bilinçli alışveriş yapmanızı sağlar.",
        "Başlamak için son üç ayda hiç giymediğiniz parçaları ayırın. Kalanların arasından en sevdiğiniz renkleri belirleyin ve eksik kalan temel parçaları tamamlayın.",
        "Her yeni alışverişte kendinize şunu sorun: bu parça dolabımdaki en az üç parçayla uyuyor mu? Cevap evetse, kapsülünüze hoş geldi.",
      ),
      p(
        "A capsule wardrobe is a limited number of pieces that go together and that you wear often. It cuts the time you spend deciding what to wear in the morning, clears your wardrobe and makes you shop more thoughtfully.",
        "To start, set aside everything you haven't worn in the last three months. From what is left, pick the colours you love most and fill the gaps with a few essentials.",
        "Each time you shop, ask yourself one question: does this go with at least three things I already own? If the answer is yes, welcome it to your capsule.",
      ),
      p(
        "خزانة الملابس المصغّرة عدد محدود من القطع المتناسقة التي ترتديها كثيراً. فهي توفر الوقت الذي تقضيه كل صباح في اختيار ملابسك، وتخفف ازدحام خزانتك، وتجعلك أكثر وعياً عند التسوق.",
        "للبدء ضع جانباً كل ما لم ترتده في الأشهر الثلاثة الأخيرة، ثم اختر من الباقي الألوان التي تحبها أكثر وأكمل النواقص ببعض القطع الأساسية.",
        "في كل مرة تتسوق اسأل نفسك: هل تتناسب هذه القطعة مع ثلاث قطع على الأقل في خزانتي؟ إذا كان الجواب نعم فمرحباً بها في خزانتك المصغّرة.",
      ),
    ),
  },
  {
    code: "kablosuz-kulaklik-secimi",
    category: "teknoloji",
    author: "Kerem Tunalı",
    cover: {
      visuals: [
        ["headphones", "#1f1f22"],
        ["earbuds", "#f4f4ef"],
      ],
      background: ["#e7ecf3", "#b7c5d8"],
    },
    ageDays: 9,
    views: 2210,
    title: t3(
      "Kablosuz Kulaklık Seçerken Nelere Dikkat Etmeli?",
      "What to Look for in Wireless Headphones",
      "ما الذي تبحث عنه في السماعات اللاسلكية؟",
    ),
    summary: t3(
      "Kulak içi mi, kulak üstü mü? Gürültü engelleme, pil ömrü ve bağlantı için kısa bir rehber.",
      "In-ear or over-ear? A short guide to noise cancelling, battery life and connectivity.",
      "داخل الأذن أم فوقها؟ دليل قصير حول إلغاء الضوضاء وعمر البطارية والاتصال.",
    ),
    body: t3(
      p(
        "Kulaklık seçiminde ilk soru, onu nerede kullanacağınız. Toplu taşımada ve sporda kulak içi modeller hafiflikleriyle öne çıkarken, uzun süreli dinleme ve uçak yolculukları için kulak üstü modeller daha konforludur.",
        ul(
          "<strong>Aktif gürültü engelleme (ANC):</strong> motor ve klima uğultusu gibi sabit sesleri bastırır; kalabalık ortamlarda fark yaratır.",
          "<strong>Pil ömrü:</strong> kulak içi modellerde şarj kutusuyla birlikte toplam süreye bakın.",
          "<strong>Çoklu bağlantı:</strong> telefon ile bilgisayar arasında kesintisiz geçiş sağlar.",
          "<strong>Suya dayanıklılık:</strong> spor için en az IPX4 arayın.",
        ),
        "Son olarak kulaklığı mümkünse birkaç gün deneyin: kulak yapısı herkeste farklıdır ve konfor, teknik özelliklerden daha önemlidir.",
      ),
      p(
        "The first question is where you will use them. In-ear models win on lightness for commuting and sport, while over-ear models are more comfortable for long listening and flights.",
        ul(
          "<strong>Active noise cancelling (ANC):</strong> suppresses steady sounds like engines and air conditioning, and makes a real difference in busy places.",
          "<strong>Battery life:</strong> for in-ear models, look at the total including the charging case.",
          "<strong>Multipoint:</strong> switches smoothly between your phone and your computer.",
          "<strong>Water resistance:</strong> for sport, look for at least IPX4.",
        ),
        "Finally, try them for a few days if you can: everyone's ears are different, and comfort matters more than the spec sheet.",
      ),
      p(
        "السؤال الأول هو أين ستستخدم السماعات. تتفوق السماعات داخل الأذن بخفتها في المواصلات والرياضة، بينما تكون السماعات فوق الأذن أكثر راحة للاستماع الطويل وفي الطائرة.",
        ul(
          "<strong>إلغاء الضوضاء النشط:</strong> يخفف الأصوات الثابتة مثل هدير المحركات والمكيفات، ويصنع فرقاً في الأماكن المزدحمة.",
          "<strong>عمر البطارية:</strong> في السماعات داخل الأذن انظر إلى المدة الإجمالية مع علبة الشحن.",
          "<strong>الاتصال المتعدد:</strong> يتيح الانتقال السلس بين الهاتف والحاسوب.",
          "<strong>مقاومة الماء:</strong> للرياضة ابحث عن IPX4 على الأقل.",
        ),
        "وأخيراً جرّب السماعات بضعة أيام إن أمكن، فشكل الأذن يختلف من شخص لآخر، والراحة أهم من المواصفات.",
      ),
    ),
  },
  {
    code: "pil-omru",
    category: "teknoloji",
    author: "Burak Aydemir",
    cover: {
      visuals: [
        ["phone", "#3a6ea5"],
        ["watch", "#1f1f22"],
      ],
      background: ["#e9f0f7", "#bcd3ea"],
    },
    ageDays: 30,
    views: 4075,
    title: t3(
      "Telefonunuzun Pil Ömrünü Uzatmanın 6 Yolu",
      "6 Ways to Make Your Phone's Battery Last Longer",
      "6 طرق لإطالة عمر بطارية هاتفك",
    ),
    summary: t3(
      "Pilinizi hem gün içinde hem de yıllar boyunca daha verimli kullanmak için basit alışkanlıklar.",
      "Simple habits that make your battery go further, both through the day and over the years.",
      "عادات بسيطة تجعل بطاريتك تدوم أطول خلال اليوم وعلى مدى السنين.",
    ),
    body: t3(
      p(
        "Lityum iyon piller, her şarj döngüsüyle biraz kapasite kaybeder. Doğru alışkanlıklarla bu kaybı yavaşlatabilir, gün içinde de şarj aletine daha az ihtiyaç duyabilirsiniz.",
        ul(
          "Pili mümkün olduğunca %20 ile %80 arasında tutun; birçok telefondaki “optimize şarj” seçeneğini açın.",
          "Telefonu güneş altında ya da sıcak araçta bırakmayın: ısı, pilin en büyük düşmanıdır.",
          "Ekran parlaklığını otomatiğe alın ve koyu temayı kullanın (AMOLED ekranlarda fark belirgindir).",
          "Kullanmadığınız uygulamaların arka planda konum erişimini kapatın.",
          "Zayıf sinyalli yerlerde Wi-Fi'yi tercih edin; telefon şebeke ararken daha çok enerji harcar.",
          "Orijinal ya da sertifikalı şarj aleti kullanın.",
        ),
      ),
      p(
        "Lithium-ion batteries lose a little capacity with every charge cycle. With the right habits you can slow that down, and reach for the charger less during the day too.",
        ul(
          "Keep the battery between about 20% and 80% where you can, and turn on the “optimised charging” option many phones have.",
          "Don't leave your phone in the sun or in a hot car: heat is a battery's worst enemy.",
          "Set the screen brightness to automatic and use dark mode (the difference is clear on AMOLED screens).",
          "Turn off background location access for apps you don't use.",
          "Where the signal is weak, use Wi-Fi; the phone spends more energy searching for the network.",
          "Use an original or certified charger.",
        ),
      ),
      p(
        "تفقد بطاريات الليثيوم أيون جزءاً صغيراً من سعتها مع كل دورة شحن، لكن العادات الصحيحة تبطئ ذلك وتقلل حاجتك إلى الشاحن خلال اليوم.",
        ul(
          "حافظ على شحن البطارية بين 20٪ و80٪ قدر الإمكان، وفعّل خيار “الشحن المحسّن” الموجود في كثير من الهواتف.",
          "لا تترك هاتفك تحت الشمس أو في سيارة ساخنة، فالحرارة ألد أعداء البطارية.",
          "اضبط سطوع الشاشة على الوضع التلقائي واستخدم الوضع الداكن (الفرق واضح في شاشات AMOLED).",
          "أوقف وصول التطبيقات التي لا تستخدمها إلى الموقع في الخلفية.",
          "استخدم شبكة Wi-Fi حيث تكون الإشارة ضعيفة، فالهاتف يستهلك طاقة أكبر في البحث عن الشبكة.",
          "استخدم شاحناً أصلياً أو معتمداً.",
        ),
      ),
    ),
  },
  {
    code: "akilli-saat-saglik",
    category: "teknoloji",
    author: "Dr. Nihan Korkmaz",
    cover: {
      visuals: [
        ["watch", "#e7a1b5"],
        ["sneaker", "#f4f4ef"],
      ],
      background: ["#f7eef2", "#e6c3d1"],
    },
    ageDays: 52,
    views: 980,
    title: t3(
      "Akıllı Saatle Daha Sağlıklı Bir Gün",
      "A Healthier Day with a Smartwatch",
      "يوم أكثر صحة مع الساعة الذكية",
    ),
    summary: t3(
      "Adım, uyku ve nabız verilerinizi hedeflere dönüştürmenin pratik yolları.",
      "Practical ways to turn your step, sleep and heart-rate data into goals.",
      "طرق عملية لتحويل بيانات الخطوات والنوم ونبض القلب إلى أهداف.",
    ),
    body: t3(
      p(
        "Akıllı saatler yalnızca bildirim göstermekle kalmıyor; gün boyu topladıkları verilerle alışkanlıklarınızı görmenizi sağlıyor. Önemli olan, bu verileri ulaşılabilir hedeflere çevirmek.",
        "Günlük adım hedefinizi son iki haftanın ortalamasının biraz üstüne koyun. Her saat başı gelen hareket hatırlatıcısı, masa başında çalışanlar için küçük ama etkili bir alışkanlık yaratır.",
        "Uyku takibinde tek bir geceye değil haftalık eğilime bakın. Dinlenme nabzınızda birkaç gün süren belirgin bir yükselme görürseniz dinlenmeye zaman ayırın; şüpheli durumlarda mutlaka bir hekime danışın.",
      ),
      p(
        "Smartwatches do more than show notifications: the data they gather through the day lets you see your habits. What matters is turning that data into goals you can reach.",
        "Set your daily step goal a little above your average for the last two weeks. An hourly reminder to move builds a small but effective habit for anyone who works at a desk.",
        "For sleep, look at the weekly trend rather than a single night. If your resting heart rate stays clearly higher for several days, make time to rest, and if in doubt, see a doctor.",
      ),
      p(
        "لا تقتصر الساعات الذكية على عرض الإشعارات، فالبيانات التي تجمعها طوال اليوم تتيح لك رؤية عاداتك. والمهم هو تحويل هذه البيانات إلى أهداف يمكن تحقيقها.",
        "اجعل هدف خطواتك اليومي أعلى قليلاً من متوسط الأسبوعين الماضيين. ويساعد تذكير الحركة كل ساعة من يعملون على المكتب على اكتساب عادة صغيرة لكنها فعالة.",
        "في تتبع النوم انظر إلى الاتجاه الأسبوعي لا إلى ليلة واحدة. وإذا لاحظت ارتفاعاً واضحاً في نبض الراحة لعدة أيام فخصص وقتاً للراحة، واستشر طبيباً عند الشك.",
      ),
    ),
  },
  {
    code: "kucuk-salon-aydinlatma",
    category: "ev-dekorasyon",
    author: "Ayla Demirtaş",
    cover: {
      visuals: [
        ["lamp", "#efe6d2"],
        ["cushion", "#2f7d4f"],
      ],
      background: ["#f5f0e6", "#e2d3b3"],
    },
    ageDays: 15,
    views: 1560,
    title: t3(
      "Küçük Salonlar İçin Aydınlatma Fikirleri",
      "Lighting Ideas for Small Living Rooms",
      "أفكار إضاءة لغرف المعيشة الصغيرة",
    ),
    summary: t3(
      "Doğru ışıkla küçük bir salon hem daha ferah hem daha sıcak görünebilir.",
      "With the right light, a small living room can look both roomier and warmer.",
      "مع الإضاءة المناسبة تبدو غرفة المعيشة الصغيرة أوسع وأكثر دفئاً.",
    ),
    body: t3(
      p(
        "Küçük salonlarda tek bir tavan lambası, odayı olduğundan daha basık gösterir. Işığı farklı yüksekliklere dağıtmak, mekâna derinlik kazandırır.",
        "Okuma köşesine yönlendirilebilir bir lambader, konsolun ya da yan sehpanın üzerine sıcak ışıklı bir masa lambası koyun. 2700 K civarındaki sıcak beyaz ampuller akşamları rahatlatıcı bir ortam yaratır.",
        "Rattan ya da keten abajurlar ışığı yumuşatarak duvarlara desen düşürür. Dimmerli lambalarla aynı odayı film gecesine de çalışma saatine de uyarlayabilirsiniz.",
      ),
      p(
        "In a small living room, a single ceiling light makes the room look lower than it is. Spreading light at different heights gives the space depth.",
        "Put an adjustable floor lamp by the reading corner and a warm table lamp on the console or side table. Warm white bulbs of around 2700 K make evenings relaxing.",
        "Rattan or linen shades soften the light and cast patterns on the walls. With dimmable lamps the same room works for a film night and for work.",
      ),
      p(
        "في غرف المعيشة الصغيرة يجعل مصباح السقف الوحيد الغرفة تبدو أقل ارتفاعاً مما هي عليه، أما توزيع الإضاءة على مستويات مختلفة فيمنح المكان عمقاً.",
        "ضع مصباحاً أرضياً قابلاً للتوجيه بجانب ركن القراءة، ومصباح طاولة بضوء دافئ على الكونسول أو الطاولة الجانبية. وتخلق المصابيح ذات الضوء الأبيض الدافئ بنحو 2700 كلفن أجواء مريحة في المساء.",
        "تلطف أغطية الراتان أو الكتان الضوء وترسم نقوشاً على الجدران، ومع المصابيح القابلة للتعتيم تناسب الغرفة نفسها سهرة فيلم وساعات العمل.",
      ),
    ),
  },
  {
    code: "dokum-tava-bakimi",
    category: "ev-dekorasyon",
    author: "Mert Sarıgül",
    cover: {
      visuals: [
        ["pan", "#1f1f22"],
        ["mug", "#e8702a"],
      ],
      background: ["#f4ebe4", "#dfc3ad"],
    },
    ageDays: 38,
    views: 2890,
    title: t3(
      "Döküm Tava Bakımı: Ömürlük Kullanım İçin 5 Kural",
      "Caring for Cast Iron: 5 Rules for a Lifetime",
      "العناية بمقلاة الحديد الزهر: 5 قواعد لعمر كامل",
    ),
    summary: t3(
      "Doğru bakılan bir döküm tava nesilden nesile geçer. Yağlama, yıkama ve saklama üzerine bilmeniz gerekenler.",
      "A well-kept cast-iron pan is handed down the generations. What to know about seasoning, washing and storing it.",
      "مقلاة الحديد الزهر المعتنى بها تنتقل من جيل إلى جيل. إليك ما تحتاج معرفته عن تتبيلها وغسلها وحفظها.",
    ),
    body: t3(
      p(
        "Döküm tavanın yapışmaz yüzeyi, zamanla oluşan ince bir yağ tabakasından gelir. Bu tabakayı korudukça tava her kullanımda daha iyi pişirir.",
        ul(
          "İlk kullanımdan önce ince bir kat bitkisel yağ sürüp fırında 200 °C'de bir saat tutun.",
          "Sıcak sudan ve yumuşak fırçadan yararlanın; bulaşık makinesine koymayın.",
          "Yıkadıktan sonra ocakta tamamen kurutun ve çok ince bir yağ sürün.",
          "Asitli yemekleri (domates sosu gibi) uzun süre tavada bekletmeyin.",
          "Nemli dolaplarda değil, kuru ve havadar bir yerde saklayın.",
        ),
      ),
      p(
        "A cast-iron pan's non-stick surface comes from a thin layer of oil that builds up over time. Look after that layer and the pan cooks better every time you use it.",
        ul(
          "Before first use, rub in a thin coat of vegetable oil and leave it in the oven at 200 °C for an hour.",
          "Use hot water and a soft brush; never put it in the dishwasher.",
          "After washing, dry it completely on the hob and wipe on a very thin layer of oil.",
          "Don't leave acidic dishes (like tomato sauce) sitting in the pan for long.",
          "Store it somewhere dry and airy, not in a damp cupboard.",
        ),
      ),
      p(
        "يأتي سطح مقلاة الحديد الزهر غير اللاصق من طبقة رقيقة من الزيت تتكون مع الوقت، وكلما حافظت عليها طهت المقلاة بشكل أفضل.",
        ul(
          "قبل الاستخدام الأول ادهنها بطبقة رقيقة من الزيت النباتي وضعها في الفرن على 200 درجة مئوية لمدة ساعة.",
          "استخدم الماء الساخن وفرشاة ناعمة، ولا تضعها في غسالة الصحون.",
          "بعد الغسل جففها تماماً على النار وادهنها بطبقة رقيقة جداً من الزيت.",
          "لا تترك الأطباق الحمضية مثل صلصة الطماطم في المقلاة لفترة طويلة.",
          "احفظها في مكان جاف وجيد التهوية لا في خزانة رطبة.",
        ),
      ),
    ),
  },
  {
    code: "havlu-secimi",
    category: "ev-dekorasyon",
    author: "Deniz Aksoy",
    cover: {
      visuals: [
        ["towel", "#d6c2a1"],
        ["towel", "#f4f4ef"],
      ],
      background: ["#eef2f4", "#c9d6dd"],
    },
    ageDays: 77,
    views: 720,
    title: t3(
      "Havlu Seçerken Bilinmesi Gerekenler",
      "What to Know When Choosing Towels",
      "ما يجب معرفته عند اختيار المناشف",
    ),
    summary: t3(
      "Gramaj, iplik ve pamuk türü: yumuşak ve iyi kurulayan havlunun sırları.",
      "Weight, yarn and type of cotton: the secrets of a soft towel that really dries.",
      "الكثافة والخيط ونوع القطن: أسرار المنشفة الناعمة التي تجفف جيداً.",
    ),
    body: t3(
      p(
        "Havlunun kalitesini belirleyen ilk ölçü gramajdır, yani metrekare başına ağırlığı. 500-600 g/m² aralığı, hem yumuşak hem de çabuk kuruyan bir denge sunar.",
        "Uzun lifli pamuk ve bambu karışımları daha yumuşak ve emicidir. Yeni havlularınızı ilk kullanımdan önce bir kez yıkayın; emicilik ilk yıkamalardan sonra artar.",
        "Yumuşatıcı, liflerin üzerini kaplayarak emiciliği düşürür. Bunun yerine durulama suyuna yarım bardak sirke eklemek havlularınızı yumuşak tutar.",
      ),
      p(
        "The first measure of a towel's quality is its weight per square metre. Between 500 and 600 g/m² gives a good balance of softness and quick drying.",
        "Long-staple cotton and bamboo blends are softer and more absorbent. Wash new towels once before using them; they absorb better after the first few washes.",
        "Fabric softener coats the fibres and makes towels less absorbent. Adding half a glass of vinegar to the rinse keeps them soft instead.",
      ),
      p(
        "أول مقياس لجودة المنشفة هو كثافتها، أي وزنها لكل متر مربع. ويمنح النطاق بين 500 و600 غرام للمتر المربع توازناً جيداً بين النعومة وسرعة الجفاف.",
        "القطن طويل التيلة وخلطات الخيزران أكثر نعومة وامتصاصاً. اغسل المناشف الجديدة مرة قبل استخدامها، فامتصاصها يتحسن بعد الغسلات الأولى.",
        "يغطي منعم الأقمشة الألياف ويقلل امتصاص المناشف، أما إضافة نصف كوب من الخل إلى ماء الشطف فتحافظ على نعومتها.",
      ),
    ),
  },
  {
    code: "evde-20-dakika",
    category: "saglik-spor",
    author: "Ömer Karaca",
    cover: {
      visuals: [
        ["dumbbell", "#1f1f22"],
        ["yogamat", "#6a4c93"],
        ["kettlebell", "#b3261e"],
      ],
      background: ["#eef3f8", "#c4d3e6"],
    },
    ageDays: 3,
    views: 1150,
    title: t3(
      "Evde 20 Dakikalık Tüm Vücut Antrenmanı",
      "A 20-Minute Full-Body Workout at Home",
      "تمرين لكامل الجسم في 20 دقيقة في المنزل",
    ),
    summary: t3(
      "Bir yoga matı ve bir çift dambılla yapabileceğiniz, her seviyeye uygun kısa bir program.",
      "A short routine for every level, with just a yoga mat and a pair of dumbbells.",
      "برنامج قصير يناسب جميع المستويات بسجادة يوغا وزوج من الدمبل فقط.",
    ),
    body: t3(
      p(
        "Spor salonuna gidecek vakit bulamadığınız günlerde 20 dakika yeterli. Aşağıdaki hareketleri 40 saniye çalışıp 20 saniye dinlenerek sırayla yapın ve turu dört kez tekrarlayın.",
        ul(
          "Squat (dambıllarla ya da ağırlıksız)",
          "Şınav (gerekirse dizler yerde)",
          "Dambıl ile tek kol row",
          "Glute bridge",
          "Plank",
        ),
        "Başlamadan önce beş dakika ısının, bitirince esneyin. Ağrı hissederseniz durun; yeni başlıyorsanız bir uzmana danışmanız iyi olur.",
      ),
      p(
        "On days when there is no time for the gym, 20 minutes is enough. Do each move below for 40 seconds with 20 seconds' rest, in order, and repeat the round four times.",
        ul(
          "Squats (with dumbbells or bodyweight)",
          "Push-ups (on your knees if needed)",
          "Single-arm dumbbell rows",
          "Glute bridges",
          "Plank",
        ),
        "Warm up for five minutes before you start and stretch when you finish. Stop if you feel pain, and if you are just starting out it is worth asking a professional.",
      ),
      p(
        "في الأيام التي لا تجد فيها وقتاً للذهاب إلى النادي تكفيك 20 دقيقة. نفّذ كل تمرين مما يلي لمدة 40 ثانية مع راحة 20 ثانية بالترتيب، وكرر الجولة أربع مرات.",
        ul(
          "القرفصاء (بالدمبل أو بوزن الجسم)",
          "الضغط (على الركبتين عند الحاجة)",
          "التجديف بالدمبل بذراع واحدة",
          "رفع الحوض",
          "البلانك",
        ),
        "أحمِ جسمك خمس دقائق قبل البدء وتمدد بعد الانتهاء. توقف إذا شعرت بألم، وإذا كنت مبتدئاً فمن الأفضل استشارة مختص.",
      ),
    ),
  },
  {
    code: "ilk-kamp-cantasi",
    category: "saglik-spor",
    author: "Kerem Tunalı",
    cover: {
      visuals: [
        ["backpack", "#6b6b3a"],
        ["thermos", "#2f7d4f"],
        ["boot", "#6f4a2f"],
      ],
      background: ["#eef2e8", "#c8d6b4"],
    },
    ageDays: 19,
    views: 1430,
    title: t3(
      "İlk Kamp Çantanızı Hazırlayın",
      "Pack Your First Camping Bag",
      "جهّز حقيبة التخييم الأولى",
    ),
    summary: t3(
      "Bir gecelik kamp için yanınıza almanız gerekenler ve çantayı doğru yerleştirmenin püf noktaları.",
      "What to take for a night under canvas, and how to pack the bag so it carries well.",
      "ما تحتاجه لليلة تخييم واحدة، وكيف ترتب الحقيبة لتحملها براحة.",
    ),
    body: t3(
      p(
        "İlk kamp deneyiminiz için her şeyi almanız gerekmez; ama bazı şeyleri unutmamanız gerekir. 30-45 litrelik bir sırt çantası bir gecelik kamp için yeterlidir.",
        ul(
          "Uyku tulumu ve mat",
          "Yağmurluk ve bir kat yedek sıcak giysi",
          "Kafa lambası ve yedek pil",
          "Sıcak içecek için termos",
          "İlk yardım seti",
          "Su ve kolay hazırlanan yiyecekler",
        ),
        "Ağır eşyaları sırta yakın ve omuz hizasında, sık kullandıklarınızı üst cepte taşıyın. Çantanın bel kemerini sıkmak, yükün büyük kısmını omuzlardan kalçaya aktarır.",
      ),
      p(
        "You don't need to take everything on your first camping trip, but there are things you mustn't forget. A 30–45 litre backpack is plenty for one night.",
        ul(
          "Sleeping bag and mat",
          "Rain jacket and a spare warm layer",
          "Head torch and spare batteries",
          "A flask for hot drinks",
          "First-aid kit",
          "Water and easy-to-make food",
        ),
        "Carry heavy items close to your back at shoulder height and the things you use often in the top pocket. Tightening the hip belt moves most of the load from your shoulders to your hips.",
      ),
      p(
        "لا تحتاج إلى أخذ كل شيء في رحلة التخييم الأولى، لكن هناك أشياء لا يجوز نسيانها. وتكفي حقيبة ظهر بسعة 30-45 لتراً لليلة واحدة.",
        ul(
          "كيس نوم وفرشة",
          "معطف مطر وطبقة دافئة إضافية",
          "مصباح رأس وبطاريات احتياطية",
          "ترمس للمشروبات الساخنة",
          "حقيبة إسعافات أولية",
          "ماء وطعام سهل التحضير",
        ),
        "ضع الأغراض الثقيلة قريباً من ظهرك وبمستوى الكتفين، والأشياء التي تستخدمها كثيراً في الجيب العلوي. وشدّ حزام الخصر ينقل معظم الحمل من الكتفين إلى الوركين.",
      ),
    ),
  },
  {
    code: "kosu-ayakkabisi-rehberi",
    category: "saglik-spor",
    author: "Zeynep Oral",
    cover: {
      visuals: [
        ["sneaker", "#e8702a"],
        ["sneaker", "#3a6ea5"],
      ],
      background: ["#fdf0e6", "#f3c9a7"],
    },
    ageDays: 46,
    views: 2340,
    title: t3(
      "Koşuya Başlayanlar İçin Ayakkabı Rehberi",
      "A Shoe Guide for New Runners",
      "دليل الأحذية للمبتدئين في الجري",
    ),
    summary: t3(
      "Yanlış ayakkabı koşu keyfini kaçırır. İlk koşu ayakkabınızı seçerken dikkat etmeniz gerekenler.",
      "The wrong shoes spoil the joy of running. What to look for in your first pair of running shoes.",
      "الحذاء الخطأ يفسد متعة الجري. إليك ما تبحث عنه في أول حذاء جري.",
    ),
    body: t3(
      p(
        "Koşu ayakkabısı seçerken moda değil, konfor belirleyici olmalı. Ayakkabıyı günün ilerleyen saatlerinde, ayaklarınız biraz şiştiğinde deneyin ve koşarken giydiğiniz çoraplarla giyin.",
        "Başparmağınızın ucu ile ayakkabının burnu arasında yaklaşık bir parmak boşluk kalmalı. Topuk kaymamalı, ayağın orta kısmı sıkmadan sarmalı.",
        "Asfaltta koşacaksanız yastıklaması iyi, hafif bir model; patikada koşacaksanız tutunması güçlü bir taban tercih edin. Ayakkabılarınızı yaklaşık 600-800 kilometrede bir yenileyin.",
      ),
      p(
        "When choosing running shoes, comfort should decide, not fashion. Try them on later in the day when your feet have swollen a little, and wear the socks you run in.",
        "Leave about a finger's width between your big toe and the front of the shoe. Your heel shouldn't slip, and the middle of the shoe should hold your foot without pinching.",
        "For tarmac, choose a light pair with good cushioning; for trails, a sole with strong grip. Replace your shoes every 600–800 kilometres or so.",
      ),
      p(
        "عند اختيار حذاء الجري يجب أن تكون الراحة هي المعيار لا الموضة. جرّب الحذاء في وقت متأخر من اليوم حين تنتفخ قدماك قليلاً، وارتدِ الجوارب التي تجري بها.",
        "اترك مسافة بعرض إصبع تقريباً بين إبهام القدم ومقدمة الحذاء، ويجب ألا ينزلق الكعب وأن يحتضن وسط الحذاء القدم دون أن يضغط عليها.",
        "للجري على الأسفلت اختر حذاءً خفيفاً بتبطين جيد، وللمسارات الترابية نعلاً قوي التماسك. واستبدل حذاءك كل 600-800 كيلومتر تقريباً.",
      ),
    ),
  },
];

export const FAQ_CATEGORIES: Array<{ code: string; name: T3 }> = [
  { code: "siparis", name: t3("Sipariş", "Orders", "الطلبات") },
  { code: "kargo", name: t3("Kargo ve Teslimat", "Shipping and Delivery", "الشحن والتوصيل") },
  { code: "iade", name: t3("İade ve Değişim", "Returns and Exchanges", "الإرجاع والاستبدال") },
  { code: "odeme", name: t3("Ödeme", "Payment", "الدفع") },
  { code: "uyelik", name: t3("Üyelik", "Account", "الحساب") },
];

export const FAQS: Array<{ code: string; category: string; q: T3; a: T3 }> = [
  {
    code: "uye-olmadan-siparis",
    category: "siparis",
    q: t3(
      "Üye olmadan sipariş verebilir miyim?",
      "Can I order without an account?",
      "هل يمكنني الطلب دون إنشاء حساب؟",
    ),
    a: t3(
      "<p>Evet. Sepetinizi oluşturduktan sonra “Üye olmadan devam et” seçeneğiyle misafir olarak sipariş verebilirsiniz. Siparişinizi daha sonra sipariş numaranız ve e-posta adresinizle takip edebilirsiniz.</p>",
      "<p>Yes. Once your cart is ready, choose “Continue as guest”. You can track the order later with your order number and e-mail address.</p>",
      "<p>نعم. بعد تجهيز سلتك اختر “المتابعة كزائر”، ويمكنك تتبع الطلب لاحقاً برقم الطلب وبريدك الإلكتروني.</p>",
    ),
  },
  {
    code: "siparis-iptali",
    category: "siparis",
    q: t3("Siparişimi iptal edebilir miyim?", "Can I cancel my order?", "هل يمكنني إلغاء طلبي؟"),
    a: t3(
      "<p>Siparişiniz kargoya verilene kadar Hesabım &gt; Siparişlerim sayfasından iptal edebilirsiniz. Ödemeniz 3 iş günü içinde iade edilir.</p>",
      "<p>Until it ships, you can cancel your order in My Account &gt; My Orders. We refund you within 3 business days.</p>",
      "<p>يمكنك إلغاء طلبك من صفحة حسابي &gt; طلباتي ما لم يُشحن بعد، ويُعاد المبلغ خلال 3 أيام عمل.</p>",
    ),
  },
  {
    code: "siparis-notu",
    category: "siparis",
    q: t3(
      "Siparişime hediye notu ekleyebilir miyim?",
      "Can I add a gift note to my order?",
      "هل يمكنني إضافة بطاقة إهداء إلى طلبي؟",
    ),
    a: t3(
      "<p>Evet, sepet sayfasında “Hediye paketi” seçeneğini işaretleyip notunuzu yazabilirsiniz. Faturada fiyat bilgisi yer almaz.</p>",
      "<p>Yes, tick “Gift wrap” on the cart page and write your note. The invoice in the parcel shows no prices.</p>",
      "<p>نعم، اختر “تغليف هدية” في صفحة السلة واكتب رسالتك، ولن تظهر الأسعار على الفاتورة داخل الطرد.</p>",
    ),
  },
  {
    code: "kargo-suresi",
    category: "kargo",
    q: t3("Siparişim ne zaman kargoya verilir?", "When will my order ship?", "متى يُشحن طلبي؟"),
    a: t3(
      "<p>Saat 15.00'e kadar verilen siparişler çoğunlukla aynı gün, en geç 1-3 iş günü içinde kargoya verilir. Teslimat süresi bulunduğunuz ile göre 1-3 iş günüdür.</p>",
      "<p>Orders placed before 15:00 usually ship the same day, and always within 1–3 business days. Delivery then takes 1–3 business days depending on your province.</p>",
      "<p>تُشحن الطلبات المقدمة قبل الساعة 15:00 غالباً في اليوم نفسه، وخلال 1-3 أيام عمل كحد أقصى، ثم يستغرق التوصيل 1-3 أيام عمل حسب الولاية.</p>",
    ),
  },
  {
    code: "ucretsiz-kargo",
    category: "kargo",
    q: t3("Kargo ücreti ne kadar?", "How much is shipping?", "كم تبلغ رسوم الشحن؟"),
    a: t3(
      "<p>500 ₺ ve üzeri siparişlerde kargo ücretsizdir. Bu tutarın altındaki siparişlerde kargo ücreti, seçtiğiniz kargo firmasına ve paketin desisine göre sepette gösterilir.</p>",
      "<p>Shipping is free on orders of 500 ₺ or more. Below that, the fee depends on the cargo company you choose and the parcel's volumetric weight, and is shown in your cart.</p>",
      "<p>الشحن مجاني للطلبات بقيمة 500 ₺ أو أكثر، وما دون ذلك تظهر الرسوم في السلة حسب شركة الشحن التي تختارها والوزن الحجمي للطرد.</p>",
    ),
  },
  {
    code: "kargo-takibi",
    category: "kargo",
    q: t3("Kargomu nasıl takip ederim?", "How do I track my parcel?", "كيف أتتبع شحنتي؟"),
    a: t3(
      "<p>Siparişiniz kargoya verildiğinde takip numaranız e-posta ve SMS ile gönderilir. Hesabım &gt; Siparişlerim sayfasındaki “Kargo takibi” bağlantısıyla da takip edebilirsiniz.</p>",
      "<p>When your order ships, we send the tracking number by e-mail and SMS. You can also follow it with the “Track parcel” link in My Account &gt; My Orders.</p>",
      "<p>عند شحن طلبك نرسل رقم التتبع عبر البريد الإلكتروني والرسائل القصيرة، ويمكنك أيضاً متابعته عبر رابط “تتبع الشحنة” في حسابي &gt; طلباتي.</p>",
    ),
  },
  {
    code: "iade-suresi",
    category: "iade",
    q: t3("İade süresi kaç gün?", "How long do I have to return something?", "ما مدة الإرجاع؟"),
    a: t3(
      "<p>Ürünleri teslim aldığınız tarihten itibaren 15 gün içinde ücretsiz iade edebilirsiniz. Ayrıntılar için İade ve Değişim Koşulları sayfasına bakabilirsiniz.</p>",
      "<p>You can return products free of charge within 15 days of delivery. See the Returns and Exchanges page for details.</p>",
      "<p>يمكنك إرجاع المنتجات مجاناً خلال 15 يوماً من استلامها. للتفاصيل راجع صفحة الإرجاع والاستبدال.</p>",
    ),
  },
  {
    code: "iade-odeme",
    category: "iade",
    q: t3(
      "İade ettiğim ürünün ücreti ne zaman yatar?",
      "When will I get my refund?",
      "متى أسترد المبلغ؟",
    ),
    a: t3(
      "<p>İade depomuza ulaşıp onaylandıktan sonra 3 iş günü içinde ödeme yaptığınız karta ya da hesaba aktarılır. Bankanıza göre hesabınıza yansıması birkaç gün sürebilir.</p>",
      "<p>Within 3 business days of the return reaching our warehouse and being approved, we refund the card or account you paid with. Your bank may take a few more days to show it.</p>",
      "<p>خلال 3 أيام عمل من وصول المرتجع إلى مستودعنا والموافقة عليه نعيد المبلغ إلى البطاقة أو الحساب الذي دفعت منه، وقد يستغرق ظهوره بضعة أيام حسب مصرفك.</p>",
    ),
  },
  {
    code: "odeme-yontemleri",
    category: "odeme",
    q: t3(
      "Hangi ödeme yöntemlerini kullanabilirim?",
      "Which payment methods can I use?",
      "ما طرق الدفع المتاحة؟",
    ),
    a: t3(
      "<p>Kredi ve banka kartı (taksit seçenekleriyle), havale/EFT, kapıda ödeme ve dijital cüzdanlarla ödeme yapabilirsiniz. Havale/EFT ile ödemelerde %3 indirim uygulanır.</p>",
      "<p>You can pay by credit or debit card (with instalment options), bank transfer, cash on delivery or digital wallets. Paying by bank transfer gets you a 3% discount.</p>",
      "<p>يمكنك الدفع ببطاقة الائتمان أو الخصم (مع خيارات التقسيط)، أو بالتحويل المصرفي، أو نقداً عند الاستلام، أو بالمحافظ الرقمية. ويحصل الدفع بالتحويل المصرفي على خصم 3٪.</p>",
    ),
  },
  {
    code: "havale-aciklama",
    category: "odeme",
    q: t3(
      "Havale yaparken açıklamaya ne yazmalıyım?",
      "What should I write in the bank transfer reference?",
      "ماذا أكتب في وصف التحويل المصرفي؟",
    ),
    a: t3(
      "<p>Açıklama alanına adınızı ve soyadınızı ile JS ile başlayan sipariş numaranızı yazın. Ödemeniz ulaştığında siparişiniz hazırlanmaya başlar.</p>",
      "<p>Write your full name and your order number, which starts with JS. Your order is prepared as soon as the payment arrives.</p>",
      "<p>اكتب اسمك الكامل ورقم طلبك الذي يبدأ بالحرفين JS، وسيبدأ تجهيز طلبك فور وصول المبلغ.</p>",
    ),
  },
  {
    code: "kart-guvenligi",
    category: "odeme",
    q: t3(
      "Kart bilgilerim saklanıyor mu?",
      "Do you store my card details?",
      "هل تُحفظ بيانات بطاقتي؟",
    ),
    a: t3(
      "<p>Hayır. Kart numaranız ve CVV kodunuz sistemlerimizde saklanmaz; ödemeler 256 bit SSL ve 3D Secure ile, lisanslı ödeme kuruluşları üzerinden alınır.</p>",
      "<p>No. Your card number and CVV are never stored in our systems; payments are taken by licensed payment institutions with 256-bit SSL and 3D Secure.</p>",
      "<p>لا. لا نخزّن رقم بطاقتك ولا رمز CVV في أنظمتنا، وتتم المدفوعات عبر مؤسسات دفع مرخصة مع SSL بتشفير 256 بت و3D Secure.</p>",
    ),
  },
  {
    code: "sifremi-unuttum",
    category: "uyelik",
    q: t3(
      "Şifremi unuttum, ne yapmalıyım?",
      "I forgot my password. What should I do?",
      "نسيت كلمة المرور، ماذا أفعل؟",
    ),
    a: t3(
      "<p>Giriş sayfasındaki “Şifremi unuttum” bağlantısına tıklayın; e-posta adresinize şifre yenileme bağlantısı gönderilir. Bağlantı güvenliğiniz için kısa süre geçerlidir.</p>",
      "<p>Click “Forgot password” on the sign-in page and we will e-mail you a link to set a new one. For your security the link is valid for a short time only.</p>",
      "<p>انقر على “نسيت كلمة المرور” في صفحة تسجيل الدخول، وسنرسل إلى بريدك رابطاً لتعيين كلمة مرور جديدة، وهو صالح لفترة قصيرة حفاظاً على أمانك.</p>",
    ),
  },
  {
    code: "hesap-silme",
    category: "uyelik",
    q: t3("Hesabımı nasıl silerim?", "How do I delete my account?", "كيف أحذف حسابي؟"),
    a: t3(
      "<p>Hesabım &gt; Kişisel Bilgilerim sayfasındaki “Hesabımı sil” düğmesiyle hesabınızı silebilirsiniz. Yasal olarak saklamamız gereken fatura kayıtları dışındaki verileriniz silinir.</p>",
      "<p>Use the “Delete my account” button in My Account &gt; Personal Information. Everything except the invoice records the law requires us to keep is erased.</p>",
      "<p>استخدم زر “حذف حسابي” في صفحة حسابي &gt; معلوماتي الشخصية، وستُحذف بياناتك باستثناء سجلات الفواتير التي يلزمنا القانون بالاحتفاظ بها.</p>",
    ),
  },
];
