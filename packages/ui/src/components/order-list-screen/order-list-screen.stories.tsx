import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { OrderListScreen } from "./order-list-screen.tsx";

function Screen({ empty = false }: { empty?: boolean }) {
  const names = {
    shipped: useStoryText({ tr: "Kargoya verildi", en: "Shipped", ar: "تم الشحن" }),
    waiting: useStoryText({ tr: "Ödeme bekleniyor", en: "Awaiting payment", ar: "بانتظار الدفع" }),
    cancelled: useStoryText({ tr: "İptal edildi", en: "Cancelled", ar: "ملغى" }),
  };
  return (
    <OrderListScreen
      orders={
        empty
          ? []
          : [
              {
                id: "3",
                code: "JS100043",
                date: "2026-11-20",
                status: "shipped",
                statusName: names.shipped,
                total: 62_480,
                currency: "TRY",
                itemCount: 3,
                href: "#3",
              },
              {
                id: "2",
                code: "JS100031",
                date: "2026-11-02",
                status: "awaiting_payment",
                statusName: names.waiting,
                total: 12_500,
                currency: "TRY",
                itemCount: 1,
                href: "#2",
              },
              {
                id: "1",
                code: "JS100007",
                date: "2026-10-15",
                status: "cancelled",
                statusName: names.cancelled,
                total: 8_990,
                currency: "TRY",
                itemCount: 1,
                href: "#1",
              },
            ]
      }
      page={1}
      pageCount={empty ? 1 : 2}
      getPageHref={(page) => `?sayfa=${page}`}
      shoppingHref="#"
    />
  );
}

const meta = {
  title: "Screens/OrderListScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
  },
};
export const Empty: Story = { args: { empty: true } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
