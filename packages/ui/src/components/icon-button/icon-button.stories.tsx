import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heart, Menu, Search, ShoppingCart, Trash2, X } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { IconButton, type IconButtonProps } from "./icon-button.tsx";

const texts = {
  close: { tr: "Kapat", en: "Close", ar: "إغلاق" },
  favourite: { tr: "Favorilere ekle", en: "Add to favourites", ar: "أضف إلى المفضلة" },
  remove: { tr: "Ürünü sepetten çıkar", en: "Remove from cart", ar: "إزالة من السلة" },
  cart: { tr: "Sepetim", en: "My cart", ar: "سلتي" },
  menu: { tr: "Menüyü aç", en: "Open the menu", ar: "فتح القائمة" },
  search: { tr: "Ara", en: "Search", ar: "بحث" },
};

function Close(args: Partial<IconButtonProps>) {
  return (
    <IconButton {...args} label={useStoryText(texts.close)}>
      <X aria-hidden="true" />
    </IconButton>
  );
}

function Favourite(args: Partial<IconButtonProps>) {
  const [on, setOn] = useState(false);
  return (
    <IconButton
      {...args}
      label={useStoryText(texts.favourite)}
      shape="round"
      variant="outline"
      aria-pressed={on}
      onClick={(event) => {
        setOn(!on);
        args.onClick?.(event);
      }}
      className={on ? "text-brand" : undefined}
    >
      <Heart aria-hidden="true" className={on ? "fill-current" : undefined} />
    </IconButton>
  );
}

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  args: { onClick: fn(), label: "" },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "outline", "ghost", "link", "danger"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    shape: { control: "inline-radio", options: ["square", "round"] },
  },
  render: (args) => <Close {...args} />,
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const closeName = /^(Kapat|إغلاق)$/;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: closeName });
    await expect(button).toHaveAttribute("data-slot", "icon-button");
    await expect(button).toHaveAttribute("title");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {(["primary", "secondary", "outline", "ghost", "link", "danger"] as const).map((variant) => (
        <Close key={variant} {...args} variant={variant} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Close {...args} variant="outline" size="sm" />
      <Close {...args} variant="outline" size="md" />
      <Close {...args} variant="outline" size="lg" />
      <Close {...args} variant="outline" shape="round" size="sm" />
      <Close {...args} variant="outline" shape="round" size="md" />
      <Close {...args} variant="outline" shape="round" size="lg" />
    </div>
  ),
};

function Toolbar(args: Partial<IconButtonProps>) {
  const labels = {
    menu: useStoryText(texts.menu),
    search: useStoryText(texts.search),
    cart: useStoryText(texts.cart),
    remove: useStoryText(texts.remove),
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <IconButton {...args} label={labels.menu}>
        <Menu aria-hidden="true" />
      </IconButton>
      <IconButton {...args} label={labels.search}>
        <Search aria-hidden="true" />
      </IconButton>
      <IconButton {...args} label={labels.cart} variant="primary">
        <ShoppingCart aria-hidden="true" />
      </IconButton>
      <IconButton {...args} label={labels.remove} variant="danger" shape="round">
        <Trash2 aria-hidden="true" />
      </IconButton>
    </div>
  );
}

export const Icons: Story = {
  render: (args) => <Toolbar {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(4);
    await expect(canvas.getByRole("button", { name: /^(Sepetim|سلتي)$/ })).toBeVisible();
  },
};

export const Toggle: Story = {
  name: "Toggle (favourite)",
  render: (args) => <Favourite {...args} />,
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: /Favorilere ekle|أضف إلى المفضلة/ });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: "outline" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: closeName });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, variant: "outline" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: closeName });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button.querySelector("svg:not([data-slot=button-spinner])")).not.toBeVisible();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function CartLink(args: Partial<IconButtonProps>) {
  return (
    <IconButton {...args} asChild label={useStoryText(texts.cart)} variant="outline" shape="round">
      <a href="#cart">
        <ShoppingCart aria-hidden="true" />
      </a>
    </IconButton>
  );
}

export const AsChildLink: Story = {
  name: "As child (link)",
  render: (args) => <CartLink {...args} />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: /^(Sepetim|سلتي)$/ });
    await expect(link).toHaveAttribute("href", "#cart");
    await expect(link).toHaveAttribute("data-slot", "icon-button");
  },
};

export const Focused: Story = {
  args: { variant: "outline" },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: closeName });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
