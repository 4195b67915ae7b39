import type { Meta, StoryObj } from "@storybook/react-vite";
import { Download, ExternalLink, Plus } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { storyAdminMenu } from "../admin-left-menu/story-admin-menu.ts";
import { Badge, type BadgeProps } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import {
  headerText,
  paymentText,
  type StoryOrder,
  statusText,
  storyOrders,
  t,
} from "../data-table/story-orders.tsx";
import { navigate, StoryLink } from "../news-list/story-link.tsx";
import { Price } from "../price/price.tsx";
import { AdminShell } from "./admin-shell.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const statusVariant: Record<StoryOrder["status"], BadgeProps["variant"]> = {
  awaitingPayment: "warning",
  received: "info",
  preparing: "brand",
  shipped: "info",
  delivered: "success",
  cancelled: "neutral",
};

const columns: DataTableColumn<StoryOrder>[] = [
  {
    id: "code",
    header: t(headerText.code),
    sortable: true,
    nowrap: true,
    cell: (order) => <span className="font-semibold text-brand-fg">{order.code}</span>,
  },
  {
    id: "customer",
    header: t(headerText.customer),
    nowrap: true,
    cell: (order) => order.customer,
  },
  {
    id: "date",
    header: t(headerText.date),
    sortable: true,
    nowrap: true,
    cell: (order) => order.date,
  },
  {
    id: "status",
    header: t(headerText.status),
    nowrap: true,
    cell: (order) => (
      <Badge variant={statusVariant[order.status]} size="sm">
        {t(statusText[order.status])}
      </Badge>
    ),
  },
  {
    id: "payment",
    header: t(headerText.payment),
    nowrap: true,
    cell: (order) => t(paymentText[order.payment]),
  },
  {
    id: "total",
    header: t(headerText.total),
    align: "end",
    nowrap: true,
    cell: (order) => <Price amount={order.total} currency={1} size="sm" />,
  },
];

function OrdersPage({ loading = false }: { loading?: boolean }) {
  return (
    <DataTable
      columns={columns}
      rows={loading ? [] : storyOrders.slice(0, 8)}
      loading={loading}
      getRowId={(order) => order.id}
      caption={t(headerText.orders)}
      sort={{ columnId: "date", direction: "desc" }}
      onSortChange={() => {}}
      page={1}
      pageSize={8}
      totalRows={storyOrders.length}
      onPageChange={() => {}}
      getPageHref={(page) => `/admin/orders?page=${page}`}
      renderLink={({ href, children }) => <StoryLink href={href}>{children}</StoryLink>}
    />
  );
}

const meta = {
  title: "Admin/AdminShell",
  component: AdminShell,
  parameters: { screenshot: { target: "viewport" } },
  args: {
    shopName: "Çiçek Sepeti Butik",
    adminName: "Ayşe Yılmaz",
    onSignOut: fn(),
    menuGroups: storyAdminMenu("/admin"),
    activeMenuId: "orders",
    menuCollapsed: false,
    onMenuCollapsedChange: fn(),
    renderLink: (props) => <StoryLink {...props} />,
    title: t(headerText.orders),
    breadcrumbs: [
      { label: t({ tr: "Kontrol paneli", en: "Dashboard", ar: "لوحة التحكم" }), href: "/admin" },
      { label: t({ tr: "Satış", en: "Sales", ar: "المبيعات" }), href: "/admin/orders" },
      { label: t(headerText.orders) },
    ],
    actions: (
      <>
        <Button variant="outline">
          <Download aria-hidden="true" />
          <StoryText tr="Dışa aktar" en="Export" ar="تصدير" />
        </Button>
        <Button>
          <Plus aria-hidden="true" />
          <StoryText tr="Sipariş oluştur" en="Create order" ar="إنشاء طلب" />
        </Button>
      </>
    ),
    children: <OrdersPage />,
  },
  decorators: [
    (Story) => (
      <div className="-m-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(canvas.getByRole("main")).toBeInTheDocument();
    await expect(
      canvas.getByRole("link", { name: msg(globals, "admin.nav.orders") }),
    ).toHaveAttribute("aria-current", "page");

    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.shell.signOut") }),
    );
    await expect(args.onSignOut).toHaveBeenCalledOnce();

    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.leftMenu.collapse") }),
    );
    await expect(args.onMenuCollapsedChange).toHaveBeenCalledWith(true);

    // the first tab stop skips the menu to the page
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: msg(globals, "admin.shell.skipToContent") });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    skip.blur();
  },
};

export const MenuCollapsed: Story = {
  args: { menuCollapsed: true },
  play: async ({ args, canvas, globals }) => {
    await expect(
      canvas.getByRole("navigation", { name: msg(globals, "admin.leftMenu.label") }),
    ).toHaveAttribute("data-state", "collapsed");
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.leftMenu.expand") }),
    );
    await expect(args.onMenuCollapsedChange).toHaveBeenCalledWith(false);
  },
};

export const LoadingPage: Story = {
  args: { children: <OrdersPage loading /> },
};

export const TopBarActions: Story = {
  args: {
    topBarActions: (
      <Button asChild variant="ghost" size="sm" className="max-md:hidden">
        <a href="/" target="_blank" rel="noreferrer">
          <ExternalLink aria-hidden="true" />
          <StoryText tr="Mağazayı görüntüle" en="View shop" ar="عرض المتجر" />
        </a>
      </Button>
    ),
  },
};

export const LongTurkishText: Story = {
  args: {
    shopName: "Şişli Çiçekçilik ve Organizasyon Hizmetleri Anonim Şirketi",
    adminName: "Gülşen Çağlayan Öztürkoğlu",
    title: longText.tr,
    breadcrumbs: [
      { label: "Kontrol paneli", href: "/admin" },
      { label: longText.tr, href: "/admin/orders" },
      { label: longText.tr },
    ],
  },
};

export const LongArabicText: Story = {
  args: {
    shopName: "متجر الزهور والهدايا للمناسبات السعيدة",
    adminName: "عبد الرحمن بن عبد العزيز",
    title: longText.ar,
    breadcrumbs: [
      { label: "لوحة التحكم", href: "/admin" },
      { label: longText.ar, href: "/admin/orders" },
      { label: longText.ar },
    ],
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ args, canvas, globals }) => {
    await expect(
      canvas.queryByRole("navigation", { name: msg(globals, "admin.leftMenu.label") }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.shell.signOut") }),
    );
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, globals }) => {
    navigate.mockClear();
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.shell.openMenu") }),
    );
    const drawer = await within(document.body).findByRole("dialog");
    await expect(drawer).toHaveAccessibleName("Çiçek Sepeti Butik");
    const nav = within(drawer).getByRole("navigation");
    await expect(
      within(nav).queryByRole("button", { name: msg(globals, "admin.leftMenu.collapse") }),
    ).toBeNull();
    // choosing a page closes the drawer
    await userEvent.click(
      within(nav).getByRole("link", { name: msg(globals, "admin.nav.brands") }),
    );
    await expect(navigate).toHaveBeenCalledWith("/admin/brands");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    // and Escape closes it too
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.shell.openMenu") }),
    );
    await within(document.body).findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    // opened again for the screenshot
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.shell.openMenu") }),
    );
    await within(document.body).findByRole("dialog");
  },
};

export const Tablet: Story = {
  args: { menuCollapsed: true },
  globals: { viewport: { value: "tablet" } },
};
