import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  AdminBlogListScreen,
  type AdminBlogQuery,
  type AdminBlogRow,
} from "./admin-blog-list-screen.tsx";

const titles = [
  ["Kışın cilt bakımı", "kisin-cilt-bakimi", "Bakım"],
  ["Yeni sezon kampanyaları", "yeni-sezon-kampanyalari", "Duyurular"],
  ["Doğru beden nasıl seçilir?", "dogru-beden-nasil-secilir", "Rehber"],
  ["Kargo süreleri güncellendi", "kargo-sureleri-guncellendi", "Duyurular"],
] as const;

const posts: AdminBlogRow[] = Array.from({ length: 20 }, (_, index) => {
  const [title, code, category] = titles[index % titles.length] ?? titles[0];
  return {
    id: String(index + 1),
    title: index < titles.length ? title : `${title} ${index}`,
    code: index < titles.length ? code : `${code}-${index}`,
    category,
    isActive: index % 7 !== 3,
    scheduled: index === 0,
    publishedAt: `2026-1${index % 2}-1${index % 10}T10:00:00.000Z`,
    viewCount: (index * 137) % 2400,
    editHref: `/admin/blog/${index + 1}`,
  };
});

const categories = [
  { value: "1", label: "Bakım" },
  { value: "2", label: "Duyurular" },
  { value: "3", label: "Rehber" },
];

const query: AdminBlogQuery = { q: "", category: "", page: 1 };
const href = (next: AdminBlogQuery) =>
  `/admin/blog?${new URLSearchParams({ q: next.q, category: next.category, page: String(next.page) })}`;

const meta = {
  title: "Admin/AdminBlogListScreen",
  component: AdminBlogListScreen,
  args: {
    posts: posts.slice(0, 4),
    categories,
    totalRows: 4,
    pageSize: 20,
    query,
    getHref: href,
    newHref: "/admin/blog/new",
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminBlogListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { posts, totalRows: 86, query: { q: "", category: "", page: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link", { name: "Kışın cilt bakımı" })[0]).toHaveAttribute(
      "href",
      "/admin/blog/1",
    );
  },
};

export const FilteredFoundNothing: Story = {
  args: { posts: [], totalRows: 0, query: { q: "yok", category: "2", page: 1 } },
};

export const Empty: Story = { args: { posts: [], totalRows: 0 } };

export const LoadFailed: Story = {
  args: { posts: [], totalRows: 0, error: "Sunucuya ulaşılamadı.", onRetry: fn() },
};

export const Tablet: Story = { ...tallViewport("tabletTall"), args: { posts, totalRows: 40 } };
