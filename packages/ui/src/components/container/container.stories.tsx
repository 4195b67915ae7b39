import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Container } from "./container.tsx";

function Content() {
  return (
    <div className="rounded-lg border border-dashed border-brand-accent bg-brand-subtle p-6 text-body text-fg-strong">
      <p className="font-semibold">
        <StoryText tr="Sayfa içeriği" en="Page content" ar="محتوى الصفحة" />
      </p>
      <p className="text-body-sm text-fg-muted">
        <StoryText
          tr="En fazla 1140 piksel genişliğinde, ortalanmış sütun"
          en="A centred column at most 1140 pixels wide"
          ar="عمود في المنتصف لا يتجاوز عرضه 1140 بكسل"
        />
      </p>
    </div>
  );
}

const meta = {
  title: "Layout/Container",
  component: Container,
  args: { children: <Content /> },
  argTypes: { size: { control: "inline-radio", options: ["default", "fluid"] } },
  decorators: [
    (Story) => (
      <div className="-m-4 bg-surface-muted py-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="container"]');
    await expect(container).not.toBeNull();
    await expect(getComputedStyle(container as HTMLElement).maxWidth).toBe("1140px");
  },
};

export const Fluid: Story = {
  args: { size: "fluid" },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="container"]');
    await expect(getComputedStyle(container as HTMLElement).maxWidth).toBe("none");
  },
};

export const AsChildSection: Story = {
  name: "As child (section)",
  args: {
    asChild: true,
    children: (
      <section>
        <Content />
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector("section");
    await expect(section).toHaveAttribute("data-slot", "container");
  },
};

export const LongText: Story = {
  args: {
    children: (
      <p className="text-body-lg text-fg-strong">
        <StoryText {...longText} /> <StoryText {...longText} /> <StoryText {...longText} />
      </p>
    ),
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="container"]');
    await expect(getComputedStyle(container as HTMLElement).paddingInlineStart).toBe("16px");
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="container"]');
    await expect(getComputedStyle(container as HTMLElement).paddingInlineStart).toBe("24px");
  },
};
