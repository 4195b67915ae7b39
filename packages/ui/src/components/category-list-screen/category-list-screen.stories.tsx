import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StoryText, useStoryText } from "../../stories/story-text.tsx";
import { storyProductImage } from "../product-card/story-products.ts";
import { type CategoryListEntry, CategoryListScreen } from "./category-list-screen.tsx";

type Texts = { tr: string; en: string; ar: string };
type Tree = [string, Texts, number, [string, Texts][]];

const tree: Tree[] = [
  [
    "kadin",
    { tr: "Kadın", en: "Women", ar: "نساء" },
    2431,
    [
      ["elbise", { tr: "Elbise", en: "Dresses", ar: "فساتين" }],
      ["tisort", { tr: "Tişört", en: "T-shirts", ar: "تيشيرتات" }],
      ["canta", { tr: "Çanta", en: "Bags", ar: "حقائب" }],
    ],
  ],
  [
    "erkek",
    { tr: "Erkek", en: "Men", ar: "رجال" },
    1804,
    [
      ["gomlek", { tr: "Gömlek", en: "Shirts", ar: "قمصان" }],
      ["ayakkabi", { tr: "Ayakkabı", en: "Shoes", ar: "أحذية" }],
    ],
  ],
  [
    "ev-yasam",
    { tr: "Ev & Yaşam", en: "Home & Living", ar: "المنزل والمعيشة" },
    1,
    [["mutfak", { tr: "Mutfak", en: "Kitchen", ar: "المطبخ" }]],
  ],
  [
    "elektronik",
    { tr: "Elektronik", en: "Electronics", ar: "إلكترونيات" },
    312,
    [
      ["kulaklik", { tr: "Kulaklık", en: "Headphones", ar: "سماعات" }],
      ["saat", { tr: "Akıllı Saat", en: "Smart Watches", ar: "ساعات ذكية" }],
    ],
  ],
];

function useCategories(withImages: boolean): CategoryListEntry[] {
  const locale = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as keyof Texts;
  return tree.map(([id, name, productCount, children], index) => ({
    id,
    name: name[locale],
    href: `/${id}`,
    productCount,
    ...(withImages && index !== 2 ? { image: storyProductImage(index * 2) } : {}),
    children: children.map(([childId, childName]) => ({
      id: childId,
      name: childName[locale],
      href: `/${childId}`,
    })),
  }));
}

const meta = {
  title: "Catalogue/CategoryListScreen",
  component: CategoryListScreen,
  args: {
    categories: [],
    breadcrumbs: [
      { label: <StoryText tr="Ana Sayfa" en="Home" ar="الرئيسية" />, href: "/" },
      { label: <StoryText tr="Kategoriler" en="Categories" ar="الفئات" /> },
    ],
  },
} satisfies Meta<typeof CategoryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    return <CategoryListScreen {...args} categories={useCategories(true)} />;
  },
  play: async ({ canvas }) => {
    const women = canvas.getByRole("region", { name: /Kadın|نساء/ });
    await expect(within(women).getByRole("link", { name: /^(Kadın|نساء)$/ })).toHaveAttribute(
      "href",
      "/kadin",
    );
    await expect(within(women).getByRole("link", { name: /Elbise|فساتين/ })).toHaveAttribute(
      "href",
      "/elbise",
    );
    await expect(within(women).getByText(/2\.431 ürün|2,431 منتج/)).toBeVisible();
    const home = canvas.getByRole("region", { name: /Ev & Yaşam|المنزل والمعيشة/ });
    await expect(within(home).getByText(/1 ürün|منتج واحد/)).toBeVisible();
  },
};

export const WithoutImages: Story = {
  render: function Render(args) {
    return <CategoryListScreen {...args} categories={useCategories(false)} />;
  },
};

export const LongText: Story = {
  render: function Render(args) {
    const name = useStoryText({
      tr: "Bahçe, Yapı Market, Hırdavat ve Elektrikli El Aletleri Ürünleri",
      en: "Garden, DIY, Hardware and Power Tools",
      ar: "مستلزمات الحديقة والأدوات اليدوية والكهربائية ومواد البناء والعدد",
    });
    const categories = useCategories(true);
    return (
      <CategoryListScreen
        {...args}
        categories={[{ ...(categories[0] as CategoryListEntry), name }, ...categories.slice(1)]}
      />
    );
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Henüz kategori|لا توجد فئات/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: function Render(args) {
    return <CategoryListScreen {...args} categories={useCategories(true).slice(0, 2)} />;
  },
};
