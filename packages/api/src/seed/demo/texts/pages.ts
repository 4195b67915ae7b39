// The shop's content pages, as an admin would write them: policies, agreements and the returns
// page, in tr, en and ar. Bodies are HTML. The seller is the demo company; a real shop replaces
// its name, address and registry numbers in the admin area.
import { type T3, t3 } from "../util.ts";

export interface ContentPageSeed {
  code: string;
  category: string;
  title: T3;
  slug: T3;
  description: T3;
  body: T3;
}

export const CONTENT_CATEGORIES: Array<{ code: string; name: T3 }> = [
  { code: "kurumsal", name: t3("Kurumsal", "Company", "عن الشركة") },
  {
    code: "sozlesmeler",
    name: t3("Sözleşmeler ve Politikalar", "Agreements and Policies", "الاتفاقيات والسياسات"),
  },
  { code: "yardim", name: t3("Yardım", "Help", "المساعدة") },
];

const h = (title: string, ...paragraphs: string[]) =>
  `<h2>${title}</h2>${paragraphs.map((p) => (p.startsWith("<") ? p : `<p>${p}</p>`)).join("")}`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

const SELLER = t3(
  "Demo Mağazacılık A.Ş., Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer / İstanbul; Mersis No: 0123456789000015; e-posta: destek@demo-magaza.example; telefon: 0850 555 00 00",
  "Demo Mağazacılık A.Ş., Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer, Istanbul, Türkiye; MERSIS no. 0123456789000015; e-mail: destek@demo-magaza.example; phone: +90 850 555 00 00",
  "شركة Demo Mağazacılık A.Ş.، حي مسلك، شارع بيوك دره رقم 255، 34485 صارِيَر، إسطنبول، تركيا؛ رقم السجل MERSIS: 0123456789000015؛ البريد الإلكتروني: destek@demo-magaza.example؛ الهاتف: ‎+90 850 555 00 00",
);

export const CONTENT_PAGES: ContentPageSeed[] = [
  {
    code: "about",
    category: "kurumsal",
    title: t3("Hakkımızda", "About Us", "من نحن"),
    slug: t3("hakkimizda", "about-us", "من-نحن"),
    description: t3(
      "Giyimden elektroniğe, evden kitaba binlerce ürünü güvenle kapınıza getiren çevrimiçi mağaza.",
      "An online shop bringing thousands of products, from fashion and electronics to home and books, safely to your door.",
      "متجر إلكتروني يوصل آلاف المنتجات من الأزياء والإلكترونيات إلى المنزل والكتب إلى باب بيتك بأمان.",
    ),
    body: t3(
      h(
        "Biz kimiz?",
        "2015 yılında İstanbul'da küçük bir ekiple kurulan mağazamız, bugün giyimden elektroniğe, ev ürünlerinden kitaba kadar geniş bir yelpazede Türkiye'nin dört bir yanına ve yurt dışına gönderim yapıyor.",
        "Yerli üreticilerle doğrudan çalışıyor, her ürünü depomuzda kontrol ederek gönderiyoruz. Amacımız basit: doğru ürünü, doğru fiyata ve söz verdiğimiz sürede ulaştırmak.",
      ) +
        h(
          "Neden biz?",
          ul(
            "15 gün içinde ücretsiz iade",
            "256 bit SSL ve 3D Secure ile güvenli ödeme",
            "500 ₺ ve üzeri siparişlerde ücretsiz kargo",
            "Hafta içi 09.00–21.00 arası canlı müşteri hizmetleri",
          ),
        ),
      h(
        "Who we are",
        "Founded in Istanbul in 2015 by a small team, our shop now delivers a wide range of products, from clothing and electronics to homeware and books, all over Türkiye and abroad.",
        "We work directly with local makers and check every item in our warehouse before it ships. Our aim is simple: the right product, at the right price, when we said it would arrive.",
      ) +
        h(
          "Why shop with us?",
          ul(
            "Free returns within 15 days",
            "Secure payment with 256-bit SSL and 3D Secure",
            "Free shipping on orders of 500 ₺ or more",
            "Live customer service on weekdays from 09:00 to 21:00",
          ),
        ),
      h(
        "من نحن",
        "تأسس متجرنا في إسطنبول عام 2015 على يد فريق صغير، وهو اليوم يوصل مجموعة واسعة من المنتجات، من الملابس والإلكترونيات إلى الأدوات المنزلية والكتب، إلى جميع أنحاء تركيا وخارجها.",
        "نعمل مباشرة مع المصنّعين المحليين ونفحص كل منتج في مستودعنا قبل شحنه. هدفنا بسيط: المنتج المناسب بالسعر المناسب وفي الموعد الذي وعدنا به.",
      ) +
        h(
          "لماذا تتسوق معنا؟",
          ul(
            "إرجاع مجاني خلال 15 يوماً",
            "دفع آمن مع SSL بتشفير 256 بت و3D Secure",
            "شحن مجاني للطلبات بقيمة 500 ₺ أو أكثر",
            "خدمة عملاء مباشرة أيام الأسبوع من 09:00 إلى 21:00",
          ),
        ),
    ),
  },
  {
    code: "secure-shopping",
    category: "kurumsal",
    title: t3("Güvenli Alışveriş", "Secure Shopping", "التسوق الآمن"),
    slug: t3("guvenli-alisveris", "secure-shopping", "التسوق-الآمن"),
    description: t3(
      "Kart bilgileriniz 256 bit SSL ve 3D Secure ile korunur, sunucularımızda saklanmaz.",
      "Your card details are protected by 256-bit SSL and 3D Secure, and never stored on our servers.",
      "تُحمى بيانات بطاقتك بتشفير SSL بقوة 256 بت و3D Secure، ولا تُخزّن على خوادمنا.",
    ),
    body: t3(
      h(
        "Ödemeleriniz güvende",
        "Sitemizdeki tüm sayfalar 256 bit SSL sertifikasıyla şifrelenir. Kart ile ödemelerde bankanızın 3D Secure doğrulaması kullanılır; ödemeyi yalnızca telefonunuza gelen tek kullanımlık şifreyle onaylayabilirsiniz.",
        "Kart numaranız ve güvenlik kodunuz (CVV) sunucularımızda saklanmaz ve kayıtlara yazılmaz; ödeme, BDDK lisanslı ödeme kuruluşları üzerinden gerçekleştirilir.",
      ) +
        h(
          "Hesabınızı koruyun",
          ul(
            "En az 8 karakterli, başka yerde kullanmadığınız bir şifre seçin.",
            "Mağazamız sizden e-posta ya da telefonla asla şifre veya kart bilgisi istemez.",
            "Ortak kullanılan bilgisayarlarda işiniz bitince oturumu kapatın.",
          ),
        ),
      h(
        "Your payments are safe",
        "Every page of our site is encrypted with a 256-bit SSL certificate. Card payments use your bank's 3D Secure check, so a payment is approved only with the one-time code sent to your phone.",
        "Your card number and security code (CVV) are never stored on our servers or written to logs; payments go through payment institutions licensed by the Turkish banking authority (BDDK).",
      ) +
        h(
          "Protect your account",
          ul(
            "Choose a password of at least 8 characters that you do not use anywhere else.",
            "We will never ask for your password or card details by e-mail or phone.",
            "Sign out when you have finished on a shared computer.",
          ),
        ),
      h(
        "مدفوعاتك في أمان",
        "جميع صفحات موقعنا مشفرة بشهادة SSL بقوة 256 بت. وتستخدم المدفوعات بالبطاقة تحقق 3D Secure من مصرفك، فلا يُعتمد الدفع إلا برمز يُرسل إلى هاتفك لمرة واحدة.",
        "لا نخزّن رقم بطاقتك ورمز الأمان (CVV) على خوادمنا ولا نسجلهما، وتتم المدفوعات عبر مؤسسات دفع مرخصة من هيئة الرقابة المصرفية التركية (BDDK).",
      ) +
        h(
          "احمِ حسابك",
          ul(
            "اختر كلمة مرور لا تقل عن 8 أحرف ولا تستخدمها في مكان آخر.",
            "لن نطلب منك أبداً كلمة المرور أو بيانات البطاقة عبر البريد الإلكتروني أو الهاتف.",
            "سجّل الخروج بعد الانتهاء عند استخدام حاسوب مشترك.",
          ),
        ),
    ),
  },
  {
    code: "cookie-policy",
    category: "sozlesmeler",
    title: t3("Çerez Politikası", "Cookie Policy", "سياسة ملفات تعريف الارتباط"),
    slug: t3("cerez-politikasi", "cookie-policy", "سياسة-ملفات-تعريف-الارتباط"),
    description: t3(
      "Sitemizde hangi çerezleri, hangi amaçla ve ne kadar süreyle kullandığımızı açıklar.",
      "Explains which cookies our site uses, why, and for how long.",
      "توضح ملفات تعريف الارتباط التي يستخدمها موقعنا والغرض منها ومدة الاحتفاظ بها.",
    ),
    body: t3(
      h(
        "Çerez nedir?",
        "Çerezler, ziyaret ettiğiniz sitenin tarayıcınıza kaydettiği küçük metin dosyalarıdır. Sepetinizi hatırlamak, oturumunuzu güvenle sürdürmek ve tercihlerinizi saklamak için kullanılır.",
      ) +
        h(
          "Kullandığımız çerezler",
          ul(
            "<strong>Zorunlu çerezler:</strong> oturum ve misafir sepeti çerezleri (24 saat), güvenlik çerezleri. Bunlar olmadan site çalışmaz; onayınıza bağlı değildir.",
            "<strong>Tercih çerezleri:</strong> seçtiğiniz dil (365 gün) ve para birimi.",
            "<strong>Çerez onayı:</strong> çerez bildirimine verdiğiniz yanıt (1 yıl).",
            "<strong>Analitik çerezler:</strong> ziyaretlerin ölçümü için yalnızca onay verdiğinizde kullanılır.",
          ),
        ) +
        h(
          "Çerezleri nasıl yönetebilirsiniz?",
          "Çerez bildirimindeki Ayarlar düğmesiyle tercihlerinizi dilediğiniz zaman değiştirebilir, tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz. Zorunlu çerezleri engellerseniz sepet ve üyelik işlemleri çalışmayabilir.",
          "Kişisel verilerinizin işlenmesine ilişkin ayrıntılar için KVKK Aydınlatma Metni'ni inceleyebilirsiniz.",
        ),
      h(
        "What is a cookie?",
        "Cookies are small text files that a site you visit stores in your browser. We use them to remember your cart, keep your session secure and save your preferences.",
      ) +
        h(
          "The cookies we use",
          ul(
            "<strong>Essential cookies:</strong> session and guest-cart cookies (24 hours) and security cookies. The site cannot work without them, so they do not depend on your consent.",
            "<strong>Preference cookies:</strong> the language you chose (365 days) and your currency.",
            "<strong>Consent cookie:</strong> your answer to the cookie notice (1 year).",
            "<strong>Analytics cookies:</strong> used to measure visits, only if you agree.",
          ),
        ) +
        h(
          "Managing cookies",
          "You can change your choices at any time with the Settings button of the cookie notice, and delete or block cookies in your browser settings. If you block essential cookies, the cart and your account may not work.",
          "For how we process personal data, please read our Personal Data Protection Notice.",
        ),
      h(
        "ما هي ملفات تعريف الارتباط؟",
        "ملفات تعريف الارتباط ملفات نصية صغيرة يحفظها الموقع الذي تزوره في متصفحك. نستخدمها لتذكر سلتك والحفاظ على أمان جلستك وحفظ تفضيلاتك.",
      ) +
        h(
          "الملفات التي نستخدمها",
          ul(
            "<strong>الملفات الضرورية:</strong> ملفات الجلسة وسلة الزائر (24 ساعة) وملفات الأمان. لا يعمل الموقع بدونها، لذا لا تتوقف على موافقتك.",
            "<strong>ملفات التفضيلات:</strong> اللغة التي اخترتها (365 يوماً) والعملة.",
            "<strong>ملف الموافقة:</strong> ردك على إشعار ملفات تعريف الارتباط (سنة واحدة).",
            "<strong>ملفات التحليلات:</strong> لقياس الزيارات، ولا تُستخدم إلا بموافقتك.",
          ),
        ) +
        h(
          "إدارة ملفات تعريف الارتباط",
          "يمكنك تغيير اختياراتك في أي وقت عبر زر الإعدادات في الإشعار، كما يمكنك حذف الملفات أو حظرها من إعدادات المتصفح. إذا حظرت الملفات الضرورية فقد لا تعمل السلة أو حسابك.",
          "للاطلاع على كيفية معالجة بياناتك الشخصية، يرجى قراءة إشعار حماية البيانات الشخصية.",
        ),
    ),
  },
  {
    code: "kvkk",
    category: "sozlesmeler",
    title: t3(
      "KVKK Aydınlatma Metni",
      "Personal Data Protection Notice",
      "إشعار حماية البيانات الشخصية",
    ),
    slug: t3(
      "kvkk-aydinlatma-metni",
      "personal-data-protection-notice",
      "إشعار-حماية-البيانات-الشخصية",
    ),
    description: t3(
      "6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında kişisel verilerinizin işlenmesine ilişkin aydınlatma metni.",
      "How we process your personal data under Turkish Law No. 6698 on the Protection of Personal Data (KVKK).",
      "كيف نعالج بياناتك الشخصية وفقاً للقانون التركي رقم 6698 لحماية البيانات الشخصية.",
    ),
    body: t3(
      h(
        "Veri sorumlusu",
        `Kişisel verileriniz, veri sorumlusu sıfatıyla ${SELLER.tr} tarafından aşağıda açıklanan kapsamda işlenmektedir.`,
      ) +
        h(
          "İşlenen kişisel veriler ve amaçlar",
          ul(
            "Kimlik ve iletişim bilgileri (ad, soyad, e-posta, telefon): üyelik, sipariş ve müşteri hizmetleri süreçleri için.",
            "Adres ve fatura bilgileri: siparişlerin teslimi ve yasal faturalandırma için.",
            "İşlem bilgileri (sipariş, iade, ödeme kayıtları): sözleşmenin ifası ve mali mevzuattaki saklama yükümlülükleri için.",
            "Ticari elektronik ileti izni: yalnızca açık onay verdiğinizde kampanya duyuruları için.",
          ),
        ) +
        h(
          "Hukuki sebepler ve aktarım",
          "Verileriniz KVKK'nın 5. maddesindeki sözleşmenin kurulması ve ifası, hukuki yükümlülüklerin yerine getirilmesi ve meşru menfaat sebeplerine dayanarak işlenir. Siparişinizin teslimi için kargo şirketlerine, ödemeniz için ödeme kuruluşlarına ve talep hâlinde yetkili kamu kurumlarına aktarılabilir.",
        ) +
        h(
          "Haklarınız",
          "KVKK'nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz. Başvurularınızı kvkk@demo-magaza.example adresine iletebilirsiniz; en geç 30 gün içinde yanıtlanır.",
        ),
      h(
        "Data controller",
        `Your personal data is processed by ${SELLER.en}, as data controller, as described below.`,
      ) +
        h(
          "What we process and why",
          ul(
            "Identity and contact details (name, surname, e-mail, phone): to run your membership, orders and customer service.",
            "Address and billing details: to deliver orders and issue the invoices the law requires.",
            "Transaction records (orders, returns, payments): to perform our contract with you and keep records as tax law requires.",
            "Consent to commercial messages: for campaign news, only if you explicitly agree.",
          ),
        ) +
        h(
          "Legal grounds and transfers",
          "We process your data on the grounds in Article 5 of the Law: entering into and performing a contract, meeting legal obligations and our legitimate interests. It may be shared with cargo companies to deliver your order, with payment institutions to take your payment and, on request, with the competent authorities.",
        ) +
        h(
          "Your rights",
          "Under Article 11 of the Law you may ask whether your data is processed, have it corrected or erased, and object to its processing. Send your request to kvkk@demo-magaza.example; we answer within 30 days at the latest.",
        ),
      h(
        "مسؤول البيانات",
        `تعالج بياناتك الشخصية ${SELLER.ar} بصفتها مسؤولة عن البيانات، وفق ما هو موضح أدناه.`,
      ) +
        h(
          "البيانات التي نعالجها وأغراضها",
          ul(
            "بيانات الهوية والاتصال (الاسم والكنية والبريد الإلكتروني والهاتف): لإدارة العضوية والطلبات وخدمة العملاء.",
            "بيانات العنوان والفوترة: لتسليم الطلبات وإصدار الفواتير التي يفرضها القانون.",
            "سجلات المعاملات (الطلبات والمرتجعات والمدفوعات): لتنفيذ العقد معك والاحتفاظ بالسجلات وفق القوانين الضريبية.",
            "الموافقة على الرسائل التجارية: لأخبار الحملات، فقط إذا وافقت صراحةً.",
          ),
        ) +
        h(
          "الأسس القانونية ونقل البيانات",
          "نعالج بياناتك استناداً إلى المادة 5 من القانون: إبرام العقد وتنفيذه، والوفاء بالالتزامات القانونية، ومصالحنا المشروعة. وقد نشاركها مع شركات الشحن لتسليم طلبك، ومع مؤسسات الدفع لاستلام مدفوعاتك، ومع الجهات الرسمية المختصة عند الطلب.",
        ) +
        h(
          "حقوقك",
          "بموجب المادة 11 من القانون يحق لك معرفة ما إذا كانت بياناتك تُعالج، وطلب تصحيحها أو حذفها، والاعتراض على معالجتها. أرسل طلبك إلى kvkk@demo-magaza.example، وسنرد خلال 30 يوماً كحد أقصى.",
        ),
    ),
  },
  {
    code: "membership-agreement",
    category: "sozlesmeler",
    title: t3("Üyelik Sözleşmesi", "Membership Agreement", "اتفاقية العضوية"),
    slug: t3("uyelik-sozlesmesi", "membership-agreement", "اتفاقية-العضوية"),
    description: t3(
      "Mağazamıza üye olan kullanıcılar ile mağazamız arasındaki hak ve yükümlülükler.",
      "The rights and obligations between our shop and its members.",
      "الحقوق والالتزامات بين متجرنا وأعضائه.",
    ),
    body: t3(
      h(
        "1. Taraflar",
        `Bu sözleşme, ${SELLER.tr} ("Mağaza") ile siteye üye olan kişi ("Üye") arasında, üyelik formunun onaylanmasıyla kurulur.`,
      ) +
        h(
          "2. Üyenin yükümlülükleri",
          ul(
            "Üyelik sırasında verdiği bilgilerin doğru ve güncel olmasından Üye sorumludur.",
            "Şifresini gizli tutmak ve hesabında yapılan işlemlerden sorumlu olmak Üye'ye aittir.",
            "Site, hukuka ve genel ahlaka aykırı amaçlarla kullanılamaz; ürün yorumlarında başkalarının haklarına saygı gösterilir.",
          ),
        ) +
        h(
          "3. Mağazanın hakları",
          "Mağaza, sözleşmeye aykırı davranan üyeliği askıya alabilir veya sona erdirebilir; yorumları yayımlamadan önce inceler. Kampanya ve fiyatlarda değişiklik yapma hakkı saklıdır; verilmiş siparişler değişiklikten etkilenmez.",
        ) +
        h(
          "4. Sona erme ve uyuşmazlıklar",
          "Üye, hesabını dilediği zaman hesap ayarlarından silebilir. Uyuşmazlıklarda Tüketici Hakem Heyetleri ve Tüketici Mahkemeleri yetkilidir.",
        ),
      h(
        "1. Parties",
        `This agreement is made between ${SELLER.en} (the "Shop") and the person who signs up on the site (the "Member") when the sign-up form is confirmed.`,
      ) +
        h(
          "2. The member's obligations",
          ul(
            "The Member is responsible for the information given at sign-up being correct and up to date.",
            "The Member keeps their password secret and is responsible for what is done with their account.",
            "The site may not be used for unlawful purposes; product reviews respect the rights of others.",
          ),
        ) +
        h(
          "3. The shop's rights",
          "The Shop may suspend or end a membership that breaches this agreement, and reviews comments before publishing them. It may change campaigns and prices; orders already placed are not affected.",
        ) +
        h(
          "4. Ending the agreement and disputes",
          "The Member may delete their account at any time in the account settings. Consumer Arbitration Committees and Consumer Courts in Türkiye settle disputes.",
        ),
      h(
        "1. الأطراف",
        `تُبرم هذه الاتفاقية بين ${SELLER.ar} ("المتجر") والشخص الذي يسجل في الموقع ("العضو") عند تأكيد نموذج التسجيل.`,
      ) +
        h(
          "2. التزامات العضو",
          ul(
            "العضو مسؤول عن صحة المعلومات التي يقدمها عند التسجيل وتحديثها.",
            "يحافظ العضو على سرية كلمة المرور ويتحمل مسؤولية ما يتم عبر حسابه.",
            "لا يجوز استخدام الموقع لأغراض مخالفة للقانون، وتحترم التقييمات حقوق الآخرين.",
          ),
        ) +
        h(
          "3. حقوق المتجر",
          "يجوز للمتجر تعليق العضوية المخالفة لهذه الاتفاقية أو إنهاؤها، ويراجع التعليقات قبل نشرها. ويحق له تعديل الحملات والأسعار دون أن يؤثر ذلك في الطلبات المؤكدة.",
        ) +
        h(
          "4. الإنهاء والنزاعات",
          "يمكن للعضو حذف حسابه في أي وقت من إعدادات الحساب. وتختص هيئات التحكيم والمحاكم الاستهلاكية في تركيا بالنظر في النزاعات.",
        ),
    ),
  },
  {
    code: "distance-sales",
    category: "sozlesmeler",
    title: t3("Mesafeli Satış Sözleşmesi", "Distance Sales Agreement", "اتفاقية البيع عن بعد"),
    slug: t3("mesafeli-satis-sozlesmesi", "distance-sales-agreement", "اتفاقية-البيع-عن-بعد"),
    description: t3(
      "6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca satış koşulları.",
      "Terms of sale under Turkish Consumer Protection Law No. 6502 and the Distance Contracts Regulation.",
      "شروط البيع وفق قانون حماية المستهلك التركي رقم 6502 ولائحة العقود عن بعد.",
    ),
    body: t3(
      h("1. Satıcı", SELLER.tr) +
        h(
          "2. Konu",
          "Bu sözleşme, alıcının sitemizden elektronik ortamda sipariş verdiği ürünlerin satışı ve teslimine ilişkin hak ve yükümlülükleri düzenler. Ürünlerin temel nitelikleri, vergiler dahil toplam fiyatı, ödeme şekli ve teslimat bilgileri sipariş özetinde yer alır.",
        ) +
        h(
          "3. Teslimat",
          "Ürünler, siparişin onaylanmasından itibaren yasal 30 günlük süreyi aşmamak kaydıyla, genellikle 1-3 iş günü içinde kargoya verilir. Kargo ücreti sipariş özetinde gösterilir; kampanya koşullarında ücretsizdir.",
        ) +
        h(
          "4. Cayma hakkı",
          "Alıcı, teslim tarihinden itibaren 14 gün içinde hiçbir gerekçe göstermeden ve cezai şart ödemeden cayma hakkına sahiptir. Mağazamız bu süreyi 15 güne uzatır ve iade kargo ücretini karşılar. Hijyen nedeniyle ambalajı açılmış kozmetik ürünler ile kişiye özel üretilen ürünlerde cayma hakkı kullanılamaz.",
        ) +
        h(
          "5. İade ve uyuşmazlıklar",
          "Cayma bildiriminin ulaşmasından itibaren 14 gün içinde ödeme, alıcının kullandığı ödeme aracına iade edilir. Uyuşmazlıklarda Ticaret Bakanlığınca ilan edilen parasal sınırlar dahilinde Tüketici Hakem Heyetleri, aşan durumlarda Tüketici Mahkemeleri yetkilidir.",
        ),
      h("1. Seller", SELLER.en) +
        h(
          "2. Subject",
          "This agreement sets out the rights and obligations for the sale and delivery of the products the buyer orders on our site. The products' main features, total price including taxes, payment method and delivery details are in the order summary.",
        ) +
        h(
          "3. Delivery",
          "Products usually ship within 1–3 business days of the order being confirmed, and always within the legal limit of 30 days. The shipping fee is shown in the order summary and is free under campaign conditions.",
        ) +
        h(
          "4. Right of withdrawal",
          "The buyer may withdraw within 14 days of delivery without giving a reason or paying a penalty. Our shop extends this period to 15 days and pays for the return shipping. The right does not apply to cosmetics whose packaging has been opened, for hygiene reasons, nor to products made to the buyer's specifications.",
        ) +
        h(
          "5. Refunds and disputes",
          "The payment is refunded to the buyer's original payment method within 14 days of the withdrawal notice reaching us. Disputes go to the Consumer Arbitration Committees within the monetary limits set by the Ministry of Trade, and above them to the Consumer Courts.",
        ),
      h("1. البائع", SELLER.ar) +
        h(
          "2. الموضوع",
          "تنظم هذه الاتفاقية حقوق الطرفين والتزاماتهما في بيع المنتجات التي يطلبها المشتري عبر موقعنا وتسليمها. وتظهر الخصائص الأساسية للمنتجات وسعرها الإجمالي شاملاً الضرائب وطريقة الدفع وبيانات التسليم في ملخص الطلب.",
        ) +
        h(
          "3. التسليم",
          "تُشحن المنتجات عادةً خلال 1-3 أيام عمل من تأكيد الطلب، ودائماً ضمن المهلة القانونية البالغة 30 يوماً. وتظهر رسوم الشحن في ملخص الطلب، وتكون مجانية وفق شروط الحملات.",
        ) +
        h(
          "4. حق العدول",
          "يحق للمشتري العدول عن الشراء خلال 14 يوماً من التسليم دون إبداء أسباب أو دفع غرامة. ويمدد متجرنا هذه المدة إلى 15 يوماً ويتحمل تكلفة شحن الإرجاع. ولا يسري هذا الحق على مستحضرات التجميل المفتوحة لأسباب صحية، ولا على المنتجات المصنوعة حسب طلب المشتري.",
        ) +
        h(
          "5. الاسترداد والنزاعات",
          "يُعاد المبلغ إلى وسيلة الدفع التي استخدمها المشتري خلال 14 يوماً من وصول إشعار العدول إلينا. وتختص هيئات التحكيم الاستهلاكية بالنزاعات ضمن الحدود المالية التي تحددها وزارة التجارة، والمحاكم الاستهلاكية فيما يتجاوزها.",
        ),
    ),
  },
  {
    code: "preliminary-information",
    category: "sozlesmeler",
    title: t3("Ön Bilgilendirme Formu", "Preliminary Information Form", "نموذج المعلومات الأولية"),
    slug: t3("on-bilgilendirme-formu", "preliminary-information-form", "نموذج-المعلومات-الأولية"),
    description: t3(
      "Mesafeli Sözleşmeler Yönetmeliği uyarınca sipariş öncesi bilgiler.",
      "What the buyer is told before ordering, under the Distance Contracts Regulation.",
      "ما يُبلَّغ به المشتري قبل الطلب وفق لائحة العقود عن بعد.",
    ),
    body: t3(
      h("1. Satıcı", SELLER.tr) +
        h(
          "2. Ürün ve fiyat",
          "Siparişinizdeki ürünlerin temel nitelikleri, adetleri ve vergiler dahil satış fiyatları ile kargo ve varsa ek hizmet bedelleri (hediye paketi, kapıda ödeme hizmet bedeli) sipariş özetinde gösterilir.",
        ) +
        h(
          "3. Ödeme ve teslimat",
          "Ödeme kredi/banka kartı, havale/EFT veya kapıda ödeme ile yapılır. Havale/EFT siparişlerinde açıklamaya adınızı ve JS ile başlayan sipariş kodunu yazmanız gerekir. Ürünler en geç 30 gün içinde teslim edilir.",
        ) +
        h(
          "4. Cayma hakkı",
          "Teslim tarihinden itibaren 15 gün içinde cayma hakkınızı kullanabilirsiniz; iade kargo ücreti mağazamıza aittir.",
        ),
      h("1. Seller", SELLER.en) +
        h(
          "2. Products and prices",
          "The main features, quantities and prices including taxes of the products you order, the shipping fee and any extra charges (gift wrap, the pay-at-door service fee) are shown in the order summary.",
        ) +
        h(
          "3. Payment and delivery",
          "You pay by credit or debit card, by wire transfer or at the door. For a wire transfer, the transfer note must carry your name and the order code that starts with JS. Products are delivered within 30 days at the latest.",
        ) +
        h(
          "4. Right of withdrawal",
          "You may withdraw within 15 days of delivery; the shop pays for the return shipping.",
        ),
      h("1. البائع", SELLER.ar) +
        h(
          "2. المنتجات والأسعار",
          "تظهر في ملخص الطلب الخصائص الأساسية للمنتجات وكمياتها وأسعارها شاملة الضرائب ورسوم الشحن وأي رسوم إضافية (تغليف الهدايا، رسوم خدمة الدفع عند الباب).",
        ) +
        h(
          "3. الدفع والتسليم",
          "يتم الدفع بالبطاقة أو بالحوالة البنكية أو عند الباب. وفي الحوالة البنكية يجب أن تتضمن ملاحظة التحويل اسمك ورمز الطلب الذي يبدأ بـ JS. وتُسلَّم المنتجات خلال 30 يوماً على الأكثر.",
        ) +
        h("4. حق العدول", "يمكنك العدول خلال 15 يوماً من التسليم؛ ويتحمل المتجر تكلفة شحن الإرجاع."),
    ),
  },
  {
    code: "returns",
    category: "yardim",
    title: t3("İade ve Değişim Koşulları", "Returns and Exchanges", "الإرجاع والاستبدال"),
    slug: t3("iade-ve-degisim", "returns-and-exchanges", "الإرجاع-والاستبدال"),
    description: t3(
      "Satın aldığınız ürünleri 15 gün içinde ücretsiz iade edebilir veya değiştirebilirsiniz.",
      "Return or exchange what you bought free of charge within 15 days.",
      "يمكنك إرجاع مشترياتك أو استبدالها مجاناً خلال 15 يوماً.",
    ),
    body: t3(
      h(
        "15 gün içinde ücretsiz iade",
        "Siparişinizi teslim aldığınız tarihten itibaren 15 gün içinde, hiçbir gerekçe göstermeden ücretsiz iade edebilirsiniz. İade kargo ücreti mağazamıza aittir.",
      ) +
        h(
          "İade nasıl yapılır?",
          "<ol><li>Hesabım &gt; Siparişlerim sayfasından iade etmek istediğiniz ürünü seçin ve iade talebi oluşturun.</li><li>Size verilen iade kodunu kargo şubesinde belirterek ürünü anlaşmalı kargo firmamıza ücretsiz teslim edin.</li><li>Ürün depomuza ulaşıp kontrol edildikten sonra iade onaylanır.</li></ol>",
          "Onaylanan iadelerde ödemeniz 3 iş günü içinde, ödemeyi yaptığınız karta veya hesaba iade edilir; bankanıza göre hesabınıza yansıması birkaç gün sürebilir.",
        ) +
        h(
          "İade edilemeyen ürünler",
          ul(
            "Hijyen nedeniyle ambalajı açılmış kozmetik ve kişisel bakım ürünleri",
            "Kişiye özel üretilen veya kişiselleştirilen ürünler",
            "Kullanılmış, yıkanmış ya da etiketi çıkarılmış ürünler",
          ),
        ) +
        h(
          "Değişim",
          "Beden veya renk değişimi için iade talebi oluşturup yeni siparişinizi verebilirsiniz; stokta varsa değişim ürününü aynı gün kargoya veririz.",
        ),
      h(
        "Free returns within 15 days",
        "You can return your order within 15 days of receiving it, free of charge and without giving a reason. We pay for the return shipping.",
      ) +
        h(
          "How to return",
          "<ol><li>In My Account &gt; My Orders, choose the item you want to return and create a return request.</li><li>Hand the parcel in free of charge at our partner cargo company, quoting the return code you were given.</li><li>The return is approved once the item reaches our warehouse and has been checked.</li></ol>",
          "For approved returns we refund the card or account you paid with within 3 business days; depending on your bank it may take a few more days to appear.",
        ) +
        h(
          "What cannot be returned",
          ul(
            "Cosmetics and personal care products whose packaging has been opened, for hygiene reasons",
            "Products made to order or personalised",
            "Items that have been used, washed or had their labels removed",
          ),
        ) +
        h(
          "Exchanges",
          "To change a size or colour, create a return request and place a new order; if it is in stock, we ship the new item the same day.",
        ),
      h(
        "إرجاع مجاني خلال 15 يوماً",
        "يمكنك إرجاع طلبك مجاناً خلال 15 يوماً من استلامه دون إبداء أي سبب، ونتحمل نحن تكلفة شحن الإرجاع.",
      ) +
        h(
          "كيف تُرجع منتجاً؟",
          "<ol><li>من صفحة حسابي &gt; طلباتي اختر المنتج الذي تريد إرجاعه وأنشئ طلب إرجاع.</li><li>سلّم الطرد مجاناً إلى شركة الشحن المتعاقدة معنا مع ذكر رمز الإرجاع الذي حصلت عليه.</li><li>تتم الموافقة على الإرجاع بعد وصول المنتج إلى مستودعنا وفحصه.</li></ol>",
          "في حال الموافقة نعيد المبلغ إلى البطاقة أو الحساب الذي دفعت منه خلال 3 أيام عمل، وقد يستغرق ظهوره بضعة أيام إضافية حسب مصرفك.",
        ) +
        h(
          "منتجات لا يمكن إرجاعها",
          ul(
            "مستحضرات التجميل ومنتجات العناية الشخصية المفتوحة لأسباب صحية",
            "المنتجات المصنوعة حسب الطلب أو المخصصة",
            "المنتجات المستخدمة أو المغسولة أو التي أزيلت ملصقاتها",
          ),
        ) +
        h(
          "الاستبدال",
          "لتغيير المقاس أو اللون أنشئ طلب إرجاع وقدّم طلباً جديداً، وإذا كان المنتج متوفراً نشحنه في اليوم نفسه.",
        ),
    ),
  },
];
