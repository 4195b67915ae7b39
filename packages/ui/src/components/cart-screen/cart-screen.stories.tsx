import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { CartScreen, type CartScreenLine, type CartScreenProps } from "./cart-screen.tsx";

const onQuantityChange = fn();
const onApplyCampaign = fn();

function useLines(): CartScreenLine[] {
  const tshirt = useStoryText({ tr: "Pamuklu Tişört", en: "Cotton T-shirt", ar: "قميص قطني" });
  const size = useStoryText({ tr: "Beden", en: "Size", ar: "المقاس" });
  const colour = useStoryText({ tr: "Renk", en: "Colour", ar: "اللون" });
  const red = useStoryText({ tr: "Kırmızı", en: "Red", ar: "أحمر" });
  const mug = useStoryText({ tr: "Seramik Kupa", en: "Ceramic Mug", ar: "كوب سيراميك" });
  return [
    {
      id: "1",
      title: tshirt,
      href: "#tisort",
      options: [
        { name: colour, value: red },
        { name: size, value: "M" },
      ],
      unitPrice: 24_990,
      oldUnitPrice: 29_990,
      lineTotal: 49_980,
      quantity: 2,
    },
    { id: "2", title: mug, href: "#kupa", unitPrice: 12_500, lineTotal: 12_500, quantity: 1 },
  ];
}

function Screen(props: Partial<CartScreenProps> & { long?: boolean }) {
  const lines = useLines();
  const long = useStoryText(longText);
  const campaign = useStoryText({
    tr: "Sepette %10 indirim",
    en: "10% off the cart",
    ar: "خصم 10% على السلة",
  });
  const buy3 = useStoryText({ tr: "3 al 2 öde", en: "Buy 3 pay 2", ar: "اشترِ 3 وادفع 2" });
  const shown = props.long
    ? [...lines, { ...lines[1], id: "3", title: long, quantity: 1 } as CartScreenLine]
    : lines;
  return (
    <CartScreen
      currency="TRY"
      lines={shown}
      placeholderImage=""
      summary={{
        itemCount: 3,
        subtotal: 62_480,
        vatTotal: 10_413,
        campaign: { id: "c1", label: campaign, amount: 6_248 },
        coupon: null,
        cargoPrice: 0,
        freeShippingThreshold: 50_000,
        giftPackagePrice: 2_500,
        total: 58_732,
      }}
      onQuantityChange={onQuantityChange}
      onRemove={fn()}
      coupon={{ appliedCode: null }}
      onApplyCoupon={fn()}
      onRemoveCoupon={fn()}
      campaigns={[
        { id: "c1", name: campaign, eligible: true, applied: true },
        { id: "c2", name: buy3, eligible: false, applied: false },
      ]}
      onApplyCampaign={onApplyCampaign}
      onRemoveCampaign={fn()}
      cargo={[
        { id: "k1", name: "Yurtiçi Kargo", price: 0, daysMin: 1, daysMax: 3, selected: true },
        { id: "k2", name: "Aras Kargo", price: 8_490, daysMin: 1, daysMax: 3, selected: false },
      ]}
      onChooseCargo={fn()}
      choices={{
        isGift: true,
        giftNote: "",
        note: "",
        deliveryDate: "",
        deliveryDateText: "",
      }}
      giftPackageUnitPrice={2_500}
      deliveryDates={["2026-11-27", "2026-11-28", "2026-11-30"]}
      renderForm={(formProps) => <form {...formProps} onSubmit={(e) => e.preventDefault()} />}
      checkoutHref="#adres"
      canCheckout
      shoppingHref="#"
      {...props}
    />
  );
}

const meta = {
  title: "Screens/CartScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    onQuantityChange.mockClear();
    await expect(canvas.getByRole("heading", { level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /Sepeti onayla|تأكيد السلة/ })).toHaveAttribute(
      "href",
      "#adres",
    );
    const increase = canvas.getAllByRole("button", { name: /artır|زيادة|Increase/i })[1];
    if (increase) await userEvent.click(increase);
    await expect(onQuantityChange).toHaveBeenCalledWith("2", 2);
  },
};

export const Empty: Story = { args: { lines: [] } };

export const OutOfStockLine: Story = {
  render: (args) => {
    const lines = useLines();
    return (
      <Screen
        {...args}
        lines={[{ ...lines[0], outOfStock: true } as CartScreenLine, ...lines.slice(1)]}
        canCheckout={false}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Sepeti onayla|تأكيد السلة/ })).toBeDisabled();
  },
};

export const LongCart: Story = { args: { long: true } };

export const Phone: Story = {
  args: { long: true },
  globals: { viewport: { value: "phone" } },
};
