import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { isolateLtr } from "../../lib/isolate-ltr.ts";
import { useStoryText } from "../../stories/story-text.tsx";
import { AccountLayout, type AccountSection } from "../account-layout/account-layout.tsx";
import { OrderStatusBadge, type OrderStatusCode } from "../order-list-screen/order-list-screen.tsx";
import { Price } from "../price/index.ts";
import { AccountHomeScreen } from "./account-home-screen.tsx";

const hrefs = {
  home: "/hesabim",
  orders: "/hesabim/siparislerim",
  profile: "/hesabim/uyelik-bilgilerim",
  addresses: "/hesabim/adreslerim",
  favourites: "/hesabim/favorilerim",
  giftCertificates: "/hesabim/hediye-ceklerim",
  stockAlerts: "/hesabim/stok-bildirimlerim",
} satisfies Record<AccountSection, string>;

function RecentOrders() {
  const orders: { code: string; date: string; status: OrderStatusCode; total: number }[] = [
    { code: "JS2611200042", date: "2026-11-20", status: "shipped", total: 124_990 },
    { code: "JS2610310017", date: "2026-10-31", status: "delivered", total: 45_000 },
  ];
  const names: Record<string, string> = {
    shipped: useStoryText({ tr: "Kargoya verildi", en: "Shipped", ar: "تم الشحن" }),
    delivered: useStoryText({ tr: "Teslim edildi", en: "Delivered", ar: "تم التسليم" }),
  };
  return (
    <ul className="flex flex-col gap-2">
      {orders.map((order) => (
        <li
          key={order.code}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border-subtle bg-surface p-3"
        >
          <span className="flex flex-col">
            <a
              href={`/hesabim/siparislerim/${order.code}`}
              dir="ltr"
              className="self-start font-mono font-semibold text-fg-strong underline-offset-2 hover:underline"
            >
              {order.code}
            </a>
            <span className="text-caption text-fg-muted">{isolateLtr(order.date)}</span>
          </span>
          <OrderStatusBadge status={order.status} name={names[order.status] ?? ""} />
          <Price amount={order.total} currency="TRY" size="sm" />
        </li>
      ))}
    </ul>
  );
}

function Screen({ recent = true }: { recent?: boolean }) {
  return (
    <AccountLayout
      title={useStoryText({ tr: "Hesabım", en: "My account", ar: "حسابي" })}
      customerName={useStoryText({ tr: "Ayşe", en: "Ayşe", ar: "عائشة" })}
      current="home"
      hrefs={hrefs}
    >
      <AccountHomeScreen hrefs={hrefs} {...(recent ? { recentOrders: <RecentOrders /> } : {})} />
    </AccountLayout>
  );
}

const meta = {
  title: "Screens/AccountHomeScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByText(/Siparişlerinizi buradan|من هنا/).parentElement as HTMLElement;
    await expect(main).toHaveAttribute("data-slot", "account-home-screen");
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(5);
    await expect(
      canvas.getByRole("link", { name: /Tüm siparişlerim|جميع طلباتي/ }),
    ).toHaveAttribute("href", hrefs.orders);
  },
};
export const WithoutRecentOrders: Story = {
  args: { recent: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(4);
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
