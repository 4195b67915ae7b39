// Sample admin-written policy HTML for the stories (what /cerez-politikasi returns).
export const samplePolicyHtml = {
  tr: `<p>Bu Çerez Politikası, <strong>Şıkçarşı</strong> internet sitesini ziyaret ettiğinizde hangi çerezlerin kullanıldığını ve bunları nasıl yönetebileceğinizi açıklar.</p>
<h2>Çerez nedir?</h2>
<p>Çerezler, ziyaret ettiğiniz siteler tarafından tarayıcınıza kaydedilen küçük metin dosyalarıdır. Sepetinizi hatırlamak ve oturumunuzu açık tutmak gibi temel işlevler için gereklidir.</p>
<h2>Kullandığımız çerezler</h2>
<ul><li><strong>Zorunlu çerezler:</strong> oturum, sepet ve güvenlik için.</li><li><strong>Analitik çerezler:</strong> site trafiğini ölçmek için.</li><li><strong>Pazarlama çerezleri:</strong> size özel kampanyalar göstermek için.</li></ul>
<table><thead><tr><th>Çerez</th><th>Amaç</th><th>Süre</th></tr></thead><tbody><tr><td>cookiePolitical</td><td>Çerez onayınızı hatırlar</td><td>1 yıl</td></tr><tr><td>i18n_redirected</td><td>Dil tercihinizi hatırlar</td><td>365 gün</td></tr></tbody></table>
<h2>Çerezleri nasıl yönetebilirsiniz?</h2>
<p>Tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz. Zorunlu çerezleri engellemeniz durumunda sitenin bazı bölümleri çalışmayabilir.</p>
<p>Sorularınız için <a href="/iletisim">iletişim sayfamızdan</a> bize ulaşabilirsiniz.</p>`,
  en: `<p>This Cookie Policy explains which cookies are used when you visit the <strong>Şıkçarşı</strong> website and how you can manage them.</p>
<h2>What is a cookie?</h2>
<p>Cookies are small text files saved in your browser by the sites you visit. They are needed for basic functions such as remembering your cart and keeping you signed in.</p>
<h2>The cookies we use</h2>
<ul><li><strong>Necessary cookies:</strong> for the session, the cart and security.</li><li><strong>Analytics cookies:</strong> to measure site traffic.</li><li><strong>Marketing cookies:</strong> to show offers made for you.</li></ul>
<table><thead><tr><th>Cookie</th><th>Purpose</th><th>Lifetime</th></tr></thead><tbody><tr><td>cookiePolitical</td><td>Remembers your consent</td><td>1 year</td></tr><tr><td>i18n_redirected</td><td>Remembers your language</td><td>365 days</td></tr></tbody></table>
<h2>How can you manage cookies?</h2>
<p>You can delete or block cookies in your browser's settings. If you block necessary cookies, parts of the site may not work.</p>
<p>For questions, reach us through our <a href="/iletisim">contact page</a>.</p>`,
  ar: `<p>توضح سياسة ملفات تعريف الارتباط هذه الملفات المستخدمة عند زيارتك موقع <strong>شيك تشارشي</strong> وكيف يمكنك إدارتها.</p>
<h2>ما ملف تعريف الارتباط؟</h2>
<p>ملفات تعريف الارتباط ملفات نصية صغيرة تحفظها المواقع التي تزورها في متصفحك. وهي ضرورية لوظائف أساسية مثل تذكّر سلتك وإبقائك مسجلًا الدخول.</p>
<h2>الملفات التي نستخدمها</h2>
<ul><li><strong>ملفات ضرورية:</strong> للجلسة والسلة والأمان.</li><li><strong>ملفات تحليلية:</strong> لقياس زيارات الموقع.</li><li><strong>ملفات تسويقية:</strong> لعرض عروض مخصصة لك.</li></ul>
<table><thead><tr><th>الملف</th><th>الغرض</th><th>المدة</th></tr></thead><tbody><tr><td>cookiePolitical</td><td>يتذكر موافقتك</td><td>سنة واحدة</td></tr><tr><td>i18n_redirected</td><td>يتذكر لغتك</td><td>365 يومًا</td></tr></tbody></table>
<h2>كيف يمكنك إدارة ملفات تعريف الارتباط؟</h2>
<p>يمكنك حذف ملفات تعريف الارتباط أو حظرها من إعدادات متصفحك. إذا حظرت الملفات الضرورية فقد لا تعمل بعض أجزاء الموقع.</p>
<p>لأي استفسار تواصل معنا عبر <a href="/iletisim">صفحة الاتصال</a>.</p>`,
};
