import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronRight, ShoppingCart, Trash2 } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Button } from "./button.tsx";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: {
    onClick: fn(),
    children: <StoryText tr="Sepete ekle" en="Add to cart" ar="أضف إلى السلة" />,
  },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "outline", "ghost", "link", "danger"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: "secondary" } };

export const Outline: Story = { args: { variant: "outline" } };

export const Ghost: Story = { args: { variant: "ghost" } };

export const LinkVariant: Story = { name: "Link", args: { variant: "link" } };

export const Danger: Story = {
  args: {
    variant: "danger",
    children: (
      <>
        <Trash2 aria-hidden="true" />
        <StoryText tr="Adresi sil" en="Delete address" ar="حذف العنوان" />
      </>
    ),
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
      <Button {...args} size="icon">
        <ShoppingCart aria-hidden="true" />
        <span className="sr-only">{args.children}</span>
      </Button>
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {(["primary", "secondary", "outline", "ghost", "link", "danger"] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant} />
      ))}
    </div>
  ),
};

export const WithIcons: Story = {
  args: {
    children: (
      <>
        <ShoppingCart aria-hidden="true" />
        <StoryText tr="Ödemeye geç" en="Go to checkout" ar="الانتقال إلى الدفع" />
        <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button");
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button");
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChildLink: Story = {
  name: "As child (link)",
  args: {
    asChild: true,
    variant: "outline",
    children: (
      <a href="#cart">
        <StoryText tr="Sepete git" en="Go to cart" ar="الذهاب إلى السلة" />
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link");
    await expect(link).toHaveAttribute("href", "#cart");
    await expect(link).toHaveAttribute("data-slot", "button");
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button")).toHaveFocus();
  },
};

export const LongText: Story = {
  args: { children: <StoryText {...longText} /> },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Button {...args} size="lg" className="w-full" />
      <Button {...args} variant="outline" className="w-full">
        <StoryText {...longText} />
      </Button>
    </div>
  ),
};
