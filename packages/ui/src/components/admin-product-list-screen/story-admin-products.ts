// Sample rows for the admin product stories: the storefront's story products with the fields an
// admin sees (SKU, category, stock, status, dates), in one language.

import { storyProducts } from "../product-card/story-products.ts";
import type { SelectOption } from "../select/select.tsx";
import type { AdminProductQuery, AdminProductRow } from "./admin-product-list-screen.tsx";

type Language = "tr" | "en" | "ar";

const categoryNames = {
  tshirt: { tr: "Tişört", en: "T-shirts", ar: "تيشيرتات" },
  shoes: { tr: "Ayakkabı", en: "Shoes", ar: "أحذية" },
  bags: { tr: "Çanta", en: "Bags", ar: "حقائب" },
  home: { tr: "Ev ve yaşam", en: "Home and living", ar: "المنزل والمعيشة" },
} as const;

const categoryOrder = ["tshirt", "shoes", "bags", "home"] as const;

export function storyCategoryOptions(language: Language): SelectOption[] {
  return [
    { value: "1", label: categoryNames.tshirt[language] },
    { value: "2", label: categoryNames.shoes[language] },
    { value: "3", label: categoryNames.bags[language] },
    { value: "4", label: categoryNames.home[language] },
  ];
}

export const storyBrandOptions: SelectOption[] = [
  { value: "1", label: "Koton" },
  { value: "2", label: "Mavi" },
  { value: "3", label: "Paşabahçe" },
];

export function storyAdminProducts(
  language: Language,
  count: number,
  longName?: string,
): AdminProductRow[] {
  return Array.from({ length: count }, (_, index) => {
    const product = storyProducts[index % storyProducts.length] ?? storyProducts[0];
    const stock = [42, 3, 0, 118, 7, 260, 0][index % 7] ?? 0;
    const category = categoryOrder[index % categoryOrder.length] ?? "tshirt";
    return {
      id: String(1000 + index),
      name: index === 1 && longName ? longName : (product?.title[language] ?? ""),
      sku: `KTN-${String(24_310 + index * 17).padStart(6, "0")}`,
      imageUrl: index % 6 === 5 ? null : (product?.image ?? null),
      categoryName: categoryNames[category][language],
      brandName: index % 5 === 4 ? null : (product?.brand ?? null),
      price: (product?.price ?? 0) + index * 1_000,
      currency: index % 9 === 8 ? "USD" : "TRY",
      stock,
      stockLevel: stock === 0 ? "out" : stock < 10 ? "low" : "in_stock",
      isActive: index % 4 !== 3,
      sortOrder: index * 10,
      updatedAt: `2026-11-${String(24 - (index % 20)).padStart(2, "0")}T09:30:00Z`,
      editHref: `/admin/urunler/${1000 + index}`,
    };
  });
}

export const storyQuery: AdminProductQuery = {
  q: "",
  category: "",
  brand: "",
  stock: "all",
  active: "all",
  sort: "updated_at",
  direction: "desc",
  page: 1,
};

/** The address of the list in stories, as an app would write it. */
export function storyListHref(query: AdminProductQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.brand) params.set("brand", query.brand);
  if (query.stock !== "all") params.set("stock", query.stock);
  if (query.active !== "all") params.set("active", query.active);
  params.set("sort", query.sort);
  params.set("direction", query.direction);
  if (query.page > 1) params.set("page", String(query.page));
  return `/admin/urunler?${params}`;
}
