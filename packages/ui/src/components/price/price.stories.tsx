import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StoryText } from "../../stories/story-text.tsx";
import { Price } from "./price.tsx";

const meta = {
  title: "Primitives/Price",
  component: Price,
  args: { amount: 123456, currency: 1 },
  argTypes: {
    currency: { control: "inline-radio", options: [1, 2, 3, "TRY", "USD", "EUR"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    layout: { control: "inline-radio", options: ["inline", "stacked"] },
    variant: { control: "inline-radio", options: ["current", "old"] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (element: Element | null) => element?.textContent?.replace(/\u00a0/g, " ");

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector("[data-slot=price]");
    // the same format in tr and ar: dot thousands, comma decimals, Latin digits, ₺ after
    await expect(text(price)).toBe("1.234,56 ₺");
    await expect(price).toHaveAttribute("data-variant", "current");
  },
};

export const Currencies: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-2">
      <Price {...args} currency={1} />
      <Price {...args} currency={2} />
      <Price {...args} currency={3} />
      <Price {...args} currency="EUR" amount={5} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const prices = [...canvasElement.querySelectorAll("[data-slot=price]")].map(text);
    await expect(prices).toEqual(["1.234,56 ₺", "1.234,56 $", "1.234,56 €", "0,05 €"]);
  },
};

export const OldPrice: Story = {
  args: { variant: "old", amount: 39999 },
  play: async ({ canvasElement }) => {
    const old = canvasElement.querySelector("[data-slot=price-old]");
    await expect(old?.tagName).toBe("S");
    await expect(text(old)).toMatch(/^(Eski fiyat:|السعر القديم:) 399,99 ₺$/);
  },
};

export const Discount: Story = {
  args: { amount: 24999, oldAmount: 39999 },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector("[data-slot=price]");
    await expect(price).toHaveAttribute("data-variant", "discount");
    await expect(
      text(canvasElement.querySelector("[data-slot=price-old] [data-slot=price-amount]")),
    ).toBe("399,99");
    await expect(text(canvasElement.querySelector("[data-slot=price-current]"))).toMatch(
      /249,99 ₺$/,
    );
    await expect(text(canvasElement.querySelector("[data-slot=price-discount]"))).toMatch(/38/);
  },
};

export const DiscountStacked: Story = {
  args: { amount: 129900, oldAmount: 179900, layout: "stacked", size: "lg" },
};

export const DiscountWithoutBadge: Story = {
  args: { amount: 24999, oldAmount: 39999, showDiscount: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=price-discount]")).toBeNull();
  },
};

export const NoDiscountWhenNotCheaper: Story = {
  args: { amount: 24999, oldAmount: 24999 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=price-old]")).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=price]")).toHaveAttribute(
      "data-variant",
      "current",
    );
  },
};

export const Negative: Story = {
  name: "Negative (discount line)",
  render: (args) => (
    <dl className="grid w-72 grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-body-sm">
      <dt>
        <StoryText tr="Ara toplam" en="Subtotal" ar="المجموع الفرعي" />
      </dt>
      <dd>
        <Price {...args} amount={159900} size="sm" />
      </dd>
      <dt>
        <StoryText tr="Kupon indirimi" en="Coupon discount" ar="خصم القسيمة" />
      </dt>
      <dd>
        <Price {...args} amount={-15000} size="sm" className="[&_*]:text-success-fg" />
      </dd>
      <dt className="font-semibold">
        <StoryText tr="Toplam" en="Total" ar="المجموع" />
      </dt>
      <dd>
        <Price {...args} amount={144900} />
      </dd>
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const amounts = canvasElement.querySelectorAll("[data-slot=price-amount]");
    await expect(text(amounts[1] ?? null)).toBe("\u2212150,00");
    await expect(amounts[1]).toHaveAttribute("dir", "ltr");
  },
};

export const Sizes: Story = {
  args: { amount: 24999, oldAmount: 39999 },
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
      <Price {...args} oldAmount={undefined} size="lg" />
    </div>
  ),
};

export const LargeAmounts: Story = {
  args: { amount: 123456789, oldAmount: 987654321, size: "lg" },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement.querySelector("[data-slot=price-current]"))).toMatch(
      /1\.234\.567,89 ₺$/,
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { amount: 1249900, oldAmount: 1799900 },
  render: (args) => (
    <div className="grid grid-cols-2 gap-3">
      <div className="rounded-lg border border-border-subtle p-3">
        <p className="mb-2 line-clamp-2 text-body-sm">
          <StoryText
            tr="Çok amaçlı mutfak robotu, 1200 W"
            en="Multi-purpose food processor, 1200 W"
            ar="محضرة طعام متعددة الاستخدامات، 1200 واط"
          />
        </p>
        <Price {...args} layout="stacked" />
      </div>
      <div className="rounded-lg border border-border-subtle p-3">
        <p className="mb-2 line-clamp-2 text-body-sm">
          <StoryText tr="Pamuklu tişört" en="Cotton T-shirt" ar="قميص قطني" />
        </p>
        <Price {...args} amount={19990} oldAmount={undefined} />
      </div>
      <div className="col-span-2">
        <Price {...args} size="lg" />
      </div>
    </div>
  ),
};
