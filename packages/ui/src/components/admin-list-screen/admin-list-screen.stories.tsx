import type { Meta, StoryObj } from "@storybook/react-vite";
import { Trash2 } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { StoryText, useStoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { narrowOnly } from "../data-table/data-table.tsx";
import { navigate, StoryLink } from "../news-list/story-link.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  type AdminListQuery,
  AdminListScreen,
  type AdminListScreenProps,
} from "./admin-list-screen.tsx";
import { AdminTitleCell } from "./admin-title-cell.tsx";

type Locale = "tr" | "en" | "ar";
const texts = {
  caption: { tr: "Markalar", en: "Brands", ar: "العلامات التجارية" },
  filters: { tr: "Markaları süz", en: "Filter brands", ar: "تصفية العلامات التجارية" },
  name: { tr: "Marka", en: "Brand", ar: "العلامة التجارية" },
  country: { tr: "Ülke", en: "Country", ar: "البلد" },
  allCountries: { tr: "Tüm ülkeler", en: "All countries", ar: "كل البلدان" },
  products: { tr: "Ürünler", en: "Products", ar: "المنتجات" },
  inactive: { tr: "Pasif", en: "Inactive", ar: "غير نشط" },
  add: { tr: "Marka ekle", en: "Add brand", ar: "أضف علامة تجارية" },
  empty: { tr: "Henüz marka yok.", en: "No brands yet.", ar: "لا توجد علامات تجارية بعد." },
  noMatch: {
    tr: "Aramanıza uyan marka yok.",
    en: "No brand matches your search.",
    ar: "لا توجد علامة تجارية تطابق بحثك.",
  },
  delete: { tr: "Seçilenleri sil", en: "Delete selected", ar: "احذف المحدد" },
} as const;
const text = (globals: Record<string, unknown>, key: keyof typeof texts) =>
  texts[key][String(globals.locale ?? "tr") as Locale];
const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

interface Brand {
  id: string;
  name: string;
  code: string;
  country: string;
  productCount: number;
  isActive: boolean;
}

interface BrandQuery extends AdminListQuery {
  country: string;
  sort: "name" | "products";
}

const names = ["Arçelik", "Vestel", "Karaca", "Paşabahçe", "Koton", "Mavi", "Defacto"];
const brands: Brand[] = Array.from({ length: 20 }, (_, index) => {
  const name = `${names[index % names.length]}${index < names.length ? "" : ` ${index}`}`;
  return {
    id: String(index + 1),
    name,
    code: name.toLowerCase().replace(/\s+/g, "-"),
    country: index % 3 === 0 ? "Almanya" : "Türkiye",
    productCount: (index * 53) % 400,
    isActive: index % 5 !== 4,
  };
});

const query: BrandQuery = { q: "", country: "", sort: "name", direction: "asc", page: 1 };
const getHref = (next: BrandQuery) =>
  `/admin/brands?${new URLSearchParams({ ...next, page: String(next.page), direction: next.direction ?? "asc" })}`;

type StoryProps = Pick<
  AdminListScreenProps<Brand, BrandQuery>,
  "rows" | "totalRows" | "pageSize" | "query" | "loading" | "selection" | "onSortChange"
>;

/** A list of brands declared with AdminListScreen, its texts in the story's language. */
function BrandList(props: StoryProps) {
  const locale = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as Locale;
  const t = (key: keyof typeof texts) => texts[key][locale];
  return (
    <AdminListScreen
      caption={t("caption")}
      filtersLabel={t("filters")}
      filters={[
        {
          name: "country",
          label: t("country"),
          allLabel: t("allCountries"),
          options: [
            { value: "de", label: "Almanya" },
            { value: "tr", label: "Türkiye" },
          ],
        },
      ]}
      addLink={{ href: "/admin/brands/new", label: t("add") }}
      emptyMessage={t("empty")}
      noMatchMessage={t("noMatch")}
      getHref={getHref}
      renderLink={(link) => <StoryLink {...link} />}
      columns={[
        {
          id: "name",
          header: t("name"),
          sortable: true,
          cell: (row) => (
            <AdminTitleCell
              title={row.name}
              href={`/admin/brands/${row.id}`}
              code={row.code}
              renderLink={(link) => <StoryLink {...link} />}
              status={!row.isActive && { label: t("inactive"), variant: "neutral" }}
            >
              <span className={narrowOnly}>{row.country}</span>
            </AdminTitleCell>
          ),
        },
        { id: "country", header: t("country"), secondary: true, cell: (row) => row.country },
        {
          id: "products",
          header: t("products"),
          sortable: true,
          align: "end",
          cell: (row) => row.productCount,
        },
      ]}
      {...props}
    />
  );
}

const meta = {
  title: "Admin/AdminListScreen",
  component: BrandList,
  args: { rows: brands, totalRows: 143, pageSize: 20, query, onSortChange: fn() },
  ...tallViewport("desktopVeryTall"),
  decorators: [adminPageBackdrop],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof BrandList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sorted: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const header = (key: keyof typeof texts) =>
      canvas.getByRole("columnheader", { name: new RegExp(text(globals, key)) });
    await expect(header("name")).toHaveAttribute("aria-sort", "ascending");
    // the sorted column flips; another starts ascending, both from the first page
    await userEvent.click(within(header("name")).getByRole("link"));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: "name",
      direction: "desc",
    });
    await expect(navigate).toHaveBeenLastCalledWith(
      "/admin/brands?q=&country=&sort=name&direction=desc&page=1",
    );
    await userEvent.click(within(header("products")).getByRole("link"));
    await expect(navigate).toHaveBeenLastCalledWith(
      "/admin/brands?q=&country=&sort=products&direction=asc&page=1",
    );
  },
};

export const Paged: Story = {
  args: { query: { ...query, page: 3 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const range = canvasElement.querySelector("[data-slot=data-table-range]");
    await expect(range).toHaveTextContent("41–60");
    await expect(range).toHaveTextContent("143");
    await userEvent.click(
      canvas.getByRole("link", {
        name: msg(globals, "primitives.pagination.page").replace("{page}", "4"),
      }),
    );
    await expect(navigate).toHaveBeenLastCalledWith(
      "/admin/brands?q=&country=&sort=name&direction=asc&page=4",
    );
  },
};

export const FilteredFoundNothing: Story = {
  args: { rows: [], totalRows: 0, query: { ...query, q: "yok", country: "de", page: 2 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text(globals, "noMatch"))).toBeVisible();
    // clearing keeps the sort and empties every filter
    await userEvent.click(
      canvas.getByRole("link", { name: msg(globals, "admin.productList.clearFilters") }),
    );
    await expect(navigate).toHaveBeenLastCalledWith(
      "/admin/brands?q=&country=&sort=name&direction=asc&page=1",
    );
  },
};

export const Empty: Story = {
  args: { rows: [], totalRows: 0 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text(globals, "empty"))).toBeVisible();
    await expect(
      canvas.queryByRole("link", { name: msg(globals, "admin.productList.clearFilters") }),
    ).toBeNull();
  },
};

export const Loading: Story = { args: { rows: [], loading: true } };

export const Selection: Story = {
  args: {
    selection: {
      selectedIds: ["2"],
      onSelectionChange: fn(),
      rowLabel: (row: Brand) => row.name,
      selectionActions: (
        <Button size="sm" variant="danger">
          <Trash2 aria-hidden="true" />
          <StoryText {...texts.delete} />
        </Button>
      ),
    },
  },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole("checkbox", {
        name: msg(globals, "admin.dataTable.selectRowNamed").replace("{name}", "Arçelik"),
      }),
    );
    await expect(args.selection?.onSelectionChange).toHaveBeenLastCalledWith(["2", "1"]);
  },
};

export const Tablet: Story = { ...tallViewport("tabletTall"), args: { rows: brands.slice(0, 8) } };

export const Phone: Story = { ...tallViewport("phoneTall"), args: { rows: brands.slice(0, 8) } };
