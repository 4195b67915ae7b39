// Sample orders for the admin stories: realistic Turkish shop data, the same in every locale
// except the words a shop's admin would see translated (statuses, payment types).
import { StoryText } from "../../stories/story-text.tsx";

export type StoryOrderStatus =
  | "awaitingPayment"
  | "received"
  | "preparing"
  | "shipped"
  | "delivered"
  | "cancelled";

export interface StoryOrder {
  id: string;
  code: string;
  customer: string;
  city: string;
  date: string;
  status: StoryOrderStatus;
  payment: "card" | "wire" | "door";
  /** Kuruş. */
  total: number;
  items: number;
}

const customers = [
  ["Ayşe Yılmaz", "İstanbul"],
  ["Mehmet Öztürk", "Ankara"],
  ["Zeynep Çelik", "İzmir"],
  ["Emre Şahin", "Bursa"],
  ["Elif Doğan", "Antalya"],
  ["Burak Aydın", "Eskişehir"],
  ["Selin Kaya", "Gaziantep"],
  ["Oğuz Arslan", "Trabzon"],
  ["Gülşen Koç", "Konya"],
  ["İbrahim Yıldız", "Şanlıurfa"],
  ["Derya Aksoy", "Muğla"],
  ["Çağrı Erdem", "Kocaeli"],
] as const;

const statuses: StoryOrderStatus[] = [
  "preparing",
  "shipped",
  "delivered",
  "received",
  "awaitingPayment",
  "delivered",
  "cancelled",
  "shipped",
];

const payments = ["card", "card", "wire", "door", "card"] as const;

export const storyOrders: StoryOrder[] = Array.from({ length: 36 }, (_, index) => {
  const [customer, city] = customers[index % customers.length] ?? customers[0];
  const day = 28 - (index % 27);
  return {
    id: `order-${index + 1}`,
    code: `JS${100_480 - index * 7}`,
    customer,
    city,
    date: `2025-03-${String(day).padStart(2, "0")}`,
    status: statuses[index % statuses.length] ?? "received",
    payment: payments[index % payments.length] ?? "card",
    total: ((index * 7919) % 480_000) + 12_990 + (index % 3) * 1_000_000,
    items: (index % 5) + 1,
  };
});

export const statusText: Record<StoryOrderStatus, { tr: string; en: string; ar: string }> = {
  awaitingPayment: { tr: "Ödeme bekleniyor", en: "Awaiting payment", ar: "بانتظار الدفع" },
  received: { tr: "Sipariş alındı", en: "Received", ar: "تم استلام الطلب" },
  preparing: { tr: "Hazırlanıyor", en: "Preparing", ar: "قيد التجهيز" },
  shipped: { tr: "Kargoya verildi", en: "Shipped", ar: "تم الشحن" },
  delivered: { tr: "Teslim edildi", en: "Delivered", ar: "تم التسليم" },
  cancelled: { tr: "İptal edildi", en: "Cancelled", ar: "أُلغي" },
};

export const paymentText = {
  card: { tr: "Kredi kartı", en: "Credit card", ar: "بطاقة ائتمان" },
  wire: { tr: "Havale/EFT", en: "Wire transfer", ar: "تحويل بنكي" },
  door: { tr: "Kapıda ödeme", en: "Pay at the door", ar: "الدفع عند الاستلام" },
} as const;

export const headerText = {
  code: { tr: "Sipariş no", en: "Order no.", ar: "رقم الطلب" },
  customer: { tr: "Müşteri", en: "Customer", ar: "العميل" },
  date: { tr: "Tarih", en: "Date", ar: "التاريخ" },
  status: { tr: "Durum", en: "Status", ar: "الحالة" },
  payment: { tr: "Ödeme", en: "Payment", ar: "الدفع" },
  items: { tr: "Ürün", en: "Items", ar: "المنتجات" },
  total: { tr: "Tutar", en: "Total", ar: "المبلغ" },
  actions: { tr: "İşlemler", en: "Actions", ar: "الإجراءات" },
  orders: { tr: "Siparişler", en: "Orders", ar: "الطلبات" },
} as const;

export function t(texts: { tr: string; en: string; ar: string }) {
  return <StoryText {...texts} />;
}
