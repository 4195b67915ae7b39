import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { type AdminPendingQuestionRow, AdminQuestionsScreen } from "./admin-questions-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string, name = "") =>
  (getMessages(String(globals.locale ?? "tr"))[id] ?? id).replace("{name}", name);

const questions: AdminPendingQuestionRow[] = [
  {
    id: "1",
    productName: "Bakır Cezve",
    productHref: "/urun/bakir-cezve",
    customerName: "Ayşe Yılmaz",
    customerHref: "/admin/customers/1",
    question: "İndüksiyon ocakta kullanılabilir mi?",
    language: "tr",
    createdAt: "2026-11-20T08:00:00.000Z",
  },
  {
    id: "2",
    productName: "Cam Çaydanlık",
    customerName: "Sara Ahmed",
    customerHref: "/admin/customers/2",
    question: "هل يمكن غسلها في غسالة الصحون؟",
    language: "ar",
    createdAt: "2026-11-21T12:15:00.000Z",
  },
  {
    id: "3",
    productName: "Pamuklu Tişört",
    customerName: null,
    question: "Does it come in XXL? <b>bold?</b>",
    language: "en",
    createdAt: "2026-11-22T17:45:00.000Z",
  },
];

const meta = {
  title: "Admin/AdminQuestionsScreen",
  component: AdminQuestionsScreen,
  args: { questions, onAnswer: fn(), onReject: fn() },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminQuestionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: {
    questions: Array.from({ length: 15 }, (_, index) => ({
      ...(questions[index % questions.length] as AdminPendingQuestionRow),
      id: String(index + 1),
    })),
  },
};

export const AnswerInDialog: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { errors: { answer: "Cevap gerekli." } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", {
        name: msg(globals, "admin.questions.answerNamed", "Ayşe Yılmaz"),
      }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    const field = within(dialog).getByRole("textbox");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(field, "Evet, tabanı indüksiyona uygundur.");
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onAnswer).toHaveBeenCalledWith(
      { answer: "Evet, tabanı indüksiyona uygundur." },
      expect.objectContaining({ id: "1" }),
    );
  },
};

export const RejectAsksFirst: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", {
        name: msg(globals, "admin.questions.rejectNamed", "Sara Ahmed"),
      }),
    );
    await within(document.body).findByRole("alertdialog");
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { questions: [] } };

export const LoadFailed: Story = {
  args: { questions: [], error: "Sunucuya ulaşılamadı.", onRetry: fn() },
};

export const Tablet: Story = { ...tallViewport("tabletTall") };
