import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  AdminCampaignListScreen,
  type AdminCampaignQuery,
  type AdminCampaignRow,
} from "./admin-campaign-list-screen.tsx";
import { ADMIN_CAMPAIGN_TYPES } from "./campaign-terms.ts";

const msg = (globals: Record<string, unknown>, id: string, name = "") =>
  (getMessages(String(globals.locale ?? "tr"))[id] ?? id).replace("{name}", name);

// In the order of ADMIN_CAMPAIGN_TYPES, so that each name fits its rule.
const names = [
  "Yaz indirimi",
  "Hafta sonu fırsatı",
  "3 al 2 öde tişört",
  "Kargo bedava",
  "Hediye çanta",
];

const campaignRow = (
  index: number,
  overrides: Partial<AdminCampaignRow> = {},
): AdminCampaignRow => {
  const type = ADMIN_CAMPAIGN_TYPES[index % ADMIN_CAMPAIGN_TYPES.length] ?? "cart_percent";
  return {
    id: String(index + 1),
    code: `kampanya-${index + 1}`,
    name: names[index % names.length] ?? "Kampanya",
    type,
    discountPercent: type === "cart_percent" ? 10 + (index % 3) * 5 : null,
    discountAmount: type === "cart_amount" ? 5_000 : null,
    currency: 1,
    minCartAmount: index % 2 ? 50_000 : null,
    buyQuantity: type === "buy_x_pay_y" ? 3 : null,
    payQuantity: type === "buy_x_pay_y" ? 2 : null,
    productName: type === "gift_product" ? "Bez çanta" : null,
    usageCount: (index * 7) % 40,
    usageLimit: index % 3 === 0 ? null : 100,
    perCustomerLimit: index % 2 ? 1 : null,
    customerCount: (index * 5) % 30,
    startsAt: "2026-06-01T00:00:00+03:00",
    endsAt: index % 4 === 3 ? null : "2026-08-31T23:59:59+03:00",
    isActive: index % 6 !== 5,
    editHref: `/admin/campaigns/${index + 1}`,
    ...overrides,
  };
};

const rows = Array.from({ length: 20 }, (_, index) => campaignRow(index));
const query: AdminCampaignQuery = { q: "", status: "all", type: "", page: 1 };
const href = (next: AdminCampaignQuery) =>
  `/admin/campaigns?${new URLSearchParams({ q: next.q, status: next.status, type: next.type, page: String(next.page) })}`;

const meta = {
  title: "Admin/AdminCampaignListScreen",
  component: AdminCampaignListScreen,
  args: {
    campaigns: rows.slice(0, 5),
    totalRows: 5,
    pageSize: 20,
    query,
    getHref: href,
    newHref: "/admin/campaigns/new",
    onDelete: fn(),
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminCampaignListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Campaigns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Yaz indirimi" })).toHaveAttribute(
      "href",
      "/admin/campaigns/1",
    );
  },
};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { campaigns: rows, totalRows: 245, query: { ...query, page: 3 } },
};

export const FilteredNothing: Story = {
  args: { campaigns: [], totalRows: 0, query: { ...query, q: "yok", status: "inactive" } },
};

export const Empty: Story = { args: { campaigns: [], totalRows: 0 } };

export const DeleteAsksFirst: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { deleteError: "Bu kampanya kullanıldı; silmek yerine pasife alın." },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.campaigns.delete", "Yaz indirimi") }),
    );
    const dialog = await within(document.body).findByRole("alertdialog");
    await waitFor(() => expect(within(dialog).getByRole("alert")).toBeVisible());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { campaigns: rows.slice(0, 8), totalRows: 40 },
};
