import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  AdminContentListScreen,
  type AdminContentQuery,
  type AdminContentRow,
} from "./admin-content-list-screen.tsx";

const titles = [
  ["Hakkımızda", "hakkimizda", "Kurumsal"],
  ["Teslimat Koşulları", "teslimat-kosullari", "Sözleşmeler"],
  ["Mesafeli Satış Sözleşmesi", "mesafeli-satis-sozlesmesi", "Sözleşmeler"],
  ["KVKK Aydınlatma Metni", "kvkk", null],
  ["Çerez Politikası", "cookie-policy", null],
] as const;

const contents: AdminContentRow[] = Array.from({ length: 20 }, (_, index) => {
  const [title, code, category] = titles[index % titles.length] ?? titles[0];
  return {
    id: String(index + 1),
    title: index < titles.length ? title : `${title} ${index}`,
    code: index < titles.length ? code : `${code}-${index}`,
    category,
    isActive: index % 6 !== 4,
    updatedAt: `2026-1${index % 2}-1${index % 10}T10:00:00.000Z`,
    editHref: `/admin/content/${index + 1}`,
  };
});

const query: AdminContentQuery = { q: "", page: 1 };
const href = (next: AdminContentQuery) =>
  `/admin/content?${new URLSearchParams({ q: next.q, page: String(next.page) })}`;

const meta = {
  title: "Admin/AdminContentListScreen",
  component: AdminContentListScreen,
  args: {
    contents: contents.slice(0, 5),
    totalRows: 5,
    pageSize: 20,
    query,
    getHref: href,
    newHref: "/admin/content/new",
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminContentListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pages: Story = {};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { contents, totalRows: 86, query: { q: "", page: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link", { name: "Hakkımızda" })[0]).toHaveAttribute(
      "href",
      "/admin/content/1",
    );
  },
};

export const SearchFoundNothing: Story = {
  args: { contents: [], totalRows: 0, query: { q: "yok", page: 1 } },
};

export const Empty: Story = { args: { contents: [], totalRows: 0 } };

export const LoadFailed: Story = {
  args: { contents: [], totalRows: 0, error: "Sunucuya ulaşılamadı.", onRetry: fn() },
};

export const Tablet: Story = { ...tallViewport("tabletTall"), args: { contents, totalRows: 40 } };
