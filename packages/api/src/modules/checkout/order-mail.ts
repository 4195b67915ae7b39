// The order confirmation e-mail in the shopper's language: what was bought, what it costs, how it
// is paid and, for a wire transfer, where to send the money and what the transfer note must say.
import type { LanguageCode } from "../../contract/index.ts";
import type { orders } from "../../db/schema/index.ts";
import type { OutboxMessage } from "../outbox/outbox.service.ts";
import { PAYMENT_NAMES } from "../payments/payment-names.ts";

const SYMBOLS: Record<string, string> = { TRY: "₺", USD: "$", EUR: "€" };

/** Section 9: two decimals, comma before them, dots between thousands; Latin digits always. */
export function formatMoney(minor: number, currencyCode: string): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const cents = (abs % 100).toString().padStart(2, "0");
  return `${sign}${whole},${cents} ${SYMBOLS[currencyCode] ?? currencyCode}`;
}

const TEXTS = {
  tr: {
    subject: (code: string) => `Siparişiniz alındı: ${code}`,
    greeting: (name: string) => `Merhaba ${name},`,
    received: (code: string) => `${code} numaralı siparişiniz alındı. Teşekkür ederiz!`,
    total: "Toplam",
    paymentLabel: "Ödeme",
    wire: (code: string) =>
      `Lütfen toplam tutarı aşağıdaki hesaba gönderin. Açıklamaya adınızı ve sipariş kodunuzu (${code}) yazmayı unutmayın; ödemeniz ulaştığında siparişiniz hazırlanır.`,
    delivery: "Teslimat adresi",
  },
  en: {
    subject: (code: string) => `We have received your order ${code}`,
    greeting: (name: string) => `Hello ${name},`,
    received: (code: string) => `Your order ${code} has been received. Thank you!`,
    total: "Total",
    paymentLabel: "Payment",
    wire: (code: string) =>
      `Please transfer the total to the account below. Write your name and your order code (${code}) in the transfer note; your order is prepared once the payment arrives.`,
    delivery: "Delivery address",
  },
  ar: {
    subject: (code: string) => `تم استلام طلبك ${code}`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    received: (code: string) => `تم استلام طلبك رقم ${code}. شكرًا لك!`,
    total: "الإجمالي",
    paymentLabel: "الدفع",
    wire: (code: string) =>
      `يرجى تحويل المبلغ الإجمالي إلى الحساب أدناه. اكتب اسمك ورمز طلبك (${code}) في ملاحظة التحويل؛ يتم تجهيز طلبك عند وصول الدفعة.`,
    delivery: "عنوان التوصيل",
  },
} satisfies Record<LanguageCode, unknown>;

export function orderConfirmation(
  order: typeof orders.$inferSelect,
  lines: ReadonlyArray<{
    name: string;
    variant: string | null;
    personalizations: ReadonlyArray<{ name: string; value: string }>;
    quantity: number;
    line_total: number;
  }>,
  currencyCode: string,
  bank: { bank_name: string; account_holder: string; iban: string } | null,
): OutboxMessage {
  const lang = (order.languageCode in TEXTS ? order.languageCode : "tr") as LanguageCode;
  const t = TEXTS[lang];
  const money = (amount: number) => formatMoney(amount, currencyCode);
  const address = order.deliveryAddress;
  const body = [
    t.greeting(`${address.name} ${address.surname}`),
    "",
    t.received(order.code),
    "",
    ...lines.map(
      (line) =>
        `${line.quantity} × ${line.name}${line.variant ? ` (${line.variant})` : ""}${line.personalizations.map((p) => `, ${p.name}: ${p.value}`).join("")}: ${money(line.line_total)}`,
    ),
    "",
    `${t.total}: ${money(order.total)}`,
    `${t.paymentLabel}: ${PAYMENT_NAMES[lang][order.paymentMethod as keyof (typeof PAYMENT_NAMES)["tr"]]}`,
    ...(bank
      ? ["", t.wire(order.code), `${bank.bank_name}, ${bank.account_holder}`, `IBAN: ${bank.iban}`]
      : []),
    "",
    `${t.delivery}: ${address.address}, ${address.city} / ${address.state}, ${address.postalCode}`,
  ].join("\n");
  return {
    channel: "email",
    recipient: order.email,
    subject: t.subject(order.code),
    body,
    topic: "order_created",
    languageCode: lang,
  };
}
