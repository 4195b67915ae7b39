import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell, Store } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Badge } from "../badge/badge.tsx";
import { AdminLeftMenu, type AdminMenuLinkProps } from "./admin-left-menu.tsx";
import type { AdminMenuGroup } from "./admin-menu.ts";
import { storyAdminMenu } from "./story-admin-menu.ts";

const t = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

// Stands in for the app's router link: it handles the click itself instead of loading a page.
function RouterLink({ href, onClick, ...props }: AdminMenuLinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

const meta = {
  title: "Admin/AdminLeftMenu",
  component: AdminLeftMenu,
  args: {
    groups: storyAdminMenu("/admin"),
    activeId: "orders",
    collapsed: false,
    onCollapsedChange: fn(),
    onNavigate: fn(),
    renderLink: (props) => <RouterLink {...props} />,
  },
  decorators: [
    (Story) => (
      <div className="flex h-[720px] bg-surface-muted">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminLeftMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ args, canvas, globals }) => {
    const nav = canvas.getByRole("navigation", { name: t(globals, "admin.leftMenu.label") });
    await expect(nav).toHaveAttribute("data-state", "expanded");
    const orders = canvas.getByRole("link", { name: t(globals, "admin.nav.orders") });
    await expect(orders).toHaveAttribute("aria-current", "page");
    await expect(orders).toHaveAttribute("href", "/admin/orders");

    await userEvent.click(canvas.getByRole("link", { name: t(globals, "admin.nav.brands") }));
    await expect(args.onNavigate).toHaveBeenCalledWith("brands");

    const toggle = canvas.getByRole("button", { name: t(globals, "admin.leftMenu.collapse") });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
  },
};

export const NestedActive: Story = {
  args: { activeId: "settings-payments" },
  play: async ({ args, canvas, globals }) => {
    const settings = canvas.getByRole("button", { name: t(globals, "admin.nav.settings") });
    await expect(settings).toHaveAttribute("aria-expanded", "true");
    await expect(
      canvas.getByRole("link", { name: t(globals, "admin.nav.settingsPayments") }),
    ).toHaveAttribute("aria-current", "page");

    const products = canvas.getByRole("button", { name: t(globals, "admin.nav.products") });
    await expect(products).toHaveAttribute("aria-expanded", "false");
    products.focus();
    await userEvent.keyboard("{Enter}");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    const add = canvas.getByRole("link", { name: t(globals, "admin.nav.productNew") });
    await expect(add).toHaveAttribute("href", "/admin/products/new");
    await userEvent.click(add);
    await expect(args.onNavigate).toHaveBeenCalledWith("product-new");
  },
};

export const Collapsed: Story = {
  args: { collapsed: true, activeId: "product-list" },
  play: async ({ args, canvas, globals }) => {
    const nav = canvas.getByRole("navigation");
    await expect(nav).toHaveAttribute("data-state", "collapsed");
    // labels stay the links' accessible names while only the icons show
    await expect(
      canvas.getByRole("link", { name: t(globals, "admin.nav.orders") }),
    ).toBeInTheDocument();

    const toggle = canvas.getByRole("button", { name: t(globals, "admin.leftMenu.expand") });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
  },
};

export const CollapsedTooltip: Story = {
  args: { collapsed: true },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole("link", { name: t(globals, "admin.nav.campaigns") });
    await userEvent.hover(link);
    const tooltip = await within(document.body).findByRole("tooltip");
    await expect(tooltip).toHaveTextContent(t(globals, "admin.nav.campaigns"));
    await userEvent.unhover(link);

    await userEvent.tab();
    await waitFor(() =>
      expect(within(document.body).getByRole("tooltip")).toHaveTextContent(
        t(globals, "admin.nav.dashboard"),
      ),
    );
  },
};

export const CollapsedParentExpands: Story = {
  args: { collapsed: true },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole("button", { name: t(globals, "admin.nav.blog") }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
  },
};

const shopText = { tr: "Mağaza", en: "Shop", ar: "المتجر" };
const showcaseText = { tr: "Vitrin", en: "Showcase", ar: "واجهة المتجر" };
const noticesText = { tr: "Bildirimler", en: "Notifications", ar: "الإشعارات" };

const customGroups: AdminMenuGroup[] = [
  {
    id: "shop",
    label: <StoryText {...shopText} />,
    items: [
      { id: "dashboard", section: "dashboard", href: "/admin" },
      {
        id: "orders",
        section: "orders",
        href: "/admin/orders",
        badge: (
          <Badge variant="brand" appearance="solid" size="sm">
            12
          </Badge>
        ),
      },
      { id: "store", label: <StoryText {...showcaseText} />, icon: Store, href: "/admin/showcase" },
      { id: "notices", label: <StoryText {...noticesText} />, icon: Bell, href: "/admin/notices" },
    ],
  },
];

export const CustomItemsAndBadge: Story = {
  args: { groups: customGroups, activeId: "store" },
  play: async ({ canvas, globals }) => {
    const locale = String(globals.locale ?? "tr") as keyof typeof showcaseText;
    const store = canvas.getByRole("link", { name: showcaseText[locale] });
    await expect(store).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText("12")).toBeVisible();
  },
};

const longGroups = (text: string): AdminMenuGroup[] => [
  {
    id: "long",
    label: text,
    items: [
      { id: "a", section: "orders", label: text, href: "/admin/a" },
      {
        id: "b",
        section: "products",
        label: text,
        children: [{ id: "c", label: text, href: "/admin/c" }],
      },
      { id: "d", section: "customers", href: "/admin/d" },
    ],
  },
];

export const LongTurkishText: Story = {
  args: { groups: longGroups(longText.tr), activeId: "c" },
};

export const LongArabicText: Story = {
  args: { groups: longGroups(longText.ar), activeId: "c" },
};

export const ManyItems: Story = {
  args: { activeId: "settings-languages" },
  decorators: [
    (Story) => (
      <div className="flex h-[480px] bg-surface-muted">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const body = canvas
      .getByRole("navigation")
      .querySelector<HTMLElement>('[data-slot="admin-left-menu-body"]');
    await expect(body).not.toBeNull();
    if (!body) return;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // the toggle stays reachable below the scrolling list
    await expect(
      canvas.getByRole("button", { name: t(globals, "admin.leftMenu.collapse") }),
    ).toBeVisible();
  },
};

export const InDrawer: Story = {
  name: "In drawer (no toggle)",
  args: { collapsible: false, activeId: "dashboard" },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.queryByRole("button", { name: t(globals, "admin.leftMenu.collapse") }),
    ).toBeNull();
  },
};
