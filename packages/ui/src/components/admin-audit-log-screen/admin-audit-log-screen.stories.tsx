import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  type AdminAuditEntry,
  AdminAuditLogScreen,
  changedFields,
} from "./admin-audit-log-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const entries: AdminAuditEntry[] = [
  {
    id: "6",
    at: "2026-11-25T13:42:00Z",
    admin: "ayse@dukkan.example",
    table: "products",
    rowKey: "118",
    action: "update",
    before: { id: 118, sku: "CZV-01", selling_price: 49_990, stock: 12, updated_at: "2026-11-20" },
    after: { id: 118, sku: "CZV-01", selling_price: 44_990, stock: 9, updated_at: "2026-11-25" },
  },
  {
    id: "5",
    at: "2026-11-25T13:40:00Z",
    admin: "ayse@dukkan.example",
    table: "product_translations",
    rowKey: null,
    action: "insert",
    before: null,
    after: { product_id: 118, language_code: "ar", name: "ركوة نحاسية", seo_link: "rkwa-nhasya" },
  },
  {
    id: "4",
    at: "2026-11-24T09:05:00Z",
    admin: "mehmet.yilmaz.kategori.yoneticisi@dukkan.example",
    table: "brands",
    rowKey: "7",
    action: "delete",
    before: { id: 7, code: "eski-marka", name: "Eski Marka", is_active: false },
    after: null,
  },
  {
    id: "3",
    at: "2026-11-24T09:01:00Z",
    admin: "ayse@dukkan.example",
    table: "categories",
    rowKey: "12",
    action: "update",
    before: { id: 12, sort_order: 3, updated_at: "2026-11-01" },
    after: { id: 12, sort_order: 3, updated_at: "2026-11-24" },
  },
];

const tables = ["brands", "categories", "product_translations", "products"];

const meta = {
  title: "Admin/AdminAuditLogScreen",
  component: AdminAuditLogScreen,
  args: {
    entries,
    page: 1,
    pageSize: 50,
    totalRows: entries.length,
    tables,
    table: "",
    getPageHref: (page) => `?page=${page}`,
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminAuditLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Changes: Story = {
  play: async ({ canvas, globals }) => {
    // Only what changed is shown: the price and the stock, not the sku or the bookkeeping.
    const row = canvas.getByText("selling_price").closest("tr");
    await expect(row).toHaveTextContent("49990");
    await expect(row).toHaveTextContent("44990");
    await expect(row).not.toHaveTextContent("CZV-01");
    await expect(canvas.getByText(msg(globals, "admin.audit.nothing"))).toBeVisible();
  },
};

export const FilteredByTable: Story = {
  args: {
    entries: entries.filter((entry) => entry.table === "products"),
    totalRows: 1,
    table: "products",
  },
};

export const ManyPages: Story = {
  args: { totalRows: 1_250, page: 3 },
};

export const Empty: Story = {
  args: { entries: [], totalRows: 0 },
};

export const LoadFailed: Story = {
  args: { entries: [], totalRows: 0, error: "Sunucuya ulaşılamadı." },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
};

// changedFields is what the screen shows; its rules in one place.
export const OnlyChangedFields: Story = {
  args: { entries: entries.slice(0, 1), totalRows: 1 },
  play: async () => {
    await expect(changedFields(entries[0] as AdminAuditEntry).map((c) => c.field)).toEqual([
      "selling_price",
      "stock",
    ]);
  },
};
