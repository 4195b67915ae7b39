import { useIntl } from "../i18n/intl.ts";
import { getLocaleConfig, locales } from "../i18n/locales.ts";

type Texts = Record<(typeof locales)[number]["code"], string>;

function currentCode(intlLocale: string): string {
  return (
    locales.find((locale) => locale.intl === intlLocale)?.code ?? getLocaleConfig(intlLocale).code
  );
}

/**
 * Sample content for stories in the story's locale (product names, labels passed as props):
 * `<StoryText tr="Sepete ekle" en="Add to cart" ar="أضف إلى السلة" />`.
 * Component texts themselves come from the message catalogues, never from here.
 */
export function StoryText(texts: Texts) {
  const intl = useIntl();
  return <>{texts[currentCode(intl.locale) as keyof Texts] ?? texts.tr}</>;
}

/** The same, as a string, for props that take text. */
export function useStoryText(texts: Texts): string {
  const intl = useIntl();
  return texts[currentCode(intl.locale) as keyof Texts] ?? texts.tr;
}

/** Long texts that wrap and overflow: every component shows one in tr and in ar. */
export const longText: Texts = {
  tr: "Şişli'deki çiçekçiden sipariş ettiğiniz ürünlerin değişim ve iade koşullarını öğrenmek için tıklayınız",
  en: "Click to learn about the exchange and return conditions of the products you ordered from the florist in Şişli",
  ar: "انقر هنا لمعرفة شروط الاستبدال والإرجاع للمنتجات التي طلبتها من بائع الزهور في شيشلي",
};
