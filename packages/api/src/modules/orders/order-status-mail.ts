// The e-mail that tells a shopper, in the language they ordered in, that their order or refund
// moved on: the new status and, once shipped, where to follow the parcel.
import type { LanguageCode, RefundStatus } from "../../contract/index.ts";
import type { orders } from "../../db/schema/index.ts";
import type { OutboxMessage } from "../outbox/outbox.service.ts";
import { ORDER_STATUS_NAMES, REFUND_STATUS_NAMES } from "./status-names.ts";

const TEXTS = {
  tr: {
    subject: (code: string, status: string) => `${code}: ${status}`,
    body: (code: string, status: string) => `${code} numaralı siparişinizin durumu: ${status}.`,
    tracking: "Kargonuzu buradan takip edebilirsiniz",
  },
  en: {
    subject: (code: string, status: string) => `${code}: ${status}`,
    body: (code: string, status: string) => `The status of your order ${code}: ${status}.`,
    tracking: "Follow your parcel here",
  },
  ar: {
    subject: (code: string, status: string) => `${code}: ${status}`,
    body: (code: string, status: string) => `حالة طلبك ${code}: ${status}.`,
    tracking: "تتبع شحنتك من هنا",
  },
} satisfies Record<LanguageCode, unknown>;

export function statusMessage(
  order: typeof orders.$inferSelect,
  trackingUrl: string | null,
  change: { refund?: RefundStatus } = {},
): OutboxMessage {
  const lang = (order.languageCode in TEXTS ? order.languageCode : "tr") as LanguageCode;
  const status = change.refund
    ? REFUND_STATUS_NAMES[lang][change.refund]
    : ORDER_STATUS_NAMES[lang][order.status as keyof (typeof ORDER_STATUS_NAMES)["tr"]];
  const t = TEXTS[lang];
  return {
    channel: "email",
    recipient: order.email,
    subject: t.subject(order.code, status),
    body: [
      t.body(order.code, status),
      ...(trackingUrl ? ["", `${t.tracking}: ${trackingUrl}`] : []),
    ].join("\n"),
    topic: change.refund ? "refund_status" : "order_status",
    languageCode: lang,
  };
}
