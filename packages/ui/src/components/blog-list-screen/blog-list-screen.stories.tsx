import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { storyPhoto } from "../news-list/story-images.ts";
import { navigate, StoryLink } from "../news-list/story-link.tsx";
import { type StoryPost, storyPosts, text } from "../news-list/story-news.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { BlogListScreen, type BlogListScreenProps } from "./blog-list-screen.tsx";

const t = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const posts = (list: StoryPost[]) =>
  list.map((post, index) => ({
    id: post.id,
    title: text(post.title),
    href: `/${post.slug}`,
    imageSrc: storyPhoto(index),
    date: post.date,
    excerpt: text(post.excerpt),
    categories: post.categories.map((category) => ({
      id: category.id,
      label: text(category.label),
      href: `/blog/${category.id}`,
    })),
  }));

const categories: BlogListScreenProps["categories"] = [
  { id: "cargo", label: "Kargo", href: "/blog/cargo" },
  { id: "campaign", label: "Kampanya", href: "/blog/campaign" },
  { id: "guide", label: "Rehber", href: "/blog/guide" },
];

const meta = {
  title: "Screens/BlogListScreen",
  component: BlogListScreen,
  args: {
    allHref: "/blog",
    categories,
    posts: posts(storyPosts),
    page: 1,
    pageCount: 3,
    getPageHref: (page) => (page === 1 ? "/blog" : `/blog?sayfa=${page}`),
    mostRead: [...storyPosts]
      .sort((a, b) => b.views - a.views)
      .map((post) => ({
        id: post.id,
        title: text(post.title),
        href: `/${post.slug}`,
        date: post.date,
        views: post.views,
      })),
    breadcrumbs: [{ label: "Ana sayfa", href: "/" }, { label: "Blog" }],
    renderLink: (props) => <StoryLink {...props} />,
  },
} satisfies Meta<typeof BlogListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...tallViewport("desktopVeryTall"),
  play: async ({ canvas, globals }) => {
    navigate.mockClear();
    await expect(
      canvas.getByRole("heading", { level: 1, name: t(globals, "screens.blogList.title") }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: t(globals, "screens.blogList.categories") });
    const all = within(nav).getByRole("link", { name: t(globals, "screens.blogList.all") });
    await expect(all).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(nav).getByRole("link", { name: "Rehber" }));
    await expect(navigate).toHaveBeenLastCalledWith("/blog/guide");
    await expect(canvas.getAllByRole("article")).toHaveLength(storyPosts.length);
  },
};

export const Category: Story = {
  ...tallViewport("desktopVeryTall"),
  args: {
    title: "Rehber",
    currentCategoryId: "guide",
    posts: posts(storyPosts.slice(0, 2)),
    pageCount: 1,
    mostRead: [],
  },
  play: async ({ canvas, globals }) => {
    const nav = canvas.getByRole("navigation", { name: t(globals, "screens.blogList.categories") });
    await expect(within(nav).getByRole("link", { name: "Rehber" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.queryByRole("navigation", { name: /sayfa|page|صفح/i })).toBeNull();
  },
};

export const Empty: Story = {
  args: { posts: [], pageCount: 1, mostRead: [], currentCategoryId: "cargo" },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(t(globals, "screens.newsList.empty"))).toBeVisible();
  },
};

export const Phone: Story = {
  ...tallViewport("phoneVeryTall"),
};
