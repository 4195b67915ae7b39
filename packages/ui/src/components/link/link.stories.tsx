import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronRight } from "lucide-react";
import type { ComponentProps } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Link } from "./link.tsx";

// Stands in for the app's router link, which takes `to` instead of `href`.
function RouterLink({ to, ...props }: ComponentProps<"a"> & { to: string }) {
  return <a {...props} href={to} data-router-link="" />;
}

const meta = {
  title: "Primitives/Link",
  component: Link,
  args: {
    href: "#iade-kosullari",
    onClick: fn((event) => event.preventDefault()),
    children: <StoryText tr="İade koşulları" en="Return conditions" ar="شروط الإرجاع" />,
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "brand", "muted", "inherit"] },
    underline: { control: "inline-radio", options: ["always", "hover", "none"] },
    size: { control: "inline-radio", options: ["inherit", "sm", "md", "lg"] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkName = /İade koşulları|شروط الإرجاع/;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole("link", { name: linkName });
    await expect(link).toHaveAttribute("href", "#iade-kosullari");
    await expect(link).not.toHaveAttribute("target");
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const InText: Story = {
  render: (args) => (
    <p className="max-w-xl text-body">
      <StoryText
        tr="Siparişinizi teslim aldıktan sonra 15 gün içinde ücretsiz iade edebilirsiniz. Ayrıntılar için"
        en="You can return your order free of charge within 15 days of delivery. For details see the"
        ar="يمكنك إرجاع طلبك مجانًا خلال 15 يومًا من الاستلام. للتفاصيل راجع"
      />{" "}
      <Link {...args} />.
    </p>
  ),
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-6">
      <Link {...args} variant="default" />
      <Link {...args} variant="brand" />
      <Link {...args} variant="muted" />
      <span className="text-success-fg">
        <Link {...args} variant="inherit" />
      </span>
    </div>
  ),
};

export const Underline: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-6">
      <Link {...args} underline="always" />
      <Link {...args} underline="hover" />
      <Link {...args} underline="none" />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-baseline gap-6">
      <Link {...args} size="sm" />
      <Link {...args} size="md" />
      <Link {...args} size="lg" />
    </div>
  ),
};

export const External: Story = {
  args: {
    external: true,
    href: "https://www.ptt.gov.tr",
    children: <StoryText tr="Kargo takibi" en="Track the parcel" ar="تتبع الشحنة" />,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", {
      name: /^(Kargo takibi \(yeni sekmede açılır\)|تتبع الشحنة \(يُفتح في علامة تبويب جديدة\))$/,
    });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link.querySelector("[data-slot=link-external-icon]")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  },
};

export const AsChildRouterLink: Story = {
  name: "As child (router link)",
  args: {
    asChild: true,
    href: undefined,
    variant: "brand",
    underline: "hover",
    children: (
      <RouterLink to="/kadin-elbise">
        <StoryText tr="Tümünü gör" en="See all" ar="عرض الكل" />
        <ChevronRight aria-hidden="true" className="ms-0.5 size-4 align-[-0.2em] rtl:rotate-180" />
      </RouterLink>
    ),
  },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole("link", { name: /Tümünü gör|عرض الكل/ });
    await expect(link).toHaveAttribute("href", "/kadin-elbise");
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("data-slot", "link");
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AsChildExternal: Story = {
  name: "As child, external",
  args: {
    asChild: true,
    href: undefined,
    external: true,
    children: (
      <RouterLink to="https://www.instagram.com">
        <StoryText
          tr="Instagram'da bizi takip edin"
          en="Follow us on Instagram"
          ar="تابعنا على إنستغرام"
        />
      </RouterLink>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link.querySelector("[data-slot=link-external-label]")).not.toBeNull();
  },
};

export const Focused: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole("link");
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { external: true, children: <StoryText {...longText} /> },
  render: (args) => (
    <p className="max-w-sm text-body">
      <Link {...args} />
    </p>
  ),
};
