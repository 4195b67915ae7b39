import type { Meta, StoryObj } from "@storybook/react-vite";
import { BadgeCheck, Sparkles, Truck } from "lucide-react";
import { expect } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Badge } from "./badge.tsx";

const variants = ["neutral", "brand", "success", "warning", "danger", "info"] as const;

const variantTexts = {
  neutral: { tr: "Hazırlanıyor", en: "Preparing", ar: "قيد التجهيز" },
  brand: { tr: "Yeni", en: "New", ar: "جديد" },
  success: { tr: "Teslim edildi", en: "Delivered", ar: "تم التسليم" },
  warning: { tr: "Son 3 ürün", en: "Last 3 items", ar: "آخر 3 قطع" },
  danger: { tr: "Tükendi", en: "Sold out", ar: "نفدت الكمية" },
  info: { tr: "Kargoda", en: "Shipped", ar: "تم الشحن" },
} as const;

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: <StoryText tr="Yeni" en="New" ar="جديد" /> },
  argTypes: {
    variant: { control: "inline-radio", options: variants },
    appearance: { control: "inline-radio", options: ["subtle", "solid"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector("[data-slot=badge]");
    await expect(badge).toHaveAttribute("data-variant", "neutral");
    await expect(badge).toHaveAttribute("data-size", "md");
  },
};

export const Subtle: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          <StoryText {...variantTexts[variant]} />
        </Badge>
      ))}
    </div>
  ),
};

export const Solid: Story = {
  args: { appearance: "solid" },
  render: Subtle.render,
};

export const Sizes: Story = {
  args: { variant: "brand" },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      <Badge {...args} size="sm" />
      <Badge {...args} size="md" />
      <Badge {...args} size="lg" />
      <Badge {...args} appearance="solid" size="sm" />
      <Badge {...args} appearance="solid" size="md" />
      <Badge {...args} appearance="solid" size="lg" />
    </div>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      <Badge {...args} variant="success">
        <Truck aria-hidden="true" className="rtl:-scale-x-100" />
        <StoryText tr="Kargo Bedava" en="Free shipping" ar="شحن مجاني" />
      </Badge>
      <Badge {...args} variant="brand" appearance="solid">
        <Sparkles aria-hidden="true" />
        <StoryText tr="Yeni" en="New" ar="جديد" />
      </Badge>
      <Badge {...args} variant="info" size="lg">
        <BadgeCheck aria-hidden="true" />
        <StoryText tr="Onaylı satıcı" en="Verified seller" ar="بائع موثق" />
      </Badge>
    </div>
  ),
};

export const LongText: Story = {
  args: { variant: "warning", children: <StoryText {...longText} /> },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant} size="sm">
          <StoryText {...variantTexts[variant]} />
        </Badge>
      ))}
      <Badge {...args} variant="info">
        <StoryText {...longText} />
      </Badge>
    </div>
  ),
};
