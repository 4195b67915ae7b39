import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  type AdminExchangeRateRow,
  AdminExchangeRatesScreen,
  formatRateInput,
} from "./admin-exchange-rates-screen.tsx";

const currencies: AdminExchangeRateRow[] = [
  {
    id: "1",
    code: "TRY",
    symbol: "₺",
    name: "Türk lirası",
    exchangeRate: "1.000000",
    rateUpdatedAt: "2026-11-20T09:00:00.000Z",
    isDefault: true,
    isActive: true,
    sortOrder: 1,
  },
  {
    id: "2",
    code: "USD",
    symbol: "$",
    name: "ABD doları",
    exchangeRate: "41.500000",
    rateUpdatedAt: "2026-11-26T07:30:00.000Z",
    isDefault: false,
    isActive: true,
    sortOrder: 2,
  },
  {
    id: "3",
    code: "EUR",
    symbol: "€",
    name: "Euro",
    exchangeRate: "48.123456",
    rateUpdatedAt: "2026-11-26T07:30:00.000Z",
    isDefault: false,
    isActive: false,
    sortOrder: 3,
  },
];

const many: AdminExchangeRateRow[] = [
  ...currencies,
  ...["GBP", "CHF", "SAR", "AED", "KWD", "JPY", "RUB", "AZN", "IQD"].map((code, index) => ({
    id: String(index + 4),
    code,
    symbol: code,
    name: `${code} para birimi`,
    exchangeRate: `${(index + 1) * 7}.${String(index * 1234).padStart(6, "0")}`,
    rateUpdatedAt: "2026-11-25T12:00:00.000Z",
    isDefault: false,
    isActive: index % 3 !== 0,
    sortOrder: index + 4,
  })),
];

const meta = {
  title: "Admin/AdminExchangeRatesScreen",
  component: AdminExchangeRatesScreen,
  args: { currencies, onSave: fn() },
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminExchangeRatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Currencies: Story = {
  play: async () => {
    await expect(formatRateInput("41.500000")).toBe("41,5");
    await expect(formatRateInput("1.000000")).toBe("1");
  },
};

export const ManyCurrencies: Story = { ...tallViewport("desktopTall"), args: { currencies: many } };

export const Empty: Story = { args: { currencies: [] } };

export const EditRate: Story = {
  args: { defaultEditingId: "2" },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    const rate = within(dialog).getByRole("textbox", { name: /Kur|سعر/ });
    await expect(rate).toHaveValue("41,5");
    await userEvent.clear(rate);
    await userEvent.type(rate, "42,25");
    await userEvent.click(within(dialog).getByRole("button", { name: /Kaydet|حفظ/ }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ exchange_rate: "42,25", is_active: "true" }),
      currencies[1],
    );
  },
};

export const ValidationErrors: Story = {
  args: {
    defaultEditingId: "2",
    errors: {
      exchange_rate: "Kur sıfırdan büyük, en çok 6 ondalıklı bir sayı olmalıdır.",
    },
  },
};

export const DefaultCannotBeOff: Story = {
  args: {
    defaultEditingId: "1",
    errors: { is_active: "Varsayılan kayıt pasif yapılamaz; önce başka birini varsayılan seçin." },
  },
};

export const Saving: Story = { args: { defaultEditingId: "2", saving: true } };

export const Tablet: Story = { ...tallViewport("tabletTall"), args: { currencies: many } };
