import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Grid, GridItem, type GridItemProps } from "./grid.tsx";

function Cell({ children, ...props }: GridItemProps & { children: ReactNode }) {
  return (
    <GridItem
      {...props}
      className="rounded-md border border-brand-muted bg-brand-subtle px-3 py-4 text-center text-body-sm font-medium text-brand-fg"
    >
      {children}
    </GridItem>
  );
}

const twelve = Array.from({ length: 12 }, (_, index) => index + 1);

const meta = {
  title: "Layout/Grid",
  component: Grid,
  args: {
    children: twelve.map((n) => (
      <Cell key={n} span={1}>
        {n}
      </Cell>
    )),
  },
  argTypes: { gap: { control: "inline-radio", options: ["none", "sm", "md"] } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveColumns: Story = {
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[data-slot="grid"]') as HTMLElement;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(" ");
    await expect(columns).toHaveLength(12);
    const items = grid.querySelectorAll<HTMLElement>('[data-slot="grid-item"]');
    const first = (items[0] as HTMLElement).getBoundingClientRect();
    const last = (items[11] as HTMLElement).getBoundingClientRect();
    // the first column is at the inline start: left in tr, right in ar
    const rtl = document.documentElement.dir === "rtl";
    await expect(rtl ? first.left > last.left : first.left < last.left).toBe(true);
  },
};

const responsive = (
  <>
    <Cell span={12} md={4} lg={3}>
      12 · md 4 · lg 3
    </Cell>
    <Cell span={12} md={8} lg={6}>
      12 · md 8 · lg 6
    </Cell>
    <Cell span={12} md={12} lg={3}>
      12 · md 12 · lg 3
    </Cell>
    {[1, 2, 3, 4].map((n) => (
      <Cell key={n} span={6} sm={6} md={3}>
        6 · md 3
      </Cell>
    ))}
  </>
);

export const ResponsiveDesktop: Story = {
  args: { children: responsive },
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll<HTMLElement>('[data-slot="grid-item"]');
    const [a, b] = [items[0], items[1]].map((item) =>
      (item as HTMLElement).getBoundingClientRect(),
    );
    await expect(Math.abs((a?.top ?? 0) - (b?.top ?? 1))).toBeLessThan(1);
    await expect(b?.width ?? 0).toBeGreaterThan((a?.width ?? 0) * 1.9);
  },
};

export const ResponsiveTablet: Story = {
  args: { children: responsive },
  globals: { viewport: { value: "tablet" } },
};

export const ResponsivePhone: Story = {
  args: { children: responsive },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll<HTMLElement>('[data-slot="grid-item"]');
    const [a, b] = [items[0], items[1]].map((item) =>
      (item as HTMLElement).getBoundingClientRect(),
    );
    // stacked: the second full-width item is below the first
    await expect((b?.top ?? 0) > (a?.bottom ?? 0)).toBe(true);
  },
};

export const HiddenOnPhones: Story = {
  args: {
    children: (
      <>
        <Cell span="hidden" md={4}>
          <StoryText tr="Telefonda gizli" en="Hidden on phones" ar="مخفي على الهاتف" />
        </Cell>
        <Cell span={12} md={8}>
          <StoryText tr="Her zaman görünür" en="Always visible" ar="ظاهر دائمًا" />
        </Cell>
      </>
    ),
  },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Telefonda gizli|مخفي على الهاتف/)).not.toBeVisible();
  },
};

export const SmallGap: Story = { args: { gap: "sm" } };

export const NoGap: Story = { args: { gap: "none" } };

export const LongText: Story = {
  args: {
    children: (
      <>
        <Cell span={12} md={4}>
          <StoryText {...longText} />
        </Cell>
        <Cell span={12} md={4}>
          <StoryText {...longText} />
        </Cell>
        <Cell span={12} md={4}>
          <StoryText {...longText} />
        </Cell>
      </>
    ),
  },
};

export const ManyItems: Story = {
  args: {
    children: Array.from({ length: 24 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: static demo cells
      <Cell key={index} span={6} sm={4} md={3} lg={2}>
        {index + 1}
      </Cell>
    )),
  },
};
