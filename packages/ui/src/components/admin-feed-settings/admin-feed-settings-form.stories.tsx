import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { type AdminFeedCategory, AdminFeedSettingsForm } from "./admin-feed-settings-form.tsx";

const categories: AdminFeedCategory[] = [
  { id: 1, name: "Giyim", depth: 0 },
  { id: 2, name: "Kadın", depth: 1 },
  { id: 3, name: "Elbise", depth: 2 },
  { id: 4, name: "Erkek", depth: 1 },
  { id: 5, name: "Ayakkabı", depth: 0 },
  { id: 6, name: "Spor ayakkabı", depth: 1 },
];

const many: AdminFeedCategory[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  name: `Kategori ${index + 1}`,
  depth: index % 3,
}));

const meta = {
  title: "Admin/AdminFeedSettingsForm",
  component: AdminFeedSettingsForm,
  args: {
    values: { enabled: true, inStockOnly: false, categoryIds: [], currencyId: null },
    categories,
    currencies: [
      { id: 1, code: "TRY" },
      { id: 2, code: "USD" },
      { id: 3, code: "EUR" },
    ],
    feedUrls: [
      { language: "tr", url: "https://magaza.example.com/xml" },
      { language: "en", url: "https://magaza.example.com/xml?language=en" },
      { language: "ar", url: "https://magaza.example.com/xml?language=ar" },
    ],
    onSave: fn(),
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminFeedSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {};

export const ChooseAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole("checkbox", { name: "Kadın" }));
    await userEvent.click(form.getAllByRole("switch")[1] as HTMLElement);
    await userEvent.click(form.getByRole("button", { name: /Kaydet|حفظ/ }));
    await expect(args.onSave).toHaveBeenCalledWith({
      enabled: true,
      inStockOnly: true,
      categoryIds: [2],
      currencyId: null,
    });
  },
};

export const ManyCategories: Story = {
  args: {
    categories: many,
    values: { enabled: true, inStockOnly: true, categoryIds: [1, 5, 9], currencyId: 2 },
  },
};

export const NoCategories: Story = { args: { categories: [] } };

export const ValidationErrors: Story = {
  args: {
    values: { enabled: false, inStockOnly: false, categoryIds: [3], currencyId: 3 },
    errors: {
      category_ids: "Geçersiz değer.",
      currency_id: "Geçersiz değer.",
    },
  },
};

export const Saving: Story = { args: { saving: true } };

export const Tablet: Story = { ...tallViewport("tabletTall") };
