// The text of a one-time code's message, in the shopper's language: the shop's name, the code,
// what it is for and how long it works. Digits stay Latin in every language.
import type { LanguageCode, OtpPurpose } from "../../contract/index.ts";

type Texts = Record<OtpPurpose, (code: string, minutes: number) => string>;

const TEXTS: Record<LanguageCode, Texts> = {
  tr: {
    login: (code, minutes) =>
      `Giriş kodunuz: ${code}. Kod ${minutes} dakika geçerlidir; kimseyle paylaşmayın.`,
    confirm_phone: (code, minutes) =>
      `Telefon doğrulama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir; kimseyle paylaşmayın.`,
  },
  en: {
    login: (code, minutes) =>
      `Your sign-in code: ${code}. It is valid for ${minutes} minutes; do not share it with anyone.`,
    confirm_phone: (code, minutes) =>
      `Your phone confirmation code: ${code}. It is valid for ${minutes} minutes; do not share it with anyone.`,
  },
  ar: {
    login: (code, minutes) =>
      `رمز تسجيل الدخول الخاص بك: ${code}. الرمز صالح لمدة ${minutes} دقائق؛ لا تشاركه مع أحد.`,
    confirm_phone: (code, minutes) =>
      `رمز تأكيد رقم هاتفك: ${code}. الرمز صالح لمدة ${minutes} دقائق؛ لا تشاركه مع أحد.`,
  },
};

export function otpText(
  shopName: string,
  purpose: OtpPurpose,
  code: string,
  lifetimeSeconds: number,
  lang: LanguageCode,
): string {
  const text = TEXTS[lang][purpose](code, Math.round(lifetimeSeconds / 60));
  return shopName ? `${shopName}: ${text}` : text;
}
