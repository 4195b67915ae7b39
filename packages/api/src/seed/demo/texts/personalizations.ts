// What the demo shop makes for a shopper, by product kind (the SKU's prefix): a name printed on
// a coffee cup set, a few letters engraved on a perfume bottle. Prices in kuruş.
import { type T3, t3 } from "../util.ts";

export interface PersonalizationSeed {
  name: T3;
  hint: T3 | null;
  price: number;
  maxLength: number;
  required: boolean;
}

export const PERSONALIZATIONS: Record<string, PersonalizationSeed[]> = {
  FNC: [
    {
      name: t3(
        "Fincanlara yazılacak isim",
        "Name printed on the cups",
        "الاسم المطبوع على الفناجين",
      ),
      hint: t3(
        "Altın yaldızla, en fazla 20 harf.",
        "In gold leaf, up to 20 letters.",
        "بورق الذهب، حتى 20 حرفًا.",
      ),
      price: 7_500,
      maxLength: 20,
      required: false,
    },
  ],
  PRF: [
    {
      name: t3("Şişeye gravür", "Engraving on the bottle", "نقش على الزجاجة"),
      hint: t3(
        "Baş harfler ya da kısa bir not, en fazla 12 karakter.",
        "Initials or a short note, up to 12 characters.",
        "الأحرف الأولى أو ملاحظة قصيرة، حتى 12 حرفًا.",
      ),
      price: 12_000,
      maxLength: 12,
      required: false,
    },
  ],
};
