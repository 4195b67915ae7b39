import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { TrustBadges } from "./trust-badges.tsx";

const meta = {
  title: "Layout/TrustBadges",
  component: TrustBadges,
  argTypes: {
    tone: { control: "inline-radio", options: ["light", "dark"] },
    layout: { control: "inline-radio", options: ["row", "stack"] },
  },
} satisfies Meta<typeof TrustBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole("list", { name: /Güvenli alışveriş|تسوّق آمن/ });
    await expect(list).toHaveAttribute("data-slot", "trust-badges");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(
      canvas.getByText(
        globals.locale === "ar" ? "إرجاع مجاني خلال 15 يومًا" : "15 gün ücretsiz iade",
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/256 Bit SSL|256 بت/)).toBeVisible();
    await expect(canvas.getByText(/3D Secure/)).toBeVisible();
  },
};

export const Dark: Story = {
  args: { tone: "dark" },
  decorators: [
    (Story) => (
      <div className="-m-4 bg-surface-inverse p-6">
        <Story />
      </div>
    ),
  ],
};

export const Compact: Story = { args: { compact: true } };

export const Stacked: Story = {
  args: { layout: "stack" },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
};

export const OtherReturnWindow: Story = {
  args: { returnDays: 2 },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(globals.locale === "ar" ? "إرجاع مجاني خلال يومين" : "2 gün ücretsiz iade"),
    ).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
