// The texts of the API's refusals in every language of the shop. A message may hold {name}
// placeholders filled from the refusal's parameters. A missing language falls back to Turkish.
import {
  DEFAULT_LANGUAGE,
  type ErrorCode,
  type FieldErrorCode,
  type LanguageCode,
} from "../contract/index.ts";

type Texts = Record<LanguageCode, string>;

export const ERROR_MESSAGES: Record<ErrorCode, Texts> = {
  no_stock: {
    tr: "Ürün stokta yok.",
    en: "This product is out of stock.",
    ar: "هذا المنتج غير متوفر في المخزون.",
  },
  required_sub_product: {
    tr: "Lütfen bir ürün seçeneği seçin.",
    en: "Please choose a product option.",
    ar: "يرجى اختيار أحد خيارات المنتج.",
  },
  error_while_add_cart: {
    tr: "Ürün sepete eklenemedi.",
    en: "The product could not be added to the cart.",
    ar: "تعذرت إضافة المنتج إلى السلة.",
  },
  error_member_min_order: {
    tr: "Bu üründen daha fazla adet seçmelisiniz.",
    en: "The quantity is below the minimum order for this product.",
    ar: "الكمية أقل من الحد الأدنى للطلب لهذا المنتج.",
  },
  error_member_max_order: {
    tr: "Bu üründen en fazla sipariş adedini aştınız.",
    en: "The quantity is above the maximum order for this product.",
    ar: "الكمية أكبر من الحد الأقصى للطلب لهذا المنتج.",
  },
  update_product_error: {
    tr: "Ürün güncellenemedi.",
    en: "The product could not be updated.",
    ar: "تعذر تحديث المنتج.",
  },
  delete_product_error: {
    tr: "Ürün silinemedi.",
    en: "The product could not be removed.",
    ar: "تعذرت إزالة المنتج.",
  },
  cart_price_more_than_campaign_price: {
    tr: "Kampanya tutarı sepet tutarından düşük.",
    en: "The campaign amount is lower than the cart total.",
    ar: "مبلغ الحملة أقل من إجمالي السلة.",
  },
  campaign_product_no_stock: {
    tr: "Kampanya ürünü stokta yok.",
    en: "The campaign product is out of stock.",
    ar: "منتج الحملة غير متوفر في المخزون.",
  },
  reached_maximum_usage_customer: {
    tr: "Bu kampanyayı kullanabileceğiniz en fazla sayıya ulaştınız.",
    en: "You have reached the maximum number of uses.",
    ar: "لقد وصلت إلى الحد الأقصى لعدد مرات الاستخدام.",
  },
  reached_maximum_usage: {
    tr: "Kullanım limiti doldu.",
    en: "The usage limit has been reached.",
    ar: "تم الوصول إلى الحد الأقصى للاستخدام.",
  },
  campaign_no_added: {
    tr: "Kampanya eklenemedi.",
    en: "The campaign could not be added.",
    ar: "تعذرت إضافة الحملة.",
  },
  campaign_no_removed: {
    tr: "Kampanya kaldırılamadı.",
    en: "The campaign could not be removed.",
    ar: "تعذرت إزالة الحملة.",
  },
  no_price_range: {
    tr: "Sepet tutarı bu kuponun fiyat aralığına uymuyor.",
    en: "The cart total is outside this coupon's price range.",
    ar: "إجمالي السلة خارج نطاق سعر هذه القسيمة.",
  },
  cant_customer: {
    tr: "Bu hediye çeki size ait değil.",
    en: "This gift certificate does not belong to you.",
    ar: "قسيمة الهدية هذه لا تخصك.",
  },
  coupon_code_no_added: {
    tr: "Kupon kodu eklenemedi.",
    en: "The coupon code could not be added.",
    ar: "تعذرت إضافة رمز القسيمة.",
  },
  coupon_members_only: {
    tr: "Bu kupon yalnızca üyelere özel; kullanmak için giriş yapın.",
    en: "This coupon is for members only; sign in to use it.",
    ar: "هذه القسيمة للأعضاء فقط؛ سجّل الدخول لاستخدامها.",
  },
  coupon_code_no_removed: {
    tr: "Kupon kodu kaldırılamadı.",
    en: "The coupon code could not be removed.",
    ar: "تعذرت إزالة رمز القسيمة.",
  },
  requiredDeliveryAddress: {
    tr: "Lütfen bir teslimat adresi seçin.",
    en: "Please choose a delivery address.",
    ar: "يرجى اختيار عنوان التوصيل.",
  },
  requiredInvoiceAddress: {
    tr: "Lütfen bir fatura adresi seçin.",
    en: "Please choose an invoice address.",
    ar: "يرجى اختيار عنوان الفاتورة.",
  },
  no_delivery_address: {
    tr: "Teslimat adresi seçilmedi.",
    en: "No delivery address has been chosen.",
    ar: "لم يتم اختيار عنوان التوصيل.",
  },
  no_invoice_address: {
    tr: "Fatura adresi seçilmedi.",
    en: "No invoice address has been chosen.",
    ar: "لم يتم اختيار عنوان الفاتورة.",
  },
  no_two_address: {
    tr: "Teslimat ve fatura adresi seçilmedi.",
    en: "Neither a delivery nor an invoice address has been chosen.",
    ar: "لم يتم اختيار عنوان التوصيل ولا عنوان الفاتورة.",
  },
  unexpected_error: {
    tr: "Beklenmeyen bir hata oluştu.",
    en: "An unexpected error occurred.",
    ar: "حدث خطأ غير متوقع.",
  },
  system_error: {
    tr: "Sistem hatası, lütfen yöneticiyle iletişime geçin.",
    en: "System error, please contact the administrator.",
    ar: "خطأ في النظام، يرجى التواصل مع المسؤول.",
  },
  service_unavailable: {
    tr: "Mağazaya şu anda ulaşılamıyor. Lütfen birkaç saniye sonra yeniden deneyin.",
    en: "The shop cannot be reached for a moment. Please try again in a few seconds.",
    ar: "يتعذّر الوصول إلى المتجر للحظات. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.",
  },
  email_or_phone_already_used: {
    tr: "Bu e-posta adresi veya telefon numarası zaten kullanılıyor.",
    en: "This e-mail address or phone number is already in use.",
    ar: "عنوان البريد الإلكتروني أو رقم الهاتف مستخدم بالفعل.",
  },
  wrong_password: {
    tr: "Şifre hatalı.",
    en: "Wrong password.",
    ar: "كلمة المرور غير صحيحة.",
  },
  user_not_found: {
    tr: "Kullanıcı bulunamadı.",
    en: "User not found.",
    ar: "المستخدم غير موجود.",
  },
  cannot_be_refunded: {
    tr: "Bu sipariş iade edilemez.",
    en: "This order cannot be refunded.",
    ar: "لا يمكن استرداد هذا الطلب.",
  },
  cannot_be_cancelled: {
    tr: "Bu sipariş iptal edilemez.",
    en: "This order cannot be cancelled.",
    ar: "لا يمكن إلغاء هذا الطلب.",
  },
  no_product_to_comment: {
    tr: "Yorum yapılacak ürün bulunamadı.",
    en: "There is no product to comment on.",
    ar: "لا يوجد منتج للتعليق عليه.",
  },
  comment_or_score_missing: {
    tr: "Lütfen yorumunuzu ve puanınızı girin.",
    en: "Please write a comment and give a rating.",
    ar: "يرجى كتابة تعليق وإعطاء تقييم.",
  },
  already_commented: {
    tr: "Bu ürüne daha önce yorum yaptınız.",
    en: "You have already commented on this product.",
    ar: "لقد علقت على هذا المنتج من قبل.",
  },
  question_missing: {
    tr: "Lütfen sorunuzu yazın.",
    en: "Please write your question.",
    ar: "يرجى كتابة سؤالك.",
  },
  email_not_found: {
    tr: "Bu e-posta adresiyle kayıtlı bir üye bulunamadı.",
    en: "No member is registered with this e-mail address.",
    ar: "لا يوجد عضو مسجل بهذا البريد الإلكتروني.",
  },
  password_link_expired: {
    tr: "Şifre değiştirme bağlantısının süresi doldu.",
    en: "The password-change link has expired.",
    ar: "انتهت صلاحية رابط تغيير كلمة المرور.",
  },
  sign_in_link_expired: {
    tr: "Giriş bağlantısının süresi dolmuş ya da bağlantı kullanılmış.",
    en: "The sign-in link has expired or has already been used.",
    ar: "انتهت صلاحية رابط تسجيل الدخول أو تم استخدامه من قبل.",
  },
  sign_in_switch_unconfirmed: {
    tr: "Bu tarayıcıda başka bir üye oturum açmış. Bağlantıdaki hesapla devam etmeyi onaylayın.",
    en: "Another member is signed in on this browser. Confirm to continue with the link's account.",
    ar: "عضو آخر مسجّل الدخول في هذا المتصفح. أكّد للمتابعة بحساب الرابط.",
  },
  social_login_failed: {
    tr: "Sosyal hesapla giriş yapılamadı. Lütfen tekrar deneyin.",
    en: "Signing in with your social account did not work. Please try again.",
    ar: "تعذر تسجيل الدخول بحساب التواصل الاجتماعي. يرجى المحاولة مرة أخرى.",
  },
  social_email_not_verified: {
    tr: "Sosyal hesabınızın e-posta adresi doğrulanmamış. Lütfen önce adresinizi doğrulayın ya da e-posta ile giriş yapın.",
    en: "The e-mail address of your social account is not verified. Please verify it first or sign in with e-mail.",
    ar: "عنوان البريد الإلكتروني لحسابك الاجتماعي غير مؤكد. يرجى تأكيده أولاً أو تسجيل الدخول بالبريد الإلكتروني.",
  },
  password_not_updated: {
    tr: "Şifre güncellenemedi.",
    en: "The password was not updated.",
    ar: "لم يتم تحديث كلمة المرور.",
  },
  guest_not_created: {
    tr: "Misafir kaydı oluşturulamadı, lütfen sepete ürün ekleyin.",
    en: "No guest identity was created; please add products to the cart.",
    ar: "لم يتم إنشاء هوية الضيف، يرجى إضافة منتجات إلى السلة.",
  },
  payment_method_unavailable: {
    tr: "Bu ödeme yöntemi şu anda kullanılamıyor, lütfen başka bir yöntem seçin.",
    en: "This payment method is not available now; please choose another one.",
    ar: "طريقة الدفع هذه غير متاحة حاليًا، يرجى اختيار طريقة أخرى.",
  },
  payment_amount_changed: {
    tr: "Sepetinizin tutarı değişti; lütfen yeni tutarla tekrar ödeyin.",
    en: "Your cart's total has changed; please pay again for the new total.",
    ar: "تغيّر إجمالي سلتك؛ يرجى الدفع مرة أخرى بالإجمالي الجديد.",
  },
  payment_failed: {
    tr: "Ödeme başarısız oldu, lütfen tekrar deneyin.",
    en: "The payment failed, please try again.",
    ar: "فشل الدفع، يرجى المحاولة مرة أخرى.",
  },
  payment_provider_unavailable: {
    tr: "Ödeme kuruluşuna şu anda ulaşılamıyor, lütfen biraz sonra tekrar deneyin.",
    en: "The payment provider cannot be reached now; please try again in a moment.",
    ar: "تعذر الوصول إلى مزود الدفع حاليًا، يرجى المحاولة بعد قليل.",
  },
  order_creation_failed: {
    tr: "Sipariş oluşturulamadı, sepetinize yönlendiriliyorsunuz.",
    en: "The order could not be created; you are being taken to your cart.",
    ar: "تعذر إنشاء الطلب، جارٍ تحويلك إلى السلة.",
  },
  out_of_stock_items: {
    tr: "Sepetinizde stokta olmayan ürünler var, sepetinize yönlendiriliyorsunuz.",
    en: "Some items in your cart are out of stock; you are being taken to your cart.",
    ar: "بعض المنتجات في سلتك غير متوفرة، جارٍ تحويلك إلى السلة.",
  },
  not_enough_stock: {
    tr: "Yeterli stok yok.",
    en: "There is not enough stock.",
    ar: "لا يوجد مخزون كافٍ.",
  },
  notify_me_already_active: {
    tr: "Bu ürün için haber verme talebiniz zaten var.",
    en: "You have already asked to be notified about this product.",
    ar: "لقد طلبت بالفعل إعلامك بتوفر هذا المنتج.",
  },
  wrong_code: {
    tr: "Girdiğiniz kod hatalı.",
    en: "The code you entered is wrong.",
    ar: "الرمز الذي أدخلته غير صحيح.",
  },
  timeout: {
    tr: "Süre doldu. Lütfen yeniden deneyin.",
    en: "The time is up. Please try again.",
    ar: "انتهى الوقت. يرجى المحاولة مرة أخرى.",
  },
  subscription_not_created: {
    tr: "Abonelik oluşturulamadı.",
    en: "The subscription could not be created.",
    ar: "تعذر إنشاء الاشتراك.",
  },
  order_not_created: {
    tr: "Sipariş oluşturulamadı.",
    en: "The order was not created.",
    ar: "لم يتم إنشاء الطلب.",
  },
  phone_confirmation_needed: {
    tr: "Lütfen telefon numaranızı doğrulayın.",
    en: "Please confirm your phone number.",
    ar: "يرجى تأكيد رقم هاتفك.",
  },
  order_note_not_added: {
    tr: "Sipariş notu eklenemedi.",
    en: "The order note could not be added.",
    ar: "تعذرت إضافة ملاحظة الطلب.",
  },
  address_not_saved: {
    tr: "Adres kaydedilemedi, güncellenemedi veya silinemedi.",
    en: "The address could not be saved, updated or deleted.",
    ar: "تعذر حفظ العنوان أو تحديثه أو حذفه.",
  },
  check_phone: {
    tr: "Lütfen telefon numaranızı kontrol edin.",
    en: "Please check your phone number.",
    ar: "يرجى التحقق من رقم هاتفك.",
  },
  card_field_missing: {
    tr: "Lütfen kart sahibi, kart numarası, son kullanma tarihi ve CVV alanlarını doldurun.",
    en: "Please fill in the card holder, card number, expiry date and CVV.",
    ar: "يرجى إدخال اسم حامل البطاقة ورقمها وتاريخ انتهائها ورمز CVV.",
  },
  validation_error: {
    tr: "Lütfen işaretli alanları kontrol edin.",
    en: "Please check the highlighted fields.",
    ar: "يرجى التحقق من الحقول المحددة.",
  },
  invalid_json: {
    tr: "İstek gövdesi geçerli bir JSON değil.",
    en: "The request body is not valid JSON.",
    ar: "نص الطلب ليس بصيغة JSON صالحة.",
  },
  unsupported_media_type: {
    tr: "İstek gövdesi JSON olarak gönderilmelidir.",
    en: "The request body must be sent as JSON.",
    ar: "يجب إرسال نص الطلب بصيغة JSON.",
  },
  upload_quota_exceeded: {
    tr: "Yükleme sınırınız olan {megabytes} MB doldu. Kullanmadığınız görselleri silip tekrar deneyin.",
    en: "You have reached your upload limit of {megabytes} MB. Remove pictures you no longer use and try again.",
    ar: "لقد بلغت حد التحميل المسموح به وهو {megabytes} ميغابايت. احذف الصور التي لم تعد تستخدمها وحاول مرة أخرى.",
  },
  payload_too_large: {
    tr: "İstek çok büyük.",
    en: "The request is too large.",
    ar: "الطلب كبير جدًا.",
  },
  not_found: {
    tr: "Sayfa bulunamadı.",
    en: "This page could not be found.",
    ar: "تعذر العثور على هذه الصفحة.",
  },
  record_not_found: {
    tr: "Aradığınız kayıt bulunamadı.",
    en: "The record you asked for could not be found.",
    ar: "تعذر العثور على السجل المطلوب.",
  },
  unauthorized: {
    tr: "Devam etmek için lütfen giriş yapın.",
    en: "Please sign in to continue.",
    ar: "يرجى تسجيل الدخول للمتابعة.",
  },
  forbidden: {
    tr: "Bu işlem için yetkiniz yok.",
    en: "You are not allowed to do this.",
    ar: "غير مسموح لك بالقيام بهذا الإجراء.",
  },
  origin_not_allowed: {
    tr: "İstek bu siteden gelmediği için reddedildi.",
    en: "The request was refused because it did not come from this site.",
    ar: "تم رفض الطلب لأنه لم يصدر من هذا الموقع.",
  },
  too_many_attempts: {
    tr: "Çok fazla deneme yapıldı. Lütfen {minutes} dakika sonra tekrar deneyin.",
    en: "Too many attempts. Please try again in {minutes} minutes.",
    ar: "محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {minutes} دقيقة.",
  },
  cart_empty: {
    tr: "Sepetiniz boş.",
    en: "Your cart is empty.",
    ar: "سلة التسوق فارغة.",
  },
  order_status_not_allowed: {
    tr: "Sipariş bu duruma geçirilemez.",
    en: "The order cannot be moved to this status.",
    ar: "لا يمكن نقل الطلب إلى هذه الحالة.",
  },
  record_in_use: {
    tr: "Bu kayıt başka kayıtlarda kullanıldığı için silinemez; önce onları değiştirin.",
    en: "This record is used by others and cannot be deleted; change those first.",
    ar: "لا يمكن حذف هذا السجل لأن سجلات أخرى تستخدمه؛ غيّرها أولًا.",
  },
  default_inactive: {
    tr: "Varsayılan kayıt pasif yapılamaz; önce başka birini varsayılan seçin.",
    en: "The default cannot be turned off; make another one the default first.",
    ar: "لا يمكن تعطيل الافتراضي؛ اجعل غيره الافتراضي أولًا.",
  },
  no_active_language: {
    tr: "En az bir dil etkin kalmalıdır.",
    en: "At least one language must stay active.",
    ar: "يجب أن تبقى لغة واحدة على الأقل مفعّلة.",
  },
  category_move_into_itself: {
    tr: "Bir kategori kendi altına ya da alt kategorilerinden birinin altına taşınamaz.",
    en: "A category cannot be moved under itself or under one of its sub-categories.",
    ar: "لا يمكن نقل فئة إلى داخل نفسها أو إلى داخل إحدى فئاتها الفرعية.",
  },
  property_value_in_use: {
    tr: "Bu değerle yapılmış ürün seçenekleri var; önce o seçenekleri değiştirin ya da silin.",
    en: "Product variants are made of this value; change or delete those variants first.",
    ar: "توجد خيارات منتجات مبنية على هذه القيمة؛ غيّر تلك الخيارات أو احذفها أولًا.",
  },
};

export const FIELD_MESSAGES: Record<FieldErrorCode, Texts> = {
  required: {
    tr: "Bu alan zorunludur.",
    en: "This field is required.",
    ar: "هذا الحقل مطلوب.",
  },
  invalid_type: {
    tr: "Bu alanın türü hatalı.",
    en: "This field has the wrong type.",
    ar: "نوع هذا الحقل غير صحيح.",
  },
  invalid_value: {
    tr: "Geçersiz değer.",
    en: "Invalid value.",
    ar: "قيمة غير صالحة.",
  },
  invalid_email: {
    tr: "Geçerli bir e-posta adresi girin.",
    en: "Enter a valid e-mail address.",
    ar: "أدخل عنوان بريد إلكتروني صالحًا.",
  },
  invalid_phone: {
    tr: "Geçerli bir telefon numarası girin.",
    en: "Enter a valid phone number.",
    ar: "أدخل رقم هاتف صالحًا.",
  },
  invalid_national_id: {
    tr: "Geçerli bir T.C. kimlik numarası girin.",
    en: "Enter a valid Turkish national ID number.",
    ar: "أدخل رقم هوية تركيًا صالحًا.",
  },
  invalid_date: {
    tr: "Geçerli bir tarih girin (YYYY-AA-GG).",
    en: "Enter a valid date (YYYY-MM-DD).",
    ar: "أدخل تاريخًا صالحًا (YYYY-MM-DD).",
  },
  invalid_format: {
    tr: "Biçim hatalı.",
    en: "The format is not valid.",
    ar: "التنسيق غير صالح.",
  },
  password_too_short: {
    tr: "Şifre en az 8 karakter olmalıdır.",
    en: "The password must be at least 8 characters long.",
    ar: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.",
  },
  password_too_common: {
    tr: "Bu şifre çok yaygın ve kolay tahmin edilir; başka bir şifre seçin.",
    en: "This password is too common and easy to guess; choose another one.",
    ar: "كلمة المرور هذه شائعة جداً ويسهل تخمينها؛ اختر كلمة مرور أخرى.",
  },
  too_short: {
    tr: "En az {minimum} karakter girin.",
    en: "Enter at least {minimum} characters.",
    ar: "أدخل {minimum} أحرف على الأقل.",
  },
  too_long: {
    tr: "En fazla {maximum} karakter girin.",
    en: "Enter at most {maximum} characters.",
    ar: "أدخل {maximum} حرفًا على الأكثر.",
  },
  too_small: {
    tr: "Değer en az {minimum} olmalıdır.",
    en: "The value must be at least {minimum}.",
    ar: "يجب ألا تقل القيمة عن {minimum}.",
  },
  too_big: {
    tr: "Değer en fazla {maximum} olmalıdır.",
    en: "The value must be at most {maximum}.",
    ar: "يجب ألا تزيد القيمة عن {maximum}.",
  },
  must_accept: {
    tr: "Devam etmek için onaylamanız gerekir.",
    en: "You must accept this to continue.",
    ar: "يجب الموافقة على هذا للمتابعة.",
  },
  not_after_start: {
    tr: "Bitiş, başlangıçtan sonra olmalıdır.",
    en: "The end must come after the start.",
    ar: "يجب أن تكون النهاية بعد البداية.",
  },
  not_below_buy: {
    tr: "Ödenecek adet, alınacak adetten az olmalıdır.",
    en: "The quantity paid for must be below the quantity bought.",
    ar: "يجب أن تكون الكمية المدفوعة أقل من الكمية المشتراة.",
  },
  above_limit: {
    tr: "Müşteri başına sınır, toplam kullanım sınırını aşamaz.",
    en: "The limit per customer cannot exceed the overall limit.",
    ar: "لا يمكن أن يتجاوز الحد لكل عميل حد الاستخدام الإجمالي.",
  },
  not_above_min: {
    tr: "En yüksek tutar, en düşük tutardan büyük olmalıdır.",
    en: "The maximum amount must be above the minimum amount.",
    ar: "يجب أن يكون الحد الأعلى للمبلغ أكبر من الحد الأدنى.",
  },
  already_used: {
    tr: "Bu değer zaten kullanılıyor.",
    en: "This value is already in use.",
    ar: "هذه القيمة مستخدمة بالفعل.",
  },
  in_use: {
    tr: "{count} kayıt kullanıyor: {names}",
    en: "used by {count}: {names}",
    ar: "يستخدمه {count}: {names}",
  },
  invalid_json: {
    tr: "Geçerli bir JSON değil.",
    en: "Not valid JSON.",
    ar: "ليس بصيغة JSON صالحة.",
  },
  invalid_card_number: {
    tr: "Kart numarası geçerli değil.",
    en: "The card number is not valid.",
    ar: "رقم البطاقة غير صالح.",
  },
  card_expired: {
    tr: "Kartın son kullanma tarihi geçmiş.",
    en: "The card has expired.",
    ar: "انتهت صلاحية البطاقة.",
  },
};

function fill(text: string, params: Record<string, string | number> | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorMessage(
  code: ErrorCode,
  lang: LanguageCode,
  params?: Record<string, string | number>,
): string {
  const texts = ERROR_MESSAGES[code];
  return fill(texts[lang] ?? texts[DEFAULT_LANGUAGE], params);
}

export function fieldMessage(
  code: FieldErrorCode,
  lang: LanguageCode,
  params?: Record<string, string | number>,
): string {
  const texts = FIELD_MESSAGES[code];
  return fill(texts[lang] ?? texts[DEFAULT_LANGUAGE], params);
}
