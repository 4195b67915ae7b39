// The order and refund statuses (the specification shows no values: these are the shop's), as
// shoppers read them (the payment methods' names are payments/payment-names.ts).
import type { LanguageCode, OrderStatus, RefundStatus } from "../../contract/index.ts";

export const ORDER_STATUS_NAMES: Record<LanguageCode, Record<OrderStatus, string>> = {
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

export const REFUND_STATUS_NAMES: Record<LanguageCode, Record<RefundStatus, string>> = {
  tr: {
    requested: "İade talep edildi",
    approved: "İade onaylandı",
    rejected: "İade reddedildi",
    refunded: "İade edildi",
  },
  en: {
    requested: "Refund requested",
    approved: "Refund approved",
    rejected: "Refund rejected",
    refunded: "Refunded",
  },
  ar: {
    requested: "تم طلب الاسترداد",
    approved: "تمت الموافقة على الاسترداد",
    rejected: "تم رفض الاسترداد",
    refunded: "تم الاسترداد",
  },
};
