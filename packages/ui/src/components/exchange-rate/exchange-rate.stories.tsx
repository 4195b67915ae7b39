import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ExchangeRate } from "./exchange-rate.tsx";

const meta = {
  title: "Layout/ExchangeRate",
  component: ExchangeRate,
  args: {
    rates: [
      { currency: "USD", amount: 3425 },
      { currency: "EUR", amount: 3710 },
    ],
    updatedAt: "2026-11-22T06:30:00Z",
  },
  argTypes: { variant: { control: "inline-radio", options: ["inline", "card"] } },
} satisfies Meta<typeof ExchangeRate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("group", { name: /Döviz kurları|أسعار الصرف/ })).toBeVisible();
    const usd = canvasElement.querySelector('[data-currency="USD"]') as HTMLElement;
    // the price format in every locale: comma decimals, Latin digits, symbol after
    await expect(usd).toHaveTextContent(/34,25\s₺/);
    await expect(canvasElement.querySelector('[data-currency="EUR"]')).toHaveTextContent(
      /37,10\s₺/,
    );
    const time = canvasElement.querySelector("time");
    await expect(time).toHaveAttribute("datetime", "2026-11-22");
    await expect(time).toHaveTextContent("2026-11-22");
  },
};

export const Card: Story = {
  args: { variant: "card" },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: /Döviz kurları|أسعار الصرف/ })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: /Döviz kurları|أسعار الصرف/ })).toBeVisible();
    await expect(
      canvas.getByText(/ABD doları|الدولار الأمريكي/, { selector: "[aria-hidden]" }),
    ).toBeVisible();
  },
};

export const LargeAmounts: Story = {
  args: {
    rates: [
      { currency: "USD", amount: 123456789 },
      { currency: "EUR", amount: 100000 },
    ],
    updatedAt: new Date(Date.UTC(2027, 0, 5)),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-currency="USD"]')).toHaveTextContent(
      /1\.234\.567,89\s₺/,
    );
    await expect(canvasElement.querySelector("time")).toHaveTextContent("2027-01-05");
  },
};

/** Updated at 22:30 UTC: already the next day in the shop's time zone (Europe/Istanbul). */
export const UpdatedAfterMidnightInTheShop: Story = {
  args: { updatedAt: "2026-11-29T22:30:00Z" },
  // the day's text is what differs from Default
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("time")).toHaveTextContent("2026-11-30");
  },
};

export const Unavailable: Story = {
  args: { rates: [], updatedAt: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Kur bilgisi şu an alınamıyor|أسعار الصرف غير متاحة حاليًا/),
    ).toBeVisible();
  },
};

export const UnavailableCard: Story = {
  args: { rates: [], updatedAt: undefined, variant: "card" },
  decorators: Card.decorators,
};

export const WithoutDate: Story = {
  args: { updatedAt: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("time")).toBeNull();
  },
};

export const OnlyDollar: Story = {
  args: { rates: [{ currency: "USD", amount: 3425 }], variant: "card" },
  decorators: Card.decorators,
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <ExchangeRate {...args} />
      <ExchangeRate {...args} variant="card" />
    </div>
  ),
};
