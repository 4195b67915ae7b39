import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { longText, StoryText, useStoryText } from "../../stories/story-text.tsx";
import { type FilterBarWidth, filterBarStory } from "../admin-form/story-filter-bar.tsx";
import { StoryLink } from "../news-list/story-link.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  AdminProductListScreen,
  type AdminProductListScreenProps,
} from "./admin-product-list-screen.tsx";
import {
  storyAdminProducts,
  storyBrandOptions,
  storyCategoryOptions,
  storyListHref,
  storyQuery,
} from "./story-admin-products.ts";

const msg = (globals: Record<string, unknown>, id: string, name?: string) =>
  (getMessages(String(globals.locale ?? "tr"))[id] ?? id).replace("{name}", name ?? "");

type ScreenArgs = Partial<AdminProductListScreenProps> & { count?: number; long?: boolean };

function Screen({ count = 8, long = false, ...props }: ScreenArgs) {
  const language = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as "tr" | "en" | "ar";
  return (
    <AdminProductListScreen
      products={storyAdminProducts(language, count, long ? longText[language] : undefined)}
      totalRows={count}
      pageSize={20}
      query={storyQuery}
      categories={storyCategoryOptions(language)}
      brands={storyBrandOptions}
      getHref={storyListHref}
      newProductHref="/admin/urunler/yeni"
      renderLink={(link) => <StoryLink {...link} />}
      renderForm={(form) => <form {...form} onSubmit={(event) => event.preventDefault()} />}
      onDelete={fn()}
      {...props}
    />
  );
}

const meta = {
  title: "Admin/AdminProductListScreen",
  component: Screen,
  args: { onDelete: fn() },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole("table");
    // the sorted column says so, and its header links to the other direction
    const updated = within(table).getByRole("columnheader", {
      name: new RegExp(msg(globals, "admin.productList.updatedAt")),
    });
    await expect(updated).toHaveAttribute("aria-sort", "descending");
    await expect(within(updated).getByRole("link")).toHaveAttribute(
      "href",
      expect.stringContaining("sort=updated_at&direction=asc"),
    );
    const price = within(table).getByRole("link", {
      name: msg(globals, "admin.productList.price"),
    });
    await expect(price).toHaveAttribute("href", expect.stringContaining("sort=price"));
    // the filter form is a GET form that keeps the sort
    const form = canvas.getByRole("search");
    await expect(form).toHaveAttribute("method", "get");
    await expect(form.querySelector('input[type="hidden"][name="sort"]')).toHaveValue("updated_at");
    await expect(
      canvas.getByRole("link", { name: msg(globals, "admin.productList.newProduct") }),
    ).toHaveAttribute("href", "/admin/urunler/yeni");
    const levels = [...table.querySelectorAll("[data-stock-level]")].map((cell) =>
      cell.getAttribute("data-stock-level"),
    );
    await expect(levels.slice(0, 3)).toEqual(["in_stock", "low", "out"]);
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ args, canvas, globals }) => {
    const [first] = canvas.getAllByRole("button", {
      name: new RegExp(msg(globals, "admin.productList.delete", ".+")),
    });
    await userEvent.click(first as HTMLElement);
    const dialog = await within(document.body).findByRole("alertdialog");
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.productList.deleteConfirm") }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: "1000" }));
    await waitFor(() => expect(within(document.body).queryByRole("alertdialog")).toBeNull());
  },
};

export const DeleteFailed: Story = {
  args: {
    deleteError: "Bu ürün açık bir kampanyada kullanılıyor.",
  },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, globals }) => {
    const [first] = canvas.getAllByRole("button", {
      name: new RegExp(msg(globals, "admin.productList.delete", ".+")),
    });
    await userEvent.click(first as HTMLElement);
    const dialog = await within(document.body).findByRole("alertdialog");
    await waitFor(() => expect(within(dialog).getByRole("alert")).toBeVisible());
  },
};

export const Filtered: Story = {
  args: {
    count: 3,
    query: { ...storyQuery, q: "tişört", category: "1", stock: "low", sort: "price" },
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("searchbox")).toHaveValue("tişört");
    await expect(
      canvas.getByRole("link", { name: msg(globals, "admin.productList.clearFilters") }),
    ).toHaveAttribute("href", "/admin/urunler?sort=price&direction=desc");
  },
};

export const NoMatch: Story = {
  args: { count: 0, query: { ...storyQuery, q: "yok böyle bir ürün", active: "inactive" } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(msg(globals, "admin.productList.noMatch"))).toBeVisible();
    await expect(
      canvas.getAllByRole("link", { name: msg(globals, "admin.productList.clearFilters") }),
    ).toHaveLength(2);
  },
};

export const NoProducts: Story = {
  args: { count: 0 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(msg(globals, "admin.productList.noProducts"))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { count: 0, loading: true },
};

export const LoadFailed: Story = {
  args: { count: 0, error: "Sunucuya ulaşılamadı.", onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toBeVisible();
  },
};

export const LongName: Story = {
  args: { count: 3, long: true },
};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { count: 20, totalRows: 137, query: { ...storyQuery, page: 3 } },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole("navigation");
    await expect(within(pages).getByRole("link", { current: "page" })).toHaveAttribute(
      "href",
      expect.stringContaining("page=3"),
    );
  },
};

/** The table fits its width: the picture, sku (shown under the name), order and date are left out. */
const fitsWithoutScrolling: Story["play"] = async ({ canvasElement }) => {
  const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="data-table-scroll"]');
  await expect(scroller?.scrollWidth).toBeLessThanOrEqual(scroller?.clientWidth ?? 0);
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { count: 6, query: { ...storyQuery, brand: "2" } },
  play: fitsWithoutScrolling,
};

/** A 1024 px tablet held sideways: the admin's left menu takes its part of the width. */
export const TabletBesideMenu: Story = {
  ...tallViewport("desktopTall"),
  args: { count: 6 },
  decorators: [
    (Story) => (
      <div className="max-w-[44rem]">
        <Story />
      </div>
    ),
  ],
  play: fitsWithoutScrolling,
};

/** With the catalogue's CSV download and the import page beside "new product". */
export const WithCsv: Story = {
  args: {
    count: 3,
    exportHref: "/api/v1/product/export",
    importHref: "/admin/products/import",
  },
  play: async ({ canvas, globals }) => {
    const messages = getMessages(String(globals.locale ?? "tr"));
    await expect(
      canvas.getByRole("link", { name: messages["admin.productList.export"] }),
    ).toHaveAttribute("download");
  },
};

/** Every filter set (so "clear filters" shows too) beside the admin's menu: nothing leaves the card. */
function filterBar(width: FilterBarWidth): Story {
  return {
    ...filterBarStory(width, "products", <StoryText tr="Ürünler" en="Products" ar="المنتجات" />),
    args: {
      count: 3,
      query: {
        ...storyQuery,
        q: "tişört",
        category: "1",
        brand: "2",
        stock: "low",
        active: "active",
      },
    },
  };
}

export const FilterBar768 = filterBar(768);
export const FilterBar1024 = filterBar(1024);
export const FilterBar1280 = filterBar(1280);
