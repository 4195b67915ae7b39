// A sample order for the admin order detail and packing slip stories, in one language.
import { storyStatusNames } from "../admin-order-list-screen/story-admin-orders.ts";
import type { AdminOrderView } from "./admin-order-detail-screen.tsx";

type Language = "tr" | "en" | "ar";

const texts = {
  tr: {
    payment: "Kredi / banka kartı",
    tee: "Basic pamuklu tişört",
    variant: "Kırmızı / M",
    vase: "El yapımı cam vazo",
    reason: "Beden küçük geldi, değiştirmek yerine iade istiyorum.",
    requested: "İade talep edildi",
    refunded: "İade edildi",
  },
  en: {
    payment: "Credit / debit card",
    tee: "Basic cotton T-shirt",
    variant: "Red / M",
    vase: "Handmade glass vase",
    reason: "The size is too small; I would rather have my money back.",
    requested: "Refund requested",
    refunded: "Refunded",
  },
  ar: {
    payment: "بطاقة ائتمان / خصم",
    tee: "تيشيرت قطني أساسي",
    variant: "أحمر / M",
    vase: "مزهرية زجاجية مصنوعة يدوياً",
    reason: "المقاس صغير، أريد استرداد المبلغ بدلاً من الاستبدال.",
    requested: "تم طلب الاسترداد",
    refunded: "تم الاسترداد",
  },
} as const;

export function storyAdminOrder(language: Language): AdminOrderView {
  const t = texts[language];
  const names = storyStatusNames[language];
  return {
    code: "JS100240",
    status: "delivered",
    statusName: names.delivered,
    createdAt: "2026-11-20T09:15:00.000Z",
    currency: "TRY",
    customerName: "Ayşe Yılmaz",
    email: "ayse.yilmaz@example.com",
    phone: "+90 532 123 45 67",
    paymentName: t.payment,
    card: { brand: "Visa", last4: "4242" },
    paidAt: "2026-11-20T09:15:00.000Z",
    awaitingTransfer: false,
    items: [
      {
        id: "1",
        name: t.tee,
        variant: t.variant,
        quantity: 2,
        unitPrice: 24_990,
        lineTotal: 49_980,
      },
      { id: "2", name: t.vase, variant: null, quantity: 1, unitPrice: 64_900, lineTotal: 64_900 },
    ],
    subtotal: 114_880,
    discount: 10_000,
    cargoPrice: 4_990,
    paymentFee: 0,
    total: 109_870,
    deliveryAddress: {
      name: "Ayşe Yılmaz",
      lines: ["Atatürk Cad. No: 1 D: 2", "34000 Kadıköy / İstanbul", "Türkiye"],
      phone: "+90 532 123 45 67",
    },
    invoiceAddress: {
      name: "Yılmaz Tekstil Ltd. Şti.",
      lines: [
        "Bağdat Cad. No: 120",
        "34728 Kadıköy / İstanbul",
        "Türkiye",
        "Kadıköy V.D. 1234567890",
      ],
      phone: "+90 216 555 12 34",
    },
    note: null,
    giftNote: null,
    cargoCompanyId: "1",
    trackingNumber: "YK123456789",
    trackingUrl: "https://kargo.example/takip?code=YK123456789",
    invoiceNumber: "FTR2026000123",
    history: [
      { statusName: names.received, at: "2026-11-20T09:15:00.000Z", note: null, actor: "shop" },
      { statusName: names.preparing, at: "2026-11-20T11:02:00.000Z", note: null, actor: "admin" },
      { statusName: names.shipped, at: "2026-11-21T15:40:00.000Z", note: null, actor: "admin" },
      { statusName: names.delivered, at: "2026-11-23T10:05:00.000Z", note: null, actor: "admin" },
    ],
    refunds: [
      {
        id: "7",
        amount: 24_990,
        reason: t.reason,
        status: "requested",
        statusName: t.requested,
        createdAt: "2026-11-24T08:00:00.000Z",
        stockReturned: false,
      },
      {
        id: "6",
        amount: 5_000,
        reason: t.reason,
        status: "refunded",
        statusName: t.refunded,
        createdAt: "2026-11-23T18:00:00.000Z",
        stockReturned: false,
      },
    ],
    refundedTotal: 5_000,
  };
}

export const storyCargoCompanies = [
  { value: "1", label: "Yurtiçi Kargo" },
  { value: "2", label: "Aras Kargo" },
  { value: "3", label: "MNG Kargo" },
];
