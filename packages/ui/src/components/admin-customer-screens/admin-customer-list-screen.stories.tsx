import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { StoryText } from "../../stories/story-text.tsx";
import { type FilterBarWidth, filterBarStory } from "../admin-form/story-filter-bar.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  AdminCustomerListScreen,
  type AdminCustomerQuery,
  type AdminCustomerRow,
} from "./admin-customer-list-screen.tsx";

const names = [
  ["Ayşe Yılmaz", "ayse.yilmaz@example.com"],
  ["Mehmet Kaya", "mehmet.kaya@example.com"],
  ["Sara Ahmed", "sara.ahmed@example.com"],
  ["Elif Demir", "elif.demir@example.com"],
  ["John Smith", "john.smith@example.com"],
] as const;

const customers: AdminCustomerRow[] = Array.from({ length: 20 }, (_, index) => {
  const [name, email] = names[index % names.length] ?? names[0];
  return {
    id: String(index + 1),
    name,
    email: index < names.length ? email : email.replace("@", `.${index}@`),
    phone: `+90532${String(1234567 + index * 7919).slice(0, 7)}`,
    orderCount: (index * 3) % 11,
    isActive: index % 7 !== 3,
    deleted: index === 6,
    createdAt: `2026-0${(index % 9) + 1}-1${index % 10}T10:00:00.000Z`,
    lastLoginAt: index % 4 === 2 ? null : "2026-11-24T18:20:00.000Z",
    detailHref: `/admin/customers/${index + 1}`,
  };
});

const query: AdminCustomerQuery = { q: "", sort: "created", direction: "desc", page: 1 };
const href = (next: AdminCustomerQuery) =>
  `/admin/customers?${new URLSearchParams({ ...next, page: String(next.page) })}`;

const meta = {
  title: "Admin/AdminCustomerListScreen",
  component: AdminCustomerListScreen,
  args: { customers: customers.slice(0, 5), totalRows: 5, pageSize: 20, query, getHref: href },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminCustomerListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customers: Story = {};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: {
    customers,
    totalRows: 1234,
    query: { ...query, page: 3, sort: "name", direction: "asc" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link", { name: "Ayşe Yılmaz" })[0]).toHaveAttribute(
      "href",
      "/admin/customers/1",
    );
  },
};

export const SearchFoundNothing: Story = {
  args: { customers: [], totalRows: 0, query: { ...query, q: "yok@example.com" } },
};

export const Empty: Story = { args: { customers: [], totalRows: 0 } };

export const Loading: Story = { args: { customers: [], totalRows: 0, loading: true } };

export const LoadFailed: Story = {
  args: { customers: [], totalRows: 0, error: "Sunucuya ulaşılamadı.", onRetry: fn() },
};

export const Tablet: Story = { ...tallViewport("tabletTall"), args: { customers, totalRows: 40 } };

/** A search set (so "clear filters" shows too) beside the admin's menu: nothing leaves the card. */
function filterBar(width: FilterBarWidth): Story {
  return {
    ...filterBarStory(
      width,
      "customers",
      <StoryText tr="Müşteriler" en="Customers" ar="العملاء" />,
    ),
    args: { customers: customers.slice(0, 3), totalRows: 3, query: { ...query, q: "Yılmaz" } },
  };
}

export const FilterBar768 = filterBar(768);
export const FilterBar1024 = filterBar(1024);
export const FilterBar1280 = filterBar(1280);
