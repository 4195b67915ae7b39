import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Spinner } from "./spinner.tsx";

const meta = {
  title: "Primitives/Spinner",
  component: Spinner,
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    tone: { control: "inline-radio", options: ["brand", "current", "inverse"] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const loading = /^(Yükleniyor|جارٍ التحميل)$/;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveAccessibleName(loading);
    await expect(status).toHaveTextContent(loading);
    await expect(canvas.getByText(loading)).toHaveClass("sr-only");
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rings = canvasElement.querySelectorAll('[data-slot="spinner-ring"]');
    const widths = Array.from(rings, (ring) => ring.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 24, 40]);
  },
};

export const WithVisibleLabel: Story = {
  args: {
    showLabel: true,
    label: <StoryText tr="Ürünler yükleniyor" en="Loading products" ar="جارٍ تحميل المنتجات" />,
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveAccessibleName(/Ürünler yükleniyor|جارٍ تحميل المنتجات/);
    await expect(canvas.getByText(/Ürünler yükleniyor|جارٍ تحميل المنتجات/)).not.toHaveClass(
      "sr-only",
    );
  },
};

export const Inverse: Story = {
  args: { tone: "inverse", size: "lg", showLabel: true },
  decorators: [
    (Story) => (
      <div className="inline-flex rounded-lg bg-surface-inverse p-6">
        <Story />
      </div>
    ),
  ],
};

export const InheritsColour: Story = {
  args: { tone: "current", showLabel: true },
  decorators: [
    (Story) => (
      <div className="text-success-fg">
        <Story />
      </div>
    ),
  ],
};

export const LongTurkishText: Story = {
  args: { showLabel: true, label: longText.tr },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
};

export const LongArabicText: Story = {
  args: { showLabel: true, label: longText.ar },
  decorators: LongTurkishText.decorators,
};
