// The e-mails of a member's account, in the language the shopper used: the single-use link of a
// forgotten password, and the notice to the old address when the e-mail address was changed.
import type { LanguageCode } from "../../contract/index.ts";
import { localePrefix } from "../../lib/storefront-path.ts";
import type { OutboxMessage } from "../outbox/outbox.service.ts";

/** The storefront page of the link; its parameter is `kod`, since `token` on any page signs in. */
export const RESET_PAGE_PATH = "/sifre-yenile";

const TEXTS = {
  tr: {
    resetSubject: "Şifre yenileme",
    resetBody: (name: string, link: string) =>
      `Merhaba ${name},\n\nŞifrenizi yenilemek için aşağıdaki bağlantıyı kullanın. Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.\n\n${link}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.`,
    changedSubject: "E-posta adresiniz değişti",
    changedBody: (name: string, email: string) =>
      `Merhaba ${name},\n\nÜyeliğinizin e-posta adresi ${email} olarak değiştirildi. Bu değişikliği siz yapmadıysanız lütfen bizimle iletişime geçin.`,
  },
  en: {
    resetSubject: "Reset your password",
    resetBody: (name: string, link: string) =>
      `Hello ${name},\n\nUse the link below to set a new password. It is valid for 1 hour and works once.\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
    changedSubject: "Your e-mail address was changed",
    changedBody: (name: string, email: string) =>
      `Hello ${name},\n\nThe e-mail address of your account was changed to ${email}. If you did not make this change, please contact us.`,
  },
  ar: {
    resetSubject: "إعادة تعيين كلمة المرور",
    resetBody: (name: string, link: string) =>
      `مرحبًا ${name}،\n\nاستخدم الرابط أدناه لتعيين كلمة مرور جديدة. الرابط صالح لمدة ساعة واحدة ويعمل مرة واحدة فقط.\n\n${link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة؛ ستبقى كلمة المرور كما هي.`,
    changedSubject: "تم تغيير بريدك الإلكتروني",
    changedBody: (name: string, email: string) =>
      `مرحبًا ${name}،\n\nتم تغيير البريد الإلكتروني لحسابك إلى ${email}. إذا لم تقم بهذا التغيير فيرجى التواصل معنا.`,
  },
} satisfies Record<LanguageCode, unknown>;

/** The storefront path of the reset page with the token, in the shopper's locale. */
export function resetLink(token: string, lang: LanguageCode): string {
  return `${localePrefix(lang)}${RESET_PAGE_PATH}?kod=${encodeURIComponent(token)}`;
}

export function resetMessage(
  to: { email: string; name: string },
  token: string,
  lang: LanguageCode,
): OutboxMessage {
  const t = TEXTS[lang];
  return {
    channel: "email",
    recipient: to.email,
    subject: t.resetSubject,
    body: t.resetBody(to.name, resetLink(token, lang)),
    topic: "password_reset",
    languageCode: lang,
  };
}

export function emailChangedMessage(
  to: { email: string; name: string },
  newEmail: string,
  lang: LanguageCode,
): OutboxMessage {
  const t = TEXTS[lang];
  return {
    channel: "email",
    recipient: to.email,
    subject: t.changedSubject,
    body: t.changedBody(to.name, newEmail),
    topic: "email_changed",
    languageCode: lang,
  };
}
