import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { manyStoryPosts, type StoryPost, storyPosts, text } from "../news-list/story-news.tsx";
import { type MostReadItem, MostReadPanel } from "./most-read-panel.tsx";

const t = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const toItems = (posts: StoryPost[]): MostReadItem[] =>
  [...posts]
    .sort((a, b) => b.views - a.views)
    .map((post) => ({
      id: post.id,
      title: text(post.title),
      href: `/blog/${post.slug}`,
      date: post.date,
      views: post.views,
    }));

const scroller = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('[data-slot="most-read-panel-scroll"]') as HTMLElement;

const meta = {
  title: "Screens/MostReadPanel",
  component: MostReadPanel,
  args: { items: toItems(storyPosts) },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MostReadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      canvas.getByRole("heading", { name: t(globals, "screens.mostReadPanel.title") }),
    ).toBeVisible();
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveAttribute("href", "/blog/kargo-ucretlerinde-yeni-donem");
    await expect(canvasElement.querySelector("time")).toHaveTextContent("2025-03-01");
    await expect(getComputedStyle(scroller(canvasElement)).maxHeight).toBe("250px");
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

export const ManyItems: Story = {
  args: { items: toItems(manyStoryPosts) },
  play: async ({ canvas, canvasElement }) => {
    const scroll = scroller(canvasElement);
    await expect(scroll.clientHeight).toBeLessThanOrEqual(250);
    await expect(scroll.scrollHeight).toBeGreaterThan(scroll.clientHeight);
    // the last link is reached by keyboard, scrolling the panel and not the page
    const links = canvas.getAllByRole("link");
    (links[links.length - 2] as HTMLElement).focus();
    await userEvent.tab();
    await expect(links[links.length - 1]).toHaveFocus();
    await expect(scroll.scrollTop).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(t(globals, "screens.mostReadPanel.empty"))).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("region")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText(t(globals, "screens.mostReadPanel.loading"))).toBeInTheDocument();
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};

export const CustomTitle: Story = {
  args: {
    title: <StoryText tr="Çok okunan duyurular" en="Popular notices" ar="الإعلانات الأكثر قراءة" />,
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3 })).toBeVisible();
  },
};

const longItems = (title: string): MostReadItem[] =>
  toItems(storyPosts.slice(0, 3)).map((item, index) =>
    index === 1 ? { ...item, title: `${title} ${title}` } : item,
  );

export const LongTurkishText: Story = {
  args: { items: longItems(longText.tr), title: longText.tr },
};

export const LongArabicText: Story = {
  args: { items: longItems(longText.ar), title: longText.ar },
};

export const Phone: Story = {
  args: { items: toItems(manyStoryPosts) },
  globals: { viewport: { value: "phone" } },
};
