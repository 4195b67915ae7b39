import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  type AdminNewsletterQuery,
  AdminNewsletterScreen,
  type AdminSubscriberRow,
} from "./admin-newsletter-screen.tsx";

const statuses = ["confirmed", "pending", "confirmed", "unsubscribed"] as const;
const languages = ["Türkçe", "English", "العربية"];

const subscribers: AdminSubscriberRow[] = Array.from({ length: 20 }, (_, index) => ({
  id: String(index + 1),
  email: `okur${index + 1}@example.com`,
  language: languages[index % 3] ?? "Türkçe",
  status: statuses[index % 4] ?? "confirmed",
  createdAt: `2026-1${index % 2}-0${(index % 9) + 1}T10:00:00.000Z`,
}));

const query: AdminNewsletterQuery = { q: "", status: "all", page: 1 };

const meta = {
  title: "Admin/AdminNewsletterScreen",
  component: AdminNewsletterScreen,
  args: {
    subscribers: subscribers.slice(0, 6),
    totalRows: 6,
    pageSize: 20,
    query,
    getHref: (next) => `/admin/newsletter?page=${next.page}&status=${next.status}`,
    exportHref: "/admin/newsletter/export?status=all",
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminNewsletterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribers: Story = {
  play: async ({ canvasElement }) => {
    const link = canvasElement.querySelector("a[download]");
    await expect(link).toHaveAttribute("href", "/admin/newsletter/export?status=all");
  },
};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { subscribers, totalRows: 5321, query: { ...query, status: "confirmed", page: 2 } },
};

export const Empty: Story = { args: { subscribers: [], totalRows: 0 } };

export const LoadFailed: Story = {
  args: { subscribers: [], totalRows: 0, error: "Sunucuya ulaşılamadı.", onRetry: fn() },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { subscribers, totalRows: 20 },
};
