import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { tallViewport } from "../news-list/story-viewport.ts";
import { AdminTranslatedForm } from "./admin-translated-form.tsx";

const hasErrors = (globals: Record<string, unknown>) =>
  getMessages(String(globals.locale ?? "tr"))["admin.productEdit.hasErrors"] ?? "";

const texts = {
  tr: { title: "Teslimat ve iade", summary: "Siparişler iki iş gününde kargoda." },
  en: { title: "Delivery and returns", summary: "Orders ship within two working days." },
  ar: { title: "", summary: "" },
};

/** The shared form with two texts a language and the general fields every screen lays out. */
const meta = {
  title: "Admin/AdminTranslatedForm",
  component: AdminTranslatedForm,
  args: {
    mode: "edit",
    categories: [
      { value: "1", label: "Kurumsal" },
      { value: "2", label: "Yardım" },
    ],
    texts,
    textFields: [
      { name: "title", label: "Başlık", control: "input", required: true, span: "full" },
      { name: "summary", label: "Özet", control: "textarea", rows: 2, span: "full" },
    ],
    textsHint: "Türkçe zorunlu; diğer diller boş kalırsa Türkçesi gösterilir.",
    general: ({ category, sortOrder, active }) => (
      <>
        {category("category_id", "2", { noneLabel: "Kategori seçin", required: true })}
        {sortOrder(3)}
        {active(true)}
      </>
    ),
    createLabel: "Oluştur",
    deleteTitle: "Silinsin mi?",
    deleteText: "Bu kayıt silinecek.",
    plainEditor: true,
    onCancel: fn(),
    onDelete: fn(),
  },
  ...tallViewport("desktopTall"),
} satisfies Meta<typeof AdminTranslatedForm<"title" | "summary">>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};

/** A refusal in Arabic: the Arabic tab opens, is marked, and the summary counts it. */
export const RefusedInArabic: Story = {
  args: { errors: { "ar.title": "Başlık çok uzun." } },
  play: async ({ canvas, canvasElement, globals }) => {
    const arabic = canvas.getByRole("tab", { name: /العربية/ });
    await expect(arabic).toHaveAttribute("aria-selected", "true");
    await expect(within(arabic).getByRole("img", { name: hasErrors(globals) })).toBeInTheDocument();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Başlık çok uzun.");
    await expect(canvasElement.querySelector('[name="ar.title"]')).toBeVisible();
  },
};

/** A refusal that belongs to no field stands alone above the form. */
export const RefusedAsAWhole: Story = {
  args: { error: "Kayıt bulunamadı." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Kayıt bulunamadı.");
    await expect(canvas.getByRole("tab", { name: "Türkçe" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};
