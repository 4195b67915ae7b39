import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { longText, StoryText, useStoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { CartSummary, type CartSummaryProps } from "./cart-summary.tsx";

const checkout = fn();

function Summary(props: CartSummaryProps) {
  const campaign = useStoryText({
    tr: "Sepette %10 indirim",
    en: "10% off in the cart",
    ar: "خصم 10% في السلة",
  });
  return (
    <div className="max-w-sm">
      <CartSummary
        {...props}
        campaignDiscounts={props.campaignDiscounts?.map((discount) => ({
          ...discount,
          label: discount.label || campaign,
        }))}
      />
    </div>
  );
}

const checkoutButton = (
  <Button size="lg" onClick={checkout}>
    <StoryText tr="Sepeti Onayla" en="Confirm cart" ar="تأكيد السلة" />
  </Button>
);

const meta = {
  title: "Commerce/CartSummary",
  component: CartSummary,
  args: {
    currency: "TRY",
    itemCount: 3,
    subtotal: 44_949,
    cargoPrice: 3999,
    freeShippingThreshold: 50_000,
    total: 48_948,
    action: checkoutButton,
  },
  render: (args) => <Summary {...args} />,
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    checkout.mockClear();
    await expect(canvas.getByRole("region")).toHaveAccessibleName(/Sipariş Özeti|ملخص الطلب/);
    await expect(canvas.getByText(/50,51/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: /Sepeti Onayla|تأكيد السلة/ }));
    await expect(checkout).toHaveBeenCalledOnce();
  },
};

export const FreeShipping: Story = {
  args: { subtotal: 124_900, cargoPrice: 0, total: 124_900, itemCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(Bedava|مجاني)$/)).toBeInTheDocument();
    await expect(canvas.getByText(/kargonuz bedava|الشحن مجاني/)).toBeInTheDocument();
  },
};

export const CampaignsAndCoupon: Story = {
  args: {
    itemCount: 5,
    subtotal: 289_990,
    campaignDiscounts: [
      { id: "c1", label: "", amount: 28_999 },
      {
        id: "c2",
        label: "3 Al 2 Öde",
        amount: 24_999,
      },
    ],
    coupon: { code: "YAZ25", amount: 10_000 },
    cargoPrice: 0,
    total: 225_992,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/YAZ25/)).toBeInTheDocument();
    await expect(canvas.getAllByRole("definition").length).toBeGreaterThanOrEqual(6);
  },
};

export const WithoutFreeShippingThreshold: Story = {
  args: { freeShippingThreshold: undefined },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toBeInTheDocument();
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, itemCount: undefined },
};

export const OtherCurrency: Story = {
  args: {
    currency: "USD",
    subtotal: 7450,
    cargoPrice: 499,
    freeShippingThreshold: 10_000,
    total: 7949,
  },
};

export const LongTurkishText: Story = {
  args: {
    campaignDiscounts: [{ id: "long", label: longText.tr, amount: 123_456 }],
    subtotal: 12_345_678,
    total: 12_222_222,
    cargoPrice: 3999,
    freeShippingThreshold: undefined,
  },
};

export const LongArabicText: Story = {
  args: {
    campaignDiscounts: [{ id: "long", label: longText.ar, amount: 123_456 }],
    subtotal: 12_345_678,
    total: 12_222_222,
    cargoPrice: 3999,
    freeShippingThreshold: undefined,
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { campaignDiscounts: [{ id: "c1", label: "", amount: 4495 }], total: 44_453 },
};
