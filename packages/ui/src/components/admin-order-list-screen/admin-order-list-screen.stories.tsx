import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { StoryText, useStoryText } from "../../stories/story-text.tsx";
import { type FilterBarWidth, filterBarStory } from "../admin-form/story-filter-bar.tsx";
import { StoryLink } from "../news-list/story-link.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  AdminOrderListScreen,
  type AdminOrderListScreenProps,
} from "./admin-order-list-screen.tsx";
import {
  storyAdminOrders,
  storyOrderHref,
  storyOrderQuery,
  storyPaymentOptions,
  storyStatusOptions,
} from "./story-admin-orders.ts";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

type ScreenArgs = Partial<AdminOrderListScreenProps> & { count?: number; firstName?: string };

function Screen({ count = 8, firstName, ...props }: ScreenArgs) {
  const language = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as "tr" | "en" | "ar";
  const orders = storyAdminOrders(language, count).map((order, index) =>
    index === 0 && firstName ? { ...order, customerName: firstName } : order,
  );
  return (
    <AdminOrderListScreen
      orders={orders}
      totalRows={count}
      pageSize={20}
      query={storyOrderQuery}
      statusOptions={storyStatusOptions(language)}
      paymentOptions={storyPaymentOptions(language)}
      getHref={storyOrderHref}
      renderLink={(link) => <StoryLink {...link} />}
      renderForm={(form) => <form {...form} onSubmit={(event) => event.preventDefault()} />}
      {...props}
    />
  );
}

const meta = {
  title: "Admin/AdminOrderListScreen",
  component: Screen,
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole("table");
    const date = within(table).getByRole("columnheader", {
      name: new RegExp(msg(globals, "admin.orderList.date")),
    });
    await expect(date).toHaveAttribute("aria-sort", "descending");
    await expect(
      within(table).getByRole("link", { name: msg(globals, "admin.orderList.total") }),
    ).toHaveAttribute("href", expect.stringContaining("sort=total"));
    await expect(within(table).getByRole("link", { name: "JS100240" })).toHaveAttribute(
      "href",
      "/admin/orders/500",
    );
    const form = canvas.getByRole("search");
    await expect(form).toHaveAttribute("method", "get");
    await expect(form.querySelector('input[type="hidden"][name="sort"]')).toHaveValue("created");
  },
};

/** A name written with a right-to-left override stays in its own box: "fdp.exe" never reads "exe.pdf". */
export const RightToLeftOverride: Story = {
  args: { count: 2, firstName: "Ayşe \u202Efdp.exe" },
  play: async ({ canvas }) => {
    const name = canvas.getByText(
      (_, element) =>
        element?.textContent === "Ayşe \u202Efdp.exe" && element.childElementCount === 0,
    );
    await expect(name.tagName).toBe("BDI");
  },
};

export const Filtered: Story = {
  args: {
    count: 2,
    query: {
      ...storyOrderQuery,
      q: "Yılmaz",
      status: "delivered",
      payment: "card",
      refund: "requested",
      from: "2026-11-01",
      to: "2026-11-25",
    },
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("searchbox")).toHaveValue("Yılmaz");
    await expect(
      canvas.getByRole("link", { name: msg(globals, "admin.productList.clearFilters") }),
    ).toHaveAttribute("href", "/admin/orders?sort=created&direction=desc");
  },
};

/** The refunds page: the same list, its refund filter fixed, so the form does not offer it. */
export const RefundsWaiting: Story = {
  args: { count: 2, refundFilter: false, query: { ...storyOrderQuery, refund: "requested" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("search").querySelector("select[name=refund]")).toBeNull();
  },
};

export const NoMatch: Story = {
  args: { count: 0, query: { ...storyOrderQuery, q: "JS999" } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(msg(globals, "admin.orderList.noMatch"))).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { count: 0 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(msg(globals, "admin.orderList.noOrders"))).toBeVisible();
  },
};

export const Loading: Story = { args: { count: 0, loading: true } };

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { count: 20, totalRows: 241, query: { ...storyOrderQuery, page: 2 } },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole("navigation");
    await expect(within(pages).getByRole("link", { current: "page" })).toHaveAttribute(
      "href",
      expect.stringContaining("page=2"),
    );
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { count: 6 },
};

const filteredQuery: AdminOrderListScreenProps["query"] = {
  ...storyOrderQuery,
  q: "Yılmaz",
  status: "delivered",
  payment: "card",
  refund: "requested",
  from: "2026-11-01",
  to: "2026-11-25",
};

/** Every filter set (so "clear filters" shows too) beside the admin's menu: nothing leaves the card. */
function filterBar(width: FilterBarWidth, refundFilter = true): Story {
  return {
    ...filterBarStory(
      width,
      refundFilter ? "orders" : "refunds",
      refundFilter ? (
        <StoryText tr="Siparişler" en="Orders" ar="الطلبات" />
      ) : (
        <StoryText tr="İade talepleri" en="Refund requests" ar="طلبات الاسترداد" />
      ),
    ),
    args: { count: 3, refundFilter, query: filteredQuery },
  };
}

export const FilterBar768 = filterBar(768);
export const FilterBar1024 = filterBar(1024);
export const FilterBar1280 = filterBar(1280);
export const RefundsFilterBar768 = filterBar(768, false);
export const RefundsFilterBar1024 = filterBar(1024, false);
export const RefundsFilterBar1280 = filterBar(1280, false);
