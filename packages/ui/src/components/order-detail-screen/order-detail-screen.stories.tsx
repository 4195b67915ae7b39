import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { useLocale } from "../../lib/use-locale.ts";
import { useStoryText } from "../../stories/story-text.tsx";
import { storyAddress } from "../address-card/story-addresses.ts";
import { OrderDetailScreen, type OrderDetailView } from "./order-detail-screen.tsx";

const onCancel = fn();

function useOrder(kind: "received" | "shipped" | "delivered" | "wire"): OrderDetailView {
  const { code } = useLocale();
  const tshirt = useStoryText({ tr: "Pamuklu Tişört", en: "Cotton T-shirt", ar: "قميص قطني" });
  const giftNote = useStoryText({
    tr: "İyi ki doğdun!",
    en: "Happy birthday!",
    ar: "عيد ميلاد سعيد!",
  });
  const names = {
    received: useStoryText({ tr: "Sipariş alındı", en: "Order received", ar: "تم استلام الطلب" }),
    shipped: useStoryText({ tr: "Kargoya verildi", en: "Shipped", ar: "تم الشحن" }),
    delivered: useStoryText({ tr: "Teslim edildi", en: "Delivered", ar: "تم التسليم" }),
    waiting: useStoryText({ tr: "Ödeme bekleniyor", en: "Awaiting payment", ar: "بانتظار الدفع" }),
  };
  const card = useStoryText({
    tr: "Kredi / banka kartı",
    en: "Credit / debit card",
    ar: "بطاقة ائتمان / خصم",
  });
  const wire = useStoryText({ tr: "Havale / EFT", en: "Wire transfer", ar: "حوالة بنكية" });
  const status = kind === "wire" ? "awaiting_payment" : kind;
  const statusName = kind === "wire" ? names.waiting : names[kind];
  return {
    code: "JS100043",
    date: "2026-11-20",
    status,
    statusName,
    currency: "TRY",
    items: [
      { id: "1", title: tshirt, variant: "M", quantity: 2, unitPrice: 24_990, lineTotal: 49_980 },
    ],
    subtotal: 49_980,
    coupon: { code: "HOSGELDIN10", amount: 4_998 },
    cargoPrice: 0,
    giftPackagePrice: 2_500,
    paymentFee: 0,
    gift: { note: giftNote },
    total: 47_482,
    paymentName: kind === "wire" ? wire : card,
    card: kind === "wire" ? null : { brand: "visa", last4: "1111", installments: 3 },
    deliveryAddress: storyAddress("home", code),
    invoiceAddress: storyAddress("office", code),
    history: [
      { statusName: names.received, date: "2026-11-20 14:02" },
      ...(kind === "shipped" || kind === "delivered"
        ? [{ statusName: names.shipped, date: "2026-11-21 10:15" }]
        : []),
    ],
    cargo:
      kind === "shipped" || kind === "delivered"
        ? {
            name: "Yurtiçi Kargo",
            trackingNumber: "YK123456789",
            trackingUrl: "https://example.com/track",
          }
        : null,
    invoiceNumber: kind === "delivered" ? "FTR2026000123" : null,
    bankAccount:
      kind === "wire"
        ? {
            bankName: "Ziraat Bankası",
            holder: "Demo Mağaza A.Ş.",
            iban: "TR330006100519786457841326",
          }
        : null,
    refunds: [],
    canCancel: kind === "received" || kind === "wire",
    refundableAmount: kind === "delivered" ? 47_482 : 0,
  };
}

function Screen({
  kind = "received",
  refundableAmount,
}: {
  kind?: "received" | "shipped" | "delivered" | "wire";
  refundableAmount?: number;
}) {
  const order = useOrder(kind);
  return (
    <OrderDetailScreen
      order={{ ...order, refundableAmount: refundableAmount ?? order.refundableAmount }}
      placeholderImage=""
      onCancel={onCancel}
      renderForm={(props) => <form {...props} onSubmit={(e) => e.preventDefault()} />}
    />
  );
}

const meta = {
  title: "Screens/OrderDetailScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};
export const AwaitingWireTransfer: Story = { args: { kind: "wire" } };
export const Shipped: Story = { args: { kind: "shipped" } };
export const DeliveredWithRefund: Story = { args: { kind: "delivered" } };

export const CancelConfirm: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, canvasElement }) => {
    onCancel.mockClear();
    await userEvent.click(
      canvas.getByRole("button", { name: /iptal et|Cancel the order|إلغاء الطلب/ }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog");
    await expect(dialog).toHaveAttribute("data-state", "open");
  },
};

/** The refund form's hint shows the most that can be refunded as the shop shows every amount. */
export const RefundForm: Story = {
  args: { kind: "delivered", refundableAmount: 240_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText(/İade talebi|Ask for a refund|طلب استرداد/));
    await expect(canvas.getByText(/2\.400,00\s₺/)).toBeVisible();
  },
};
