import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { OrderConfirmationScreen } from "./order-confirmation-screen.tsx";

function Screen({ wire = false }: { wire?: boolean }) {
  const payment = useStoryText(
    wire
      ? { tr: "Havale / EFT", en: "Wire transfer", ar: "حوالة بنكية" }
      : { tr: "Kredi / banka kartı", en: "Credit / debit card", ar: "بطاقة ائتمان / خصم" },
  );
  return (
    <OrderConfirmationScreen
      orderCode="JS100042"
      email="ayse@example.com"
      paymentName={payment}
      total={62_480}
      currency="TRY"
      bankAccount={
        wire
          ? {
              id: "1",
              bankName: "Ziraat Bankası",
              holder: "Demo Mağaza A.Ş.",
              iban: "TR330006100519786457841326",
            }
          : null
      }
      followHref="#takip"
      shoppingHref="#"
    />
  );
}

const meta = {
  title: "Screens/OrderConfirmationScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaidByCard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("JS100042")).toBeInTheDocument();
  },
};

export const WireTransfer: Story = { args: { wire: true } };
