import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { type NewsItem, NewsList } from "./news-list.tsx";
import { storyPhoto } from "./story-images.ts";
import { navigate, StoryLink } from "./story-link.tsx";
import { manyStoryPosts, type StoryPost, storyPosts, text } from "./story-news.tsx";
import { tallViewport } from "./story-viewport.ts";

const t = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const toItems = (posts: StoryPost[], images = true): NewsItem[] =>
  posts.map((post, index) => ({
    id: post.id,
    title: text(post.title),
    href: `/blog/${post.slug}`,
    imageSrc: images ? storyPhoto(index) : undefined,
    date: post.date,
    excerpt: text(post.excerpt),
    categories: post.categories.map((category, position) => ({
      id: category.id,
      label: text(category.label),
      href: position === 0 ? `/blog/kategori/${category.id}` : undefined,
    })),
  }));

const meta = {
  title: "Screens/NewsList",
  component: NewsList,
  args: {
    items: toItems(storyPosts),
    renderLink: (props) => <StoryLink {...props} />,
  },
  argTypes: { variant: { control: "inline-radio", options: ["grid", "list"] } },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  ...tallViewport("desktopTall"),
  play: async ({ canvas, canvasElement }) => {
    navigate.mockClear();
    const articles = canvas.getAllByRole("article");
    await expect(articles).toHaveLength(6);
    await expect(canvasElement.querySelector("time")).toHaveAttribute("dateTime", "2025-03-01");

    // the whole card leads to the post; the category label leads to its category
    const [first] = articles;
    const title = first?.querySelector<HTMLAnchorElement>('[data-slot="news-list-link"]');
    await expect(title).toHaveAttribute("href", "/blog/kargo-ucretlerinde-yeni-donem");
    await userEvent.click(title as HTMLElement);
    await expect(navigate).toHaveBeenLastCalledWith("/blog/kargo-ucretlerinde-yeni-donem");

    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute("href", "/blog/kategori/cargo");
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenLastCalledWith("/blog/kategori/cargo");
  },
};

export const List: Story = {
  ...tallViewport("desktopTall"),
  args: { variant: "list" },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-slot="news-list"]');
    await expect(list).toHaveAttribute("data-variant", "list");
  },
};

export const WithoutImages: Story = {
  args: { items: toItems(storyPosts.slice(0, 3), false) },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("img")).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: {
    items: [],
    emptyAction: (
      <Button asChild variant="outline">
        <StoryLink href="/blog">
          <StoryText tr="Tüm yazılara dön" en="Back to all posts" ar="العودة إلى جميع المقالات" />
        </StoryLink>
      </Button>
    ),
  },
  play: async ({ canvas, globals }) => {
    navigate.mockClear();
    await expect(canvas.getByText(t(globals, "screens.newsList.empty"))).toBeVisible();
    await userEvent.click(canvas.getByRole("link"));
    await expect(navigate).toHaveBeenCalledWith("/blog");
  },
};

export const Loading: Story = {
  ...tallViewport("desktopTall"),
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      t(globals, "screens.newsList.loading"),
    );
    await expect(canvas.queryAllByRole("article")).toHaveLength(0);
  },
};

export const LoadingList: Story = {
  args: { loading: true, variant: "list", loadingCount: 3 },
};

const longItems = (value: string): NewsItem[] =>
  toItems(storyPosts.slice(0, 3)).map((item, index) =>
    index === 0
      ? {
          ...item,
          title: value,
          excerpt: `${value} ${value}`,
          categories: [{ id: "long", label: value.split(" ").slice(0, 4).join(" ") }],
        }
      : item,
  );

export const LongTurkishText: Story = {
  args: { items: longItems(longText.tr) },
};

export const LongArabicText: Story = {
  args: { items: longItems(longText.ar) },
};

export const LongTextList: Story = {
  args: { items: longItems(longText.tr), variant: "list" },
};

export const ManyItems: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { items: toItems(manyStoryPosts) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(12);
  },
};

export const Phone: Story = {
  ...tallViewport("phoneTall"),
  args: { items: toItems(storyPosts.slice(0, 2)) },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("article");
    // one column: the cards stack
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

export const PhoneList: Story = {
  args: { items: toItems(storyPosts.slice(0, 4)), variant: "list" },
  globals: { viewport: { value: "phone" } },
};
