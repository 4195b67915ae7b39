import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { FilterPanel, type FilterPanelProps } from "./filter-panel.tsx";
import { emptyFilters, type ListingFilters } from "./filters.ts";
import { storyBrands, storyFilterHref, useStoryGroups } from "./story-facets.ts";

const selected: ListingFilters = {
  brands: ["koton", "vakko"],
  properties: { colour: ["red"] },
  price: { min: 10000, max: 50000 },
  inStock: true,
};

/** The panel with the story's groups, keeping the filters it raises (as the app's URL would). */
function StatefulPanel(props: FilterPanelProps) {
  const groups = useStoryGroups();
  const [filters, setFilters] = useState(props.filters);
  return (
    <FilterPanel
      propertyGroups={groups}
      {...props}
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Catalogue/FilterPanel",
  component: FilterPanel,
  args: {
    filters: emptyFilters,
    brands: storyBrands,
    currency: "TRY",
    getHref: (filters) => storyFilterHref(filters),
    onChange: fn(),
    display: "inline",
  },
  render: (args) => (
    <div className="w-72">
      <StatefulPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // every option is a crawlable link with checkbox semantics
    const koton = canvas.getByRole("checkbox", { name: /^Koton/ });
    await expect(koton.tagName).toBe("A");
    await expect(koton).toHaveAttribute("href", "/kadin-giyim?marka=koton");
    await expect(koton).toHaveAttribute("aria-checked", "false");
    // six brands shown, the rest collapsed behind "show all" but still in the page
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(6 + 4 + 4);
    await expect(canvas.queryByRole("region", { name: /Seçilen|المختارة/ })).toBeNull();
  },
};

export const ChooseBrand: Story = {
  play: async ({ args, canvas }) => {
    const defacto = canvas.getByRole("checkbox", { name: /^DeFacto/ });
    await userEvent.click(defacto);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyFilters, brands: ["defacto"] });
    await expect(canvas.getByRole("checkbox", { name: /^DeFacto/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    // Space toggles the focused option as it would a checkbox
    const colour = canvas.getAllByRole("checkbox")[6 + 2] as HTMLElement; // black / siyah
    colour.focus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...emptyFilters,
      brands: ["defacto"],
      properties: { colour: ["black"] },
    });
    // the chips show what is on
    const chips = canvas.getByRole("region", { name: /Seçilen filtreler|عوامل التصفية المختارة/ });
    await expect(
      within(chips).getAllByRole("link", { name: /Filtreyi kaldır|إزالة/ }),
    ).toHaveLength(2);
  },
};

export const Selected: Story = {
  args: { filters: selected },
  play: async ({ canvas }) => {
    const chips = canvas.getByRole("region", { name: /Seçilen filtreler|عوامل التصفية المختارة/ });
    const removers = within(chips).getAllByRole("link", { name: /Filtreyi kaldır|إزالة/ });
    await expect(removers).toHaveLength(5);
    await expect(within(chips).getByText(/100,00\s₺\W*–\W*500,00\s₺/)).toBeInTheDocument();
    // a selected brand beyond the first six stays visible
    await expect(canvas.getByRole("checkbox", { name: /^Vakko/ })).toBeVisible();
    await expect(canvas.getByRole("switch")).toHaveAttribute("aria-checked", "true");
    await expect(canvas.getByLabelText(/En az|الأدنى/)).toHaveValue("100");
  },
};

export const RemoveChip: Story = {
  args: { filters: selected },
  play: async ({ args, canvas }) => {
    const chips = canvas.getByRole("region", { name: /Seçilen filtreler|عوامل التصفية المختارة/ });
    const koton = within(chips).getByRole("link", { name: /Koton/ });
    await expect(koton).toHaveAttribute(
      "href",
      "/kadin-giyim?marka=vakko&colour=red&minPrice=100&maxPrice=500&stok=1",
    );
    await userEvent.click(koton);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...selected, brands: ["vakko"] });
    const price = within(chips).getByRole("link", { name: /500,00/ });
    await userEvent.click(price);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...selected,
      brands: ["vakko"],
      price: { min: null, max: null },
    });
    await expect(canvas.getByLabelText(/En az|الأدنى/)).toHaveValue("");
    const clear = canvas.getByRole("link", { name: /Tümünü temizle|مسح الكل/ });
    await expect(clear).toHaveAttribute("href", "/kadin-giyim");
    await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenLastCalledWith(emptyFilters);
    await expect(canvas.queryByRole("region", { name: /Seçilen|المختارة/ })).toBeNull();
  },
};

export const ShowAllBrands: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("checkbox", { name: /^Network/, hidden: true }),
    ).not.toBeVisible();
    const more = canvas.getByRole("button", { name: /Tümünü göster \(10\)|عرض الكل \(10\)/ });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("checkbox", { name: /^Network/ })).toBeVisible();
    await expect(more).toHaveTextContent(/Daha az göster|عرض أقل/);
  },
};

export const PriceRange: Story = {
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole("button", { name: /Uygula|تطبيق/ }).closest("form");
    // without JavaScript the form lands on the listing with the other filters kept
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/kadin-giyim");
    await userEvent.type(canvas.getByLabelText(/En az|الأدنى/), "150");
    await userEvent.type(canvas.getByLabelText(/En çok|الأعلى/), "1.250,50");
    await userEvent.click(canvas.getByRole("button", { name: /Uygula|تطبيق/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...emptyFilters,
      price: { min: 15000, max: 125050 },
    });
    await expect(
      canvas.getByRole("link", { name: /150,00\s₺\W*–\W*1\.250,50\s₺/ }),
    ).toBeInTheDocument();
  },
};

export const PriceInvalid: Story = {
  play: async ({ args, canvas }) => {
    const min = canvas.getByLabelText(/En az|الأدنى/);
    await userEvent.type(min, "900");
    await userEvent.type(canvas.getByLabelText(/En çok|الأعلى/), "100{Enter}");
    await expect(canvas.getByRole("alert")).toHaveTextContent(/büyük olamaz|لا يمكن/);
    await expect(min).toHaveAttribute("aria-invalid", "true");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InStockOnly: Story = {
  play: async ({ args, canvas }) => {
    const inStock = canvas.getByRole("switch", { name: /Sadece stoktakiler|المتوفر فقط/ });
    await expect(inStock).toHaveAttribute("href", "/kadin-giyim?stok=1");
    await userEvent.click(inStock);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyFilters, inStock: true });
    await expect(inStock).toHaveAttribute("aria-checked", "true");
  },
};

export const OtherCurrency: Story = {
  args: { currency: "EUR", filters: { ...emptyFilters, price: { min: 2550, max: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /25,50\s€/ })).toBeInTheDocument();
  },
};

export const WithoutLinksNavigating: Story = {
  // without onChange the options are plain links that navigate (here: to an in-page anchor)
  args: { onChange: undefined, getHref: (filters) => `#${storyFilterHref(filters)}` },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("checkbox", { name: /^Mavi \(96\)/ });
    await expect(link).toHaveAttribute("href", "#/kadin-giyim?marka=mavi");
  },
};

const longGroups = {
  tr: "Kumaş ve Malzeme Özellikleri (Organik Pamuk Karışımlı)",
  ar: "خصائص القماش والمواد (مزيج من القطن العضوي)",
};

export const LongText: Story = {
  args: {
    brands: [
      { value: "a", label: "Şişecam Ev Gereçleri ve Züccaciye Sanayi", count: 12_345 },
      { value: "b", label: "دار الأزياء العربية الحديثة للملابس الجاهزة", count: 7 },
      ...storyBrands.slice(0, 2),
    ],
    filters: { ...emptyFilters, brands: ["a", "b"] },
  },
  render: function Render(args) {
    const groups = useStoryGroups();
    const [first] = groups;
    const long = {
      ...(first as (typeof groups)[number]),
      label: useStoryText({ ...longGroups, en: longGroups.tr }),
    };
    return (
      <div className="w-72">
        <StatefulPanel {...args} propertyGroups={[long]} />
      </div>
    );
  },
};

export const PhoneClosed: Story = {
  args: { display: "responsive", filters: selected, resultCount: 24 },
  globals: { viewport: { value: "phone" } },
  render: (args) => <StatefulPanel {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Filtrele \(5\)|تصفية \(5\)/ });
    await expect(trigger).toBeVisible();
    // the inline panel is for wide screens only
    await expect(canvas.queryByRole("region", { name: /^(Filtreler|عوامل التصفية)$/ })).toBeNull();
  },
};

export const PhoneDrawer: Story = {
  args: { display: "responsive", filters: selected, resultCount: 24 },
  globals: { viewport: { value: "phone" } },
  parameters: { screenshot: { target: "viewport" } },
  render: (args) => <StatefulPanel {...args} />,
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Filtrele \(5\)|تصفية \(5\)/ }));
    const body = within(document.body);
    const dialog = await body.findByRole("dialog", { name: /Filtreler|عوامل التصفية/ });
    // portaled content keeps the page's direction
    await expect(dialog).toHaveAttribute("dir", globals.locale === "ar" ? "rtl" : "ltr");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /^Mavi \(96\)/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...selected,
      brands: ["koton", "vakko", "mavi"],
    });
    await expect(
      within(dialog).getByRole("button", { name: /24 ürünü göster|عرض 24 منتجًا/ }),
    ).toBeVisible();
    await waitFor(() => expect(dialog).toHaveAttribute("data-state", "open"));
    // scroll back to the top for the screenshot
    dialog.querySelector("[data-slot=dialog-body]")?.scrollTo({ top: 0 });
  },
};

export const PhoneDrawerClose: Story = {
  args: { display: "drawer", filters: emptyFilters, resultCount: 1 },
  globals: { viewport: { value: "phone" } },
  render: (args) => <StatefulPanel {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /^(Filtrele|تصفية)$/ });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole("dialog");
    await userEvent.click(
      within(dialog).getByRole("button", { name: /1 ürünü göster|عرض منتج واحد/ }),
    );
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
