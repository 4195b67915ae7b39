// The payment methods, as shoppers read them (the payment step, order pages, mails).
import type { LanguageCode } from "../../contract/index.ts";

export const PAYMENT_NAMES: Record<
  LanguageCode,
  Record<"card" | "wire_transfer" | "door", string>
> = {
  tr: { card: "Kredi / banka kartı", wire_transfer: "Havale / EFT", door: "Kapıda ödeme" },
  en: { card: "Credit / debit card", wire_transfer: "Wire transfer", door: "Pay at the door" },
  ar: { card: "بطاقة ائتمان / خصم", wire_transfer: "حوالة بنكية", door: "الدفع عند الباب" },
};
