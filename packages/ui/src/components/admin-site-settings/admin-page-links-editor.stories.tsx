import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { StoryText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { AdminPageLinksEditor } from "./admin-page-links-editor.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const link = (code: string, tr: string, en: string, ar: string, path: string) => ({
  code,
  is_active: true,
  title: { tr, en, ar },
  url: { tr: path, en: `/en${path}`, ar: `/ar${path}` },
});

const links = [
  link("about", "Hakkımızda", "About us", "من نحن", "/hakkimizda"),
  link("contact", "İletişim", "Contact", "اتصل بنا", "/iletisim"),
  link("faq", "Sıkça sorulanlar", "FAQ", "الأسئلة الشائعة", "/sss"),
  {
    ...link(
      "cookie_policy",
      "Çerez politikası",
      "Cookie policy",
      "سياسة ملفات تعريف الارتباط",
      "/cerez-politikasi",
    ),
    is_active: false,
  },
];

const meta = {
  title: "Admin/AdminPageLinksEditor",
  component: AdminPageLinksEditor,
  args: { links, onSave: fn() },
  decorators: [adminPageBackdrop],
  ...tallViewport("desktopTall"),
} satisfies Meta<typeof AdminPageLinksEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {};

export const Empty: Story = { args: { links: [] } };

export const Saving: Story = { args: { saving: true } };

export const ValidationErrors: Story = {
  args: {
    errors: {
      "links.1.url.tr": (
        <StoryText tr="Geçersiz biçim." en="Invalid format." ar="تنسيق غير صالح." />
      ),
      "links.2.code": (
        <StoryText tr="Bu değer kullanılıyor." en="Already in use." ar="مستخدم بالفعل." />
      ),
    },
  },
};

/** Moves the second link up and saves: the list goes out in the new order. */
export const ReorderAndSave: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const up = new RegExp(msg(globals, "admin.site.moveUp").replace("{name}", "İletişim"));
    await userEvent.click(canvas.getByRole("button", { name: up }));
    await userEvent.click(canvas.getByRole("button", { name: msg(globals, "admin.form.save") }));
    const saved = (args.onSave as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0];
    await expect((saved as { code: string }[]).map((entry) => entry.code)).toEqual([
      "contact",
      "about",
      "faq",
      "cookie_policy",
    ]);
  },
};

export const Tablet: Story = { ...tallViewport("tabletTall") };
