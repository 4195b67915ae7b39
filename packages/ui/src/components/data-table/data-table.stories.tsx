import type { Meta, StoryObj } from "@storybook/react-vite";
import { Eye, Plus, Truck } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Badge, type BadgeProps } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { Link } from "../link/link.tsx";
import { navigate, StoryLink } from "../news-list/story-link.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { Price } from "../price/price.tsx";
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from "./data-table.tsx";
import {
  headerText,
  paymentText,
  type StoryOrder,
  statusText,
  storyOrders,
  t,
} from "./story-orders.tsx";

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
    cell: (order) => (
      <Link
        href={`#/admin/orders/${order.id}`}
        variant="brand"
        underline="hover"
        className="font-semibold"
      >
        {order.code}
      </Link>
    ),
  },
  {
    id: "customer",
    header: t(headerText.customer),
    sortable: true,
    nowrap: true,
    cell: (order) => (
      <span className="flex flex-col">
        <span className="font-medium text-fg-strong">{order.customer}</span>
        <span className="text-caption text-fg-muted">{order.city}</span>
      </span>
    ),
  },
  {
    id: "date",
    header: t(headerText.date),
    sortable: true,
    nowrap: true,
    cell: (order) => <time dateTime={order.date}>{order.date}</time>,
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
    sortable: true,
    align: "end",
    nowrap: true,
    cell: (order) => <Price amount={order.total} currency={1} size="sm" />,
  },
  {
    id: "actions",
    header: t(headerText.actions),
    hideHeader: true,
    align: "end",
    width: "4rem",
    cell: (order) => (
      <Button asChild variant="ghost" size="icon">
        <a href={`#/admin/orders/${order.id}`}>
          <Eye aria-hidden="true" />
          <span className="sr-only">{order.code}</span>
        </a>
      </Button>
    ),
  },
];

const pageRows = (page: number, pageSize: number) =>
  storyOrders.slice((page - 1) * pageSize, page * pageSize);

const meta = {
  title: "Admin/DataTable",
  component: DataTable<StoryOrder>,
  args: {
    columns,
    rows: pageRows(1, 10),
    getRowId: (order: StoryOrder) => order.id,
    caption: t(headerText.orders),
    sort: { columnId: "date", direction: "desc" },
    onSortChange: fn(),
    page: 1,
    pageSize: 10,
    totalRows: storyOrders.length,
    onPageChange: fn(),
    getPageHref: (page: number) => `/admin/orders?page=${page}`,
    renderLink: ({ href, children }) => <StoryLink href={href}>{children}</StoryLink>,
    onPageSizeChange: fn(),
  },
  ...tallViewport("desktopTall"),
} satisfies Meta<DataTableProps<StoryOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvas: HTMLElement, name: RegExp | string) =>
  within(canvas).getByRole("columnheader", { name });

export const Default: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = String(globals.locale ?? "tr") as "tr";
    const table = within(canvasElement).getByRole("table", { name: headerText.orders[locale] });
    await expect(within(table).getAllByRole("row")).toHaveLength(11);
    await expect(header(canvasElement, new RegExp(headerText.date[locale]))).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(header(canvasElement, new RegExp(headerText.total[locale]))).not.toHaveAttribute(
      "aria-sort",
    );

    await userEvent.click(
      within(canvasElement).getByRole("button", { name: new RegExp(headerText.total[locale]) }),
    );
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: "total",
      direction: "asc",
    });
    // the sorted column flips
    const dateSort = within(canvasElement).getByRole("button", {
      name: new RegExp(headerText.date[locale]),
    });
    dateSort.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: "date",
      direction: "asc",
    });

    // only sortable columns have a sort button
    await expect(
      within(header(canvasElement, new RegExp(headerText.status[locale]))).queryByRole("button"),
    ).toBeNull();

    // paging: real links, and the callback with the page number
    navigate.mockClear();
    const pager = within(canvasElement).getByRole("navigation");
    const second = pager.querySelector<HTMLAnchorElement>('a[href="/admin/orders?page=2"]');
    await expect(second).not.toBeNull();
    await userEvent.click(second as HTMLElement);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(navigate).toHaveBeenCalledWith("/admin/orders?page=2");
  },
};

export const PageSize: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const select = within(canvasElement).getByRole("combobox", {
      name: msg(globals, "admin.dataTable.pageSize"),
    });
    await userEvent.selectOptions(select, "20");
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
  },
};

export const Selection: Story = {
  args: {
    selectedIds: ["order-2", "order-3"],
    onSelectionChange: fn(),
    rowLabel: (order: StoryOrder) => order.code,
    selectionActions: (
      <>
        <Button size="sm" variant="secondary">
          <Truck aria-hidden="true" />
          <StoryText tr="Kargoya ver" en="Mark as shipped" ar="تسليم للشحن" />
        </Button>
        <Button size="sm" variant="outline">
          <StoryText tr="Fatura yazdır" en="Print invoices" ar="طباعة الفواتير" />
        </Button>
      </>
    ),
  },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("checkbox", {
      name: msg(globals, "admin.dataTable.selectRowNamed").replace("{name}", "JS100480"),
    });
    await userEvent.click(first);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([
      "order-2",
      "order-3",
      "order-1",
    ]);
    const all = canvas.getByRole("checkbox", { name: msg(globals, "admin.dataTable.selectAll") });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([
      "order-2",
      "order-3",
      ...["order-1", ...storyOrders.slice(3, 10).map((order) => order.id)],
    ]);
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      msg(globals, "admin.dataTable.loading"),
    );
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    totalRows: 0,
    emptyMessage: (
      <StoryText
        tr="Bu filtrelere uyan sipariş bulunamadı."
        en="No orders match these filters."
        ar="لا توجد طلبات تطابق عوامل التصفية هذه."
      />
    ),
    emptyAction: (
      <Button variant="outline" size="sm">
        <StoryText tr="Filtreleri temizle" en="Clear filters" ar="مسح عوامل التصفية" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const empty = canvasElement.querySelector<HTMLElement>('[data-slot="data-table-empty"]');
    await expect(within(empty as HTMLElement).getByRole("button")).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="data-table-footer"]')).toBeNull();
  },
};

export const EmptyDefault: Story = {
  args: { rows: [], totalRows: 0, columns: columns.slice(0, 4) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(msg(globals, "admin.dataTable.empty")),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: {
    rows: [],
    onRetry: fn(),
    error: (
      <StoryText
        tr="Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin."
        en="The server could not be reached. Check your connection and try again."
        ar="تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى."
      />
    ),
  },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      msg(globals, "admin.dataTable.errorTitle"),
    );
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.dataTable.retry") }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const longRows = (value: string): StoryOrder[] =>
  pageRows(1, 4).map((order, index) => (index === 1 ? { ...order, customer: value } : order));

export const LongTurkishText: Story = {
  args: { rows: longRows(longText.tr), totalRows: 4, pageSize: 10 },
};

export const LongArabicText: Story = {
  args: { rows: longRows(longText.ar), totalRows: 4, pageSize: 10 },
};

export const ManyItems: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { rows: pageRows(1, 20), pageSize: 20, page: 1 },
};

export const Phone: Story = {
  ...tallViewport("phoneTall"),
  args: { rows: pageRows(1, 5), pageSize: 5, page: 2, selectedIds: [], onSelectionChange: fn() },
  play: async ({ canvasElement }) => {
    const scroll = canvasElement.querySelector<HTMLElement>('[data-slot="data-table-scroll"]');
    await expect(scroll).not.toBeNull();
    if (!scroll) return;
    // the table scrolls sideways inside its frame, the page does not
    await expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    scroll.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
  },
};

function InteractiveTable(props: DataTableProps<StoryOrder>) {
  const [sort, setSort] = useState<DataTableSort>({ columnId: "date", direction: "desc" });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const key = sort.columnId as keyof StoryOrder;
  const sorted = [...storyOrders].sort((a, b) => {
    const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return sort.direction === "asc" ? order : -order;
  });
  return (
    <DataTable
      {...props}
      rows={sorted.slice((page - 1) * pageSize, page * pageSize)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
        props.onSortChange?.(next);
      }}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
      pageSize={pageSize}
      onPageSizeChange={(next) => {
        setPageSize(next);
        setPage(1);
        props.onPageSizeChange?.(next);
      }}
      selectedIds={selectedIds}
      onSelectionChange={setSelectedIds}
      rowLabel={(order) => order.code}
      selectionActions={
        <Button size="sm" variant="secondary">
          <Truck aria-hidden="true" />
          <StoryText tr="Kargoya ver" en="Mark as shipped" ar="تسليم للشحن" />
        </Button>
      }
      emptyAction={
        <Button size="sm">
          <Plus aria-hidden="true" />
          <StoryText tr="Sipariş oluştur" en="Create order" ar="إنشاء طلب" />
        </Button>
      }
    />
  );
}

export const Interactive: Story = {
  render: (args) => <InteractiveTable {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const locale = String(globals.locale ?? "tr") as "tr";
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole("button", { name: new RegExp(headerText.total[locale]) }),
    );
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: "total",
      direction: "asc",
    });
    await expect(header(canvasElement, new RegExp(headerText.total[locale]))).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    const totals = canvasElement.querySelectorAll("tbody tr td:nth-last-child(2)");
    await expect(totals.length).toBe(5);
  },
};
