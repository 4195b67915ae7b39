import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { useLocale } from "../../lib/use-locale.ts";
import { useStoryText } from "../../stories/story-text.tsx";
import { storyAddress } from "../address-card/story-addresses.ts";
import { CartSummary } from "../cart-summary/cart-summary.tsx";
import { CheckoutApproveScreen } from "./checkout-approve-screen.tsx";

function Screen({ refused = false }: { refused?: boolean }) {
  const { code } = useLocale();
  const tshirt = useStoryText({ tr: "Pamuklu Tişört", en: "Cotton T-shirt", ar: "قميص قطني" });
  const required = useStoryText({
    tr: "Bu alan zorunludur.",
    en: "This field is required.",
    ar: "هذا الحقل مطلوب.",
  });
  return (
    <CheckoutApproveScreen
      currency="TRY"
      lines={[
        {
          id: "1",
          title: tshirt,
          options: [{ name: "Beden", value: "M" }],
          quantity: 2,
          lineTotal: 49_980,
        },
      ]}
      placeholderImage=""
      deliveryAddress={storyAddress("home", code)}
      invoiceAddress={null}
      cargoName="Yurtiçi Kargo"
      gift={{ note: "İyi ki doğdun!" }}
      distanceSellingHtml="<p>1. Taraflar ...</p>"
      preliminaryHtml="<p>Ön bilgiler ...</p>"
      addressHref="#adres"
      {...(refused
        ? { errors: { distance_selling_agreement: required, preliminary_information: required } }
        : {})}
      renderForm={(props) => <form {...props} onSubmit={(e) => e.preventDefault()} />}
      aside={
        <CartSummary currency="TRY" itemCount={2} subtotal={49_980} cargoPrice={0} total={49_980} />
      }
    />
  );
}

const meta = {
  title: "Screens/CheckoutApproveScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AgreementsRefused: Story = { args: { refused: true } };

export const AgreementDialog: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, canvasElement }) => {
    const buttons = canvas.getAllByRole("button", { name: /sözleşme|agreement|اتفاقية/i });
    if (buttons[0]) await userEvent.click(buttons[0]);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(dialog).toHaveTextContent("1. Taraflar");
  },
};
