import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { CheckoutPaymentScreen, type PaymentMethodCode } from "./checkout-payment-screen.tsx";

function Screen({
  method = "card",
  failed = false,
  providers = false,
}: {
  method?: PaymentMethodCode;
  failed?: boolean;
  /** iyzico and PayTR configured beside the test bank. */
  providers?: boolean;
}) {
  const names = {
    card: useStoryText({
      tr: "Kredi / banka kartı",
      en: "Credit / debit card",
      ar: "بطاقة ائتمان / خصم",
    }),
    wire: useStoryText({ tr: "Havale / EFT", en: "Wire transfer", ar: "حوالة بنكية" }),
    door: useStoryText({ tr: "Kapıda ödeme", en: "Pay at the door", ar: "الدفع عند الباب" }),
  };
  const failure = useStoryText({
    tr: "Ödeme başarısız, lütfen tekrar deneyin.",
    en: "The payment failed, please try again.",
    ar: "فشل الدفع، يرجى المحاولة مرة أخرى.",
  });
  const testBank = useStoryText({ tr: "Test bankası", en: "Test bank", ar: "بنك الاختبار" });
  return (
    <CheckoutPaymentScreen
      currency="TRY"
      methods={[
        { code: "card", name: names.card, fee: 0 },
        { code: "wire_transfer", name: names.wire, fee: 0 },
        { code: "door", name: names.door, fee: 1_990 },
      ]}
      defaultMethod={method}
      total={62_480}
      cardBrand="visa"
      installments={[
        { count: 1, monthly: 62_480, total: 62_480 },
        { count: 3, monthly: 21_639, total: 64_917 },
        { count: 6, monthly: 11_237, total: 67_416 },
      ]}
      bankAccounts={[
        {
          id: "1",
          bankName: "Ziraat Bankası",
          holder: "Demo Mağaza A.Ş.",
          iban: "TR330006100519786457841326",
        },
        {
          id: "2",
          bankName: "Garanti BBVA",
          holder: "Demo Mağaza A.Ş.",
          iban: "TR320006200119000006672315",
        },
      ]}
      {...(failed ? { error: failure } : {})}
      {...(providers
        ? {
            cardProviders: [
              { code: "test", name: testBank, ownPage: false },
              { code: "iyzico", name: "iyzico", ownPage: false },
              { code: "paytr", name: "PayTR", ownPage: true },
            ],
          }
        : {})}
      renderForm={(props) => <form {...props} onSubmit={(e) => e.preventDefault()} />}
    />
  );
}

const meta = {
  title: "Screens/CheckoutPaymentScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardWithInstallments: Story = {
  play: async ({ canvasElement }) => {
    const open = canvasElement.querySelector("details[open]");
    await expect(open?.getAttribute("data-method")).toBe("card");
  },
};

export const WireTransfer: Story = { args: { method: "wire_transfer" } };

export const PayAtDoor: Story = { args: { method: "door" } };

export const PaymentFailed: Story = { args: { failed: true } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const CardProviders: Story = {
  args: { providers: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "iyzico" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("radio", { name: "PayTR" }));
    // PayTR's own page takes the card: the shop's card fields go.
    await expect(canvasElement.querySelector('input[name="card_number"]')).toBeNull();
  },
};
