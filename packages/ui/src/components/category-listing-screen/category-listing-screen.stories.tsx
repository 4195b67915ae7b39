import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { StoryText, useStoryText } from "../../stories/story-text.tsx";
import { emptyFilters, type ListingFilters } from "../filter-panel/filters.ts";
import { storyBrands, storyFilterHref, useStoryGroups } from "../filter-panel/story-facets.ts";
import { storyNoImage, storyProducts } from "../product-card/story-products.ts";
import type { SortOrder } from "../sort-select/sort-select.tsx";
import {
  CategoryListingScreen,
  type CategoryListingScreenProps,
  type ListingProduct,
} from "./category-listing-screen.tsx";

type Texts = { tr: string; en: string; ar: string };

/** A page of products in the story's locale; every `outOfStockEvery`-th one is sold out. */
function useProducts(count: number, outOfStockEvery = 0, titleOverride?: Texts): ListingProduct[] {
  const titles = storyProducts.map((product) => product.title);
  const locale = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as keyof Texts;
  return Array.from({ length: count }, (_, index) => {
    const product = storyProducts[index % storyProducts.length] as (typeof storyProducts)[number];
    const title = (titleOverride ?? titles[index % titles.length]) as Texts;
    return {
      id: `p-${index}`,
      href: `/urun-${index}`,
      title: title[locale],
      brand: product.brand,
      image: product.image,
      price: product.price + index * 1000,
      ...(product.oldPrice ? { oldPrice: product.oldPrice + index * 1000 } : {}),
      isNew: index % 5 === 1,
      freeShipping: index % 3 === 0,
      outOfStock: outOfStockEvery > 0 && index % outOfStockEvery === outOfStockEvery - 1,
      ...(index % 4 === 3
        ? {}
        : { rating: { value: 3.6 + (index % 3) * 0.6, count: 8 + index * 13 } }),
      favourite: index === 2,
    };
  });
}

const breadcrumbs = [
  { label: <StoryText tr="Ana Sayfa" en="Home" ar="الرئيسية" />, href: "/" },
  { label: <StoryText tr="Kadın" en="Women" ar="نساء" />, href: "/kadin" },
  { label: <StoryText tr="Giyim" en="Clothing" ar="ملابس" /> },
];

const subcategoryTexts: [string, Texts][] = [
  ["elbise", { tr: "Elbise", en: "Dresses", ar: "فساتين" }],
  ["tisort", { tr: "Tişört", en: "T-shirts", ar: "تيشيرتات" }],
  ["gomlek", { tr: "Gömlek", en: "Shirts", ar: "قمصان" }],
  ["pantolon", { tr: "Pantolon", en: "Trousers", ar: "بناطيل" }],
  ["ceket", { tr: "Ceket", en: "Jackets", ar: "سترات" }],
  ["etek", { tr: "Etek", en: "Skirts", ar: "تنانير" }],
];

function useSubcategories() {
  const locale = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as keyof Texts;
  return subcategoryTexts.map(([id, label]) => ({ id, label: label[locale], href: `/${id}` }));
}

const brandLogo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80"><rect width="160" height="80" fill="#ffffff"/><text x="80" y="52" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#16233d">KOTON</text></svg>`,
)}`;

type ScreenStoryArgs = CategoryListingScreenProps & {
  productCount?: number;
  outOfStockEvery?: number;
  longTitles?: Texts;
};

/** The screen with products, groups and sub-categories in the story's locale, and live state. */
function Screen({ productCount = 8, outOfStockEvery = 0, longTitles, ...props }: ScreenStoryArgs) {
  const products = useProducts(productCount, outOfStockEvery, longTitles);
  const groups = useStoryGroups();
  const subcategories = useSubcategories();
  const [filters, setFilters] = useState<ListingFilters>(props.filters);
  const [sort, setSort] = useState<SortOrder>(props.sort);
  return (
    <CategoryListingScreen
      propertyGroups={groups}
      subcategories={props.kind === "category" || props.kind === undefined ? subcategories : []}
      {...props}
      products={products}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange?.(next);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Catalogue/CategoryListingScreen",
  component: CategoryListingScreen,
  args: {
    breadcrumbs,
    title: "Kadın Giyim",
    totalCount: 1243,
    // the render function fills the page with `productCount` products in the story's locale
    products: [],
    placeholderImage: storyNoImage,
    currency: "TRY",
    filters: emptyFilters,
    brands: storyBrands,
    getFilterHref: (filters) => storyFilterHref(filters),
    onFiltersChange: fn(),
    sort: "recommended",
    onSortChange: fn(),
    page: 1,
    pageCount: 52,
    getPageHref: (page) => (page === 1 ? "/kadin-giyim" : `/kadin-giyim?sayfa=${page}`),
    onToggleFavourite: fn(),
  },
  render: function Render(args) {
    const title = useStoryText({ tr: "Kadın Giyim", en: "Women's Clothing", ar: "ملابس نسائية" });
    return <Screen {...args} title={args.title === "Kadın Giyim" ? title : args.title} />;
  },
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    description: (
      <StoryText
        tr="Elbiseden tişörte, gömlekten cekete kadın giyimde sezonun en yeni parçaları uygun fiyatlarla burada."
        en="From dresses to T-shirts, shirts to jackets: the season's newest women's clothing at good prices."
        ar="من الفساتين إلى التيشيرتات ومن القمصان إلى السترات: أحدث قطع الموسم من الملابس النسائية بأسعار مناسبة."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      /Kadın Giyim|ملابس نسائية/,
    );
    await expect(canvas.getByText(/1\.243 ürün bulundu|تم العثور على 1,243 منتج/)).toBeVisible();
    const subcategories = canvas.getByRole("navigation", {
      name: /Alt kategoriler|الفئات الفرعية/,
    });
    await expect(within(subcategories).getAllByRole("link")).toHaveLength(6);
    await expect(canvas.getByRole("list", { name: /Ürünler|المنتجات/ }).children).toHaveLength(8);
    // pagination links are real addresses
    await expect(canvas.getByRole("link", { name: /Sonraki|التالي/ })).toHaveAttribute(
      "href",
      "/kadin-giyim?sayfa=2",
    );
  },
};

export const ChooseFilter: Story = {
  play: async ({ args, canvas }) => {
    const filters = canvas.getByRole("complementary");
    await userEvent.click(within(filters).getByRole("checkbox", { name: /^Koton/ }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...emptyFilters,
      brands: ["koton"],
    });
    const remove = within(filters).getByRole("link", {
      name: /Filtreyi kaldır: Koton|إزالة.*Koton/,
    });
    await userEvent.click(remove);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(emptyFilters);
  },
};

export const SortChange: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /Sırala|ترتيب/ }), "newest");
    await expect(args.onSortChange).toHaveBeenLastCalledWith("newest");
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll("[data-slot=product-card-skeleton]")).toHaveLength(
      8,
    );
    await expect(canvas.queryByRole("navigation", { name: /Sayfalama|ترقيم/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { productCount: 0, totalCount: 0, pageCount: 0, brands: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/henüz ürün yok|لا توجد منتجات هنا/)).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /Filtreleri temizle|مسح عوامل/ })).toBeNull();
  },
};

export const EmptyWithFilters: Story = {
  args: {
    productCount: 0,
    totalCount: 0,
    pageCount: 0,
    filters: { ...emptyFilters, brands: ["vakko"], inStock: true },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/filtrelere uygun ürün|تطابق عوامل التصفية/)).toBeVisible();
    const clear = canvas.getByRole("link", { name: /Filtreleri temizle|مسح عوامل التصفية/ });
    await expect(clear).toHaveAttribute("href", "/kadin-giyim");
    await userEvent.click(clear);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(emptyFilters);
  },
};

export const ManyResults: Story = {
  args: {
    productCount: 16,
    totalCount: 25_480,
    page: 7,
    pageCount: 1062,
    filters: { ...emptyFilters, properties: { size: ["m", "l"] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/25\.480 ürün bulundu|25,480/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Sayfa 7|صفحة 7/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

export const OutOfStockProducts: Story = {
  args: { outOfStockEvery: 2, totalCount: 2, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelectorAll('[data-slot=product-card][data-state="out-of-stock"]'),
    ).toHaveLength(4);
  },
};

const longName: Texts = {
  tr: "Kadın Büyük Beden Günlük Şık Çiçek Desenli Uzun Kollu Kuşaklı Midi Boy Şifon Elbise Koleksiyonu",
  en: "Women's Plus Size Everyday Elegant Floral Long-Sleeve Belted Midi Chiffon Dress Collection",
  ar: "مجموعة فساتين شيفون نسائية بمقاسات كبيرة بطول متوسط وأكمام طويلة وحزام ونقشة زهور أنيقة للاستخدام اليومي",
};

export const LongTurkishText: Story = {
  args: {
    title: longName.tr,
    longTitles: { ...longName, ar: longName.tr, en: longName.tr },
    totalCount: 1,
  },
};

export const LongArabicText: Story = {
  args: {
    title: longName.ar,
    longTitles: { ...longName, tr: longName.ar, en: longName.ar },
    totalCount: 2,
  },
};

export const BrandPage: Story = {
  args: { kind: "brand", title: "Koton", brandLogo, totalCount: 128, pageCount: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: /Koton logosu|شعار Koton/ })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Koton");
    await expect(canvas.queryByRole("navigation", { name: /Alt kategoriler/ })).toBeNull();
  },
};

export const SearchResults: Story = {
  args: {
    kind: "search",
    query: "elbse",
    didYouMean: { query: "elbise", href: "/ara?q=elbise" },
    totalCount: 3,
    productCount: 3,
    pageCount: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      /“elbse” için sonuçlar|نتائج البحث عن ”elbse“/,
    );
    await expect(canvas.getByRole("link", { name: "elbise" })).toHaveAttribute(
      "href",
      "/ara?q=elbise",
    );
  },
};

export const SearchNoResults: Story = {
  args: {
    kind: "search",
    query: "xyzkulaklık",
    didYouMean: { query: "kulaklık", href: "/ara?q=kulaklık" },
    productCount: 0,
    totalCount: 0,
    pageCount: 0,
    popularSearches: [
      { id: "1", label: "elbise", href: "/ara?q=elbise" },
      { id: "2", label: "spor ayakkabı", href: "/ara?q=spor+ayakkabı" },
      { id: "3", label: "bluetooth kulaklık", href: "/ara?q=bluetooth+kulaklık" },
      { id: "4", label: "kahve fincanı", href: "/ara?q=kahve+fincanı" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      /“xyzkulaklık” için sonuç bulunamadı|لا توجد نتائج لـ ”xyzkulaklık“/,
    );
    const popular = canvas.getByRole("navigation", {
      name: /Popüler aramalar|عمليات البحث الشائعة/,
    });
    await expect(within(popular).getAllByRole("link")).toHaveLength(4);
    await expect(canvas.queryByRole("complementary")).toBeNull();
  },
};

export const Phone: Story = {
  args: { filters: { ...emptyFilters, brands: ["koton"] }, productCount: 4 },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: /Filtrele \(1\)|تصفية \(1\)/ })).toBeVisible();
    // the start column of filters is for wide screens only
    await expect(
      canvasElement.querySelector("[data-slot=category-listing-filters]"),
    ).not.toBeVisible();
  },
};

export const PhoneFilterDrawer: Story = {
  args: { filters: { ...emptyFilters, brands: ["koton"] }, productCount: 4 },
  globals: { viewport: { value: "phone" } },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Filtrele \(1\)|تصفية \(1\)/ }));
    const dialog = await within(document.body).findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("switch"));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...emptyFilters,
      brands: ["koton"],
      inStock: true,
    });
    await waitFor(() => expect(dialog).toHaveAttribute("data-state", "open"));
    // The drawer slides and fades in: its button is visible once the animation has run, which on
    // a busy machine takes longer than the click above.
    await waitFor(
      () =>
        expect(
          within(dialog).getByRole("button", { name: /1\.243 ürünü göster|عرض 1,243 منتج/ }),
        ).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};
