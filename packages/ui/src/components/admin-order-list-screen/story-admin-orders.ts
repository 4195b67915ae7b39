// Sample orders for the admin order stories, in one language: statuses and payment names as the
// API names them, customers with Turkish and Arabic names.
import type { SelectOption } from "../select/select.tsx";
import type {
  AdminOrderQuery,
  AdminOrderRow,
  AdminOrderStatus,
} from "./admin-order-list-screen.tsx";

type Language = "tr" | "en" | "ar";

export const storyStatusNames: Record<Language, Record<AdminOrderStatus, string>> = {
  tr: {
    awaiting_payment: "Ödeme bekleniyor",
    received: "Sipariş alındı",
    preparing: "Hazırlanıyor",
    shipped: "Kargoya verildi",
    delivered: "Teslim edildi",
    cancelled: "İptal edildi",
  },
  en: {
    awaiting_payment: "Awaiting payment",
    received: "Order received",
    preparing: "Being prepared",
    shipped: "Shipped",
    delivered: "Delivered",
    cancelled: "Cancelled",
  },
  ar: {
    awaiting_payment: "بانتظار الدفع",
    received: "تم استلام الطلب",
    preparing: "قيد التجهيز",
    shipped: "تم الشحن",
    delivered: "تم التسليم",
    cancelled: "ملغى",
  },
};

const paymentNames = {
  tr: { card: "Kredi / banka kartı", wire_transfer: "Havale / EFT", door: "Kapıda ödeme" },
  en: { card: "Credit / debit card", wire_transfer: "Wire transfer", door: "Pay at the door" },
  ar: { card: "بطاقة ائتمان / خصم", wire_transfer: "حوالة بنكية", door: "الدفع عند الباب" },
} as const;

const statuses: AdminOrderStatus[] = [
  "awaiting_payment",
  "received",
  "preparing",
  "shipped",
  "delivered",
  "cancelled",
];
const payments = ["wire_transfer", "card", "door"] as const;
const names = ["Ayşe Yılmaz", "Mehmet Kaya", "أحمد الحسن", "Zeynep Demir", "Can Öztürk"];

export const storyStatusOptions = (language: Language): SelectOption[] =>
  statuses.map((value) => ({ value, label: storyStatusNames[language][value] }));

export const storyPaymentOptions = (language: Language): SelectOption[] =>
  payments.map((value) => ({ value, label: paymentNames[language][value] }));

export function storyAdminOrders(language: Language, count: number): AdminOrderRow[] {
  return Array.from({ length: count }, (_, index) => {
    const status = statuses[index % statuses.length] ?? "received";
    const payment = payments[index % payments.length] ?? "card";
    const name = names[index % names.length] ?? "Ayşe Yılmaz";
    return {
      id: String(500 + index),
      code: `JS${100_240 - index}`,
      status,
      statusName: storyStatusNames[language][status],
      paymentName: paymentNames[language][payment],
      customerName: name,
      email: `musteri${index + 1}@example.com`,
      itemCount: (index % 4) + 1,
      total: 24_990 + index * 13_750,
      currency: "TRY",
      openRefunds: status === "delivered" ? 1 : 0,
      createdAt: new Date(
        Date.UTC(2026, 10, 24, 9 + (index % 10), 15) - index * 86_400_000,
      ).toISOString(),
      href: `/admin/orders/${500 + index}`,
    };
  });
}

export const storyOrderQuery: AdminOrderQuery = {
  q: "",
  status: "",
  payment: "",
  refund: "",
  from: "",
  to: "",
  sort: "created",
  direction: "desc",
  page: 1,
};

export function storyOrderHref(query: AdminOrderQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== storyOrderQuery[key as keyof AdminOrderQuery]) params.set(key, String(value));
  }
  if (!params.has("sort")) params.set("sort", query.sort);
  if (!params.has("direction")) params.set("direction", query.direction);
  return `/admin/orders?${params}`;
}
