import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { storyProductImage } from "../product-card/story-products.ts";
import { type StockAlertItem, StockAlertsScreen } from "./stock-alerts-screen.tsx";

const t = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const alerts: StockAlertItem[] = [
  {
    id: 1,
    name: "Koton Basic Tişört",
    href: "/koton-basic-tisort",
    image: storyProductImage(1),
    inStock: false,
    requestedAt: "2026-11-20T09:00:00.000Z",
  },
  {
    id: 2,
    name: "Kadın Yüksek Bel Likralı Toparlayıcı Etkili Dar Paça Kot Pantolon Şişli Mağazasına Özel Koleksiyon",
    href: "/kot-pantolon",
    image: storyProductImage(2),
    inStock: true,
    requestedAt: "2026-11-02T09:00:00.000Z",
    notifiedAt: "2026-11-18T14:30:00.000Z",
  },
  { id: 3, name: "Seramik Kupa", inStock: false, requestedAt: "2026-10-28" },
];

const cancelled = fn().mockName("cancel");

const meta = {
  title: "Screens/StockAlertsScreen",
  component: StockAlertsScreen,
  args: {
    alerts,
    shoppingHref: "/",
    renderCancelForm: (alertId, props) => (
      <form
        {...props}
        onSubmit={(event) => {
          event.preventDefault();
          cancelled(alertId);
        }}
      />
    ),
  },
} satisfies Meta<typeof StockAlertsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    cancelled.mockClear();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText("2026-11-18")).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", {
        name: t(globals, "account.stockAlerts.cancel").replace("{name}", "Seramik Kupa"),
      }),
    );
    await expect(cancelled).toHaveBeenLastCalledWith(3);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Cancelled: Story = {
  render: (args, { globals }) => (
    <StockAlertsScreen
      {...args}
      alerts={alerts.slice(0, 2)}
      notice={
        globals.locale === "ar"
          ? "تم إلغاء طلب التنبيه بالتوفر."
          : "Stok bildirim talebiniz iptal edildi."
      }
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole("heading", { name: t(globals, "account.stockAlerts.emptyTitle") }),
    ).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
