import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { storyAdminProducts } from "../admin-product-list-screen/story-admin-products.ts";
import { statusText, storyOrders } from "../data-table/story-orders.tsx";
import { StoryLink } from "../news-list/story-link.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import type { OrderStatusCode } from "../order-list-screen/order-list-screen.tsx";
import { AdminDashboardScreen, type AdminDashboardScreenProps } from "./admin-dashboard-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const statusCodes = {
  awaitingPayment: "awaiting_payment",
  received: "received",
  preparing: "preparing",
  shipped: "shipped",
  delivered: "delivered",
  cancelled: "cancelled",
} as const satisfies Record<string, OrderStatusCode>;

type ScreenArgs = Partial<AdminDashboardScreenProps> & {
  orderCount?: number;
  lowStockCount?: number;
  long?: boolean;
};

/** 30 days ending 2026-11-25, a weekly rhythm, no day left out. */
const days = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 10, 25 - 29 + index)).toISOString().slice(0, 10);
  const orderCount = 4 + ((index * 7) % 11) + (index % 7 === 5 ? 9 : 0);
  return { date, orderCount, revenue: orderCount * 145_990 };
});

/** The chart comes as its own chunk: wait for it before the screenshot. */
async function chartDrawn(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector(".recharts-bar-rectangle")).not.toBeNull(),
    // A loaded machine (CI, helpers beside it) took 28 s to transform and load it once: the
    // limit is generous, the wait ends as soon as the chart is there.
    { timeout: 60_000 },
  );
}

function Screen({ orderCount = 6, lowStockCount = 4, long = false, ...props }: ScreenArgs) {
  const language = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as "tr" | "en" | "ar";
  const low = storyAdminProducts(language, 12, long ? longText[language] : undefined)
    .filter((product) => product.stockLevel !== "in_stock")
    .slice(0, lowStockCount);
  return (
    <AdminDashboardScreen
      todayOrderCount={orderCount === 0 ? 0 : 17}
      todayRevenue={orderCount === 0 ? 0 : 2_458_990}
      currency="TRY"
      pendingCommentCount={3}
      commentsHref="/admin/yorumlar?durum=bekleyen"
      refundCount={orderCount === 0 ? 0 : 2}
      refundsHref="/admin/orders?refund=requested"
      awaitingPaymentCount={orderCount === 0 ? 0 : 1}
      awaitingPaymentHref="/admin/orders?status=awaiting_payment"
      byDay={days.map((day) => (orderCount === 0 ? { ...day, orderCount: 0, revenue: 0 } : day))}
      bestSellers={low.slice(0, orderCount === 0 ? 0 : 5).map((product, index) => ({
        id: product.id,
        name: product.name,
        sku: product.sku,
        quantity: 40 - index * 7,
        href: product.editHref,
      }))}
      lowStock={low.map((product) => ({
        id: product.id,
        name: product.name,
        sku: product.sku,
        stock: product.stock,
        href: product.editHref,
      }))}
      lowStockHref="/admin/urunler?stock=low"
      recentOrders={storyOrders.slice(0, orderCount).map((order) => ({
        id: order.id,
        code: order.code,
        customer: order.customer,
        total: order.total,
        currency: "TRY",
        status: statusCodes[order.status],
        statusName: statusText[order.status][language],
        href: `/admin/siparisler/${order.id}`,
      }))}
      ordersHref="/admin/siparisler"
      renderLink={(link) => <StoryLink {...link} />}
      {...props}
    />
  );
}

const meta = {
  title: "Admin/AdminDashboardScreen",
  component: Screen,
  decorators: [adminPageBackdrop],
  play: async ({ canvasElement }) => chartDrawn(canvasElement),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await chartDrawn(canvasElement);
    await expect(canvas.getByText("24.589,90")).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: msg(globals, "admin.dashboard.review") }),
    ).toHaveAttribute("href", "/admin/yorumlar?durum=bekleyen");
    const orders = canvas.getByRole("region", {
      name: msg(globals, "admin.dashboard.recentOrders"),
    });
    await expect(orders.querySelectorAll("li")).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { orderCount: 0, lowStockCount: 0, pendingCommentCount: 0 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(msg(globals, "admin.dashboard.bestSellersEmpty"))).toBeVisible();
    await expect(canvas.getByText(msg(globals, "admin.dashboard.recentOrdersEmpty"))).toBeVisible();
    await expect(canvas.getByText(msg(globals, "admin.dashboard.lowStockEmpty"))).toBeVisible();
    await expect(
      canvas.queryByRole("link", { name: msg(globals, "admin.dashboard.review") }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toBeInTheDocument();
    await expect(canvas.queryByText("24.589,90")).toBeNull();
  },
};

export const LongName: Story = {
  args: { long: true },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
};

export const Phone: Story = {
  ...tallViewport("phoneTall"),
};
