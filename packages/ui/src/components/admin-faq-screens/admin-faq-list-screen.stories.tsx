import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  AdminFaqListScreen,
  type AdminFaqQuery,
  type AdminFaqRow,
} from "./admin-faq-list-screen.tsx";

const questions = [
  ["Siparişim ne zaman kargoya verilir?", "Kargo"],
  ["İade nasıl yapılır?", "İade"],
  ["Kapıda ödeme var mı?", "Ödeme"],
  ["Kargo ücreti ne kadar?", "Kargo"],
] as const;

const faqs: AdminFaqRow[] = Array.from({ length: 20 }, (_, index) => {
  const [question, category] = questions[index % questions.length] ?? questions[0];
  return {
    id: String(index + 1),
    question: index < questions.length ? question : `${question} (${index})`,
    category,
    sortOrder: index,
    isActive: index % 6 !== 5,
    editHref: `/admin/faq/${index + 1}`,
  };
});

const categories = [
  { value: "1", label: "Kargo" },
  { value: "2", label: "İade" },
  { value: "3", label: "Ödeme" },
];

const query: AdminFaqQuery = { q: "", category: "", page: 1 };
const href = (next: AdminFaqQuery) =>
  `/admin/faq?${new URLSearchParams({ q: next.q, category: next.category, page: String(next.page) })}`;

const meta = {
  title: "Admin/AdminFaqListScreen",
  component: AdminFaqListScreen,
  args: {
    faqs: faqs.slice(0, 4),
    categories,
    totalRows: 4,
    pageSize: 20,
    query,
    getHref: href,
    newHref: "/admin/faq/new",
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminFaqListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Questions: Story = {};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { faqs, totalRows: 46, query: { q: "", category: "", page: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link", { name: "İade nasıl yapılır?" })[0]).toHaveAttribute(
      "href",
      "/admin/faq/2",
    );
  },
};

export const FilteredFoundNothing: Story = {
  args: { faqs: [], totalRows: 0, query: { q: "yok", category: "1", page: 1 } },
};

export const Empty: Story = { args: { faqs: [], totalRows: 0 } };

export const LoadFailed: Story = {
  args: { faqs: [], totalRows: 0, error: "Sunucuya ulaşılamadı.", onRetry: fn() },
};

export const Tablet: Story = { ...tallViewport("tabletTall"), args: { faqs, totalRows: 40 } };
