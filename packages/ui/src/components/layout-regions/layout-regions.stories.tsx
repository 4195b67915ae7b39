import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, userEvent } from "storybook/test";
import { cn } from "../../lib/cn.ts";
import { longText, StoryText, useStoryText } from "../../stories/story-text.tsx";
import { LayoutRegions, type LayoutRegionsProps } from "./layout-regions.tsx";

function Box({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "flex min-h-24 items-center justify-center rounded-lg border border-dashed p-4 text-center text-body-sm font-medium",
        className,
      )}
    >
      {children}
    </div>
  );
}

const header = (
  <div className="bg-secondary px-4 py-5 text-center font-semibold text-fg-on-secondary">
    <StoryText tr="Üst bölüm" en="Header" ar="الرأس" />
  </div>
);
const footer = (
  <div className="bg-surface-inverse px-4 py-8 text-center font-semibold text-fg-inverse">
    <StoryText tr="Alt bölüm" en="Footer" ar="التذييل" />
  </div>
);
const left = (
  <Box className="min-h-64 border-info-border bg-info-subtle text-info-fg">
    <StoryText tr="Sol bölüm (başlangıç)" en="Left (start)" ar="الجانب الأيسر (البداية)" />
  </Box>
);
const right = (
  <Box className="min-h-64 border-success-border bg-success-subtle text-success-fg">
    <StoryText tr="Sağ bölüm (bitiş)" en="Right (end)" ar="الجانب الأيمن (النهاية)" />
  </Box>
);
const center = (
  <Box className="min-h-96 border-brand-accent bg-brand-subtle text-brand-fg">
    <StoryText tr="Orta bölüm" en="Center" ar="الوسط" />
  </Box>
);

const meta = {
  title: "Layout/LayoutRegions",
  component: LayoutRegions,
  args: { header, left, center, right, footer },
  decorators: [
    (Story) => (
      <div className="-m-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LayoutRegions>;

export default meta;
type Story = StoryObj<typeof meta>;

function rectOf(root: HTMLElement, slot: string): DOMRect {
  return (root.querySelector(`[data-slot="${slot}"]`) as HTMLElement).getBoundingClientRect();
}

export const AllRegions: Story = {
  play: async ({ canvasElement, canvas }) => {
    const rtl = document.documentElement.dir === "rtl";
    const start = rectOf(canvasElement, "layout-left");
    const middle = rectOf(canvasElement, "layout-center");
    const end = rectOf(canvasElement, "layout-right");
    // left/right are the inline start/end: they swap in RTL
    if (rtl) {
      await expect(start.left).toBeGreaterThan(middle.left);
      await expect(end.left).toBeLessThan(middle.left);
    } else {
      await expect(start.left).toBeLessThan(middle.left);
      await expect(end.left).toBeGreaterThan(middle.left);
    }
    await expect(Math.round(start.top)).toBe(Math.round(middle.top));
    await expect(canvas.getByRole("main")).toBeInTheDocument();
    await expect(canvas.getAllByRole("complementary")).toHaveLength(2);
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: /İçeriğe geç|انتقل إلى المحتوى/ });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute("href", "#main-content");
    await expect(canvas.getByRole("main")).toHaveAttribute("id", "main-content");
  },
};

export const CenterOnly: Story = {
  args: { left: undefined, right: undefined },
  play: async ({ canvasElement }) => {
    const body = rectOf(canvasElement, "layout-body");
    const middle = rectOf(canvasElement, "layout-center");
    await expect(middle.width).toBeGreaterThan(body.width - 60);
  },
};

export const LeftOnly: Story = {
  args: { right: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="layout-right"]')).toBeNull();
    const start = rectOf(canvasElement, "layout-left");
    const middle = rectOf(canvasElement, "layout-center");
    await expect(middle.width).toBeGreaterThan(start.width * 2.5);
  },
};

export const RightOnly: Story = { args: { left: undefined } };

export const WithoutHeaderAndFooter: Story = { args: { header: undefined, footer: undefined } };

function WithSideLabels(props: LayoutRegionsProps) {
  const leftLabel = useStoryText({ tr: "Filtreler", en: "Filters", ar: "عوامل التصفية" });
  const rightLabel = useStoryText({ tr: "Kampanyalar", en: "Campaigns", ar: "الحملات" });
  return <LayoutRegions {...props} leftLabel={leftLabel} rightLabel={rightLabel} />;
}

export const CustomSideLabels: Story = {
  render: (args) => <WithSideLabels {...args} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("complementary", { name: /Filtreler|عوامل التصفية/ }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole("complementary", { name: /Kampanyalar|الحملات/ }),
    ).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    left: (
      <Box className="border-info-border bg-info-subtle text-info-fg">
        <StoryText {...longText} />
      </Box>
    ),
    center: (
      <Box className="min-h-64 border-brand-accent bg-brand-subtle text-body-lg text-brand-fg">
        <StoryText {...longText} /> <StoryText {...longText} />
      </Box>
    ),
    right: (
      <Box className="border-success-border bg-success-subtle text-success-fg">
        <StoryText {...longText} />
      </Box>
    ),
  },
};

export const Phone: Story = {
  args: {
    left: (
      <Box className="border-info-border bg-info-subtle text-info-fg">
        <StoryText tr="Sol bölüm (başlangıç)" en="Left (start)" ar="الجانب الأيسر (البداية)" />
      </Box>
    ),
    center: (
      <Box className="min-h-48 border-brand-accent bg-brand-subtle text-brand-fg">
        <StoryText tr="Orta bölüm" en="Center" ar="الوسط" />
      </Box>
    ),
    right: (
      <Box className="border-success-border bg-success-subtle text-success-fg">
        <StoryText tr="Sağ bölüm (bitiş)" en="Right (end)" ar="الجانب الأيمن (النهاية)" />
      </Box>
    ),
  },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const middle = rectOf(canvasElement, "layout-center");
    const start = rectOf(canvasElement, "layout-left");
    const end = rectOf(canvasElement, "layout-right");
    // the side regions stack under the center, start before end
    await expect(start.top).toBeGreaterThan(middle.bottom);
    await expect(end.top).toBeGreaterThan(start.bottom);
  },
};

export const Tablet: Story = { globals: { viewport: { value: "tablet" } } };
