import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import type { NewsItem } from "../news-list/news-list.tsx";
import { storyPhoto } from "../news-list/story-images.ts";
import { navigate, StoryLink } from "../news-list/story-link.tsx";
import { manyStoryPosts, storyPosts } from "../news-list/story-news.tsx";
import { BlogTeaser } from "./blog-teaser.tsx";

function items(count: number, long = false): NewsItem[] {
  return manyStoryPosts.slice(0, count).map((post, index) => ({
    id: post.id,
    title: <StoryText {...(long ? longText : post.title)} />,
    href: `/blog/${post.slug}`,
    imageSrc: storyPhoto(index),
    date: post.date,
    categories: post.categories.slice(0, 1).map((category) => ({
      id: category.id,
      label: <StoryText {...category.label} />,
    })),
  }));
}

const meta = {
  title: "Home/BlogTeaser",
  component: BlogTeaser,
  args: {
    items: items(3),
    blogHref: "/blog",
    renderLink: (props) => <StoryLink {...props} />,
  },
} satisfies Meta<typeof BlogTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    navigate.mockClear();
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    await expect(canvasElement.querySelector("time")).toHaveAttribute(
      "dateTime",
      storyPosts[0]?.date,
    );
    const all = canvas.getByRole("link", { name: /Tüm Yazılar|كل المقالات/ });
    await userEvent.click(all);
    await expect(navigate).toHaveBeenLastCalledWith("/blog");
    all.blur();
  },
};

export const ManyItems: Story = { args: { items: items(6) } };

export const LongText: Story = { args: { items: items(3, true) } };

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=blog-teaser]")).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
