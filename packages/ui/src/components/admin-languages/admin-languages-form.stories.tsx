import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { type AdminLanguageRow, AdminLanguagesForm } from "./admin-languages-form.tsx";

const languages: AdminLanguageRow[] = [
  { code: "tr", name: "Türkçe", dir: "ltr", isActive: true, isDefault: true },
  { code: "en", name: "English", dir: "ltr", isActive: true, isDefault: false },
  { code: "ar", name: "العربية", dir: "rtl", isActive: true, isDefault: false },
];

const many: AdminLanguageRow[] = [
  ...languages,
  { code: "ku", name: "کوردی", dir: "rtl", isActive: false, isDefault: false },
  { code: "de", name: "Deutsch", dir: "ltr", isActive: false, isDefault: false },
  { code: "ru", name: "Русский", dir: "ltr", isActive: true, isDefault: false },
  { code: "fr", name: "Français", dir: "ltr", isActive: false, isDefault: false },
];

const meta = {
  title: "Admin/AdminLanguagesForm",
  component: AdminLanguagesForm,
  args: { languages, onSave: fn() },
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminLanguagesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Languages: Story = {};

export const ManyLanguages: Story = { ...tallViewport("desktopTall"), args: { languages: many } };

export const Empty: Story = { args: { languages: [] } };

/** English turned off and moved last: the whole list is saved in its new order. */
export const TurnOffAndMove: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const english = form.getByRole("switch", { name: /English/ });
    await userEvent.click(english);
    // Down, past Arabic.
    const [, down] = form.getAllByRole("button", { name: /English/ });
    await userEvent.click(down as HTMLElement);
    await userEvent.click(form.getByRole("button", { name: /Kaydet|حفظ/ }));
    await expect(args.onSave).toHaveBeenCalledWith([
      languages[0],
      languages[2],
      { ...languages[1], isActive: false },
    ]);
  },
};

export const DefaultStaysOn: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch", { name: /Türkçe/ })).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  args: {
    languages: [
      { code: "tr", name: "Türkçe", dir: "ltr", isActive: true, isDefault: true },
      { code: "en", name: "English", dir: "ltr", isActive: false, isDefault: false },
      { code: "ar", name: "العربية", dir: "rtl", isActive: false, isDefault: false },
    ],
    error: "Varsayılan kayıt pasif yapılamaz; önce başka birini varsayılan seçin.",
  },
};

export const Saving: Story = { args: { saving: true } };

export const Tablet: Story = { ...tallViewport("tabletTall"), args: { languages: many } };
