import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { tallViewport } from "../news-list/story-viewport.ts";
import { AdminFaqEditScreen, type AdminFaqValues } from "./admin-faq-edit-screen.tsx";

const empty = { question: "", answer: "" };

const emptyValues: AdminFaqValues = {
  faq_category_id: "",
  sort_order: 0,
  is_active: true,
  texts: { tr: empty, en: empty, ar: empty },
};

const filledValues: AdminFaqValues = {
  faq_category_id: "1",
  sort_order: 2,
  is_active: true,
  texts: {
    tr: {
      question: "Siparişim ne zaman kargoya verilir?",
      answer:
        "<p>Siparişler <strong>iki iş günü</strong> içinde kargoya verilir.</p><ul><li>Hafta sonu verilen siparişler pazartesi çıkar</li></ul>",
    },
    en: {
      question: "When is my order shipped?",
      answer: "<p>Orders ship within <strong>two working days</strong>.</p>",
    },
    ar: {
      question: "متى يُشحن طلبي؟",
      answer: "<p>تُشحن الطلبات خلال <strong>يومي عمل</strong>.</p>",
    },
  },
};

const categories = [
  { value: "1", label: "Kargo" },
  { value: "2", label: "İade" },
];

const meta = {
  title: "Admin/AdminFaqEditScreen",
  component: AdminFaqEditScreen,
  args: {
    mode: "edit",
    values: filledValues,
    categories,
    plainEditor: true,
    onCancel: fn(),
    onDelete: fn(),
  },
  ...tallViewport("desktopTall"),
  decorators: [
    (Story) => (
      <div className="-m-4 min-h-dvh bg-surface-muted p-4 md:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminFaqEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page is before its JavaScript runs: the answer is a textarea of HTML. */
export const WithoutJavaScript: Story = {};

export const Create: Story = { args: { mode: "create", values: emptyValues } };

/** The rich-text editor, loaded when the screen runs; right to left on the Arabic tab. */
export const RichTextArabic: Story = {
  args: { plainEditor: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "العربية" }));
    const editable = await waitFor(
      () => {
        const found = canvasElement.querySelector('[contenteditable="true"][dir="rtl"]');
        if (!found) throw new Error("the editor has not loaded yet");
        return found;
      },
      { timeout: 60_000 },
    );
    await expect(editable.querySelector("strong")?.textContent).toBe("يومي عمل");
  },
};

export const ValidationErrors: Story = {
  args: {
    mode: "create",
    values: emptyValues,
    errors: {
      faq_category_id: "Bir kategori seçin.",
      "tr.question": "Soru zorunludur.",
      "tr.answer": "Cevap zorunludur.",
    },
  },
};

export const Saving: Story = { args: { saving: true } };

export const ConfirmDelete: Story = {
  play: async ({ canvas, canvasElement: root }) => {
    await userEvent.click(
      canvas.getAllByRole("button", { name: /Sil|Delete|حذف/ })[0] as HTMLElement,
    );
    await waitFor(() =>
      expect(root.ownerDocument.querySelector('[role="alertdialog"]')).not.toBeNull(),
    );
  },
};

export const Tablet: Story = { ...tallViewport("tabletTall") };
