import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { StoryText } from "../../stories/story-text.tsx";
import { BrandListScreen } from "./brand-list-screen.tsx";
import type { BrandListEntry } from "./group-brands.ts";

function logo(text: string, colour: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="56" viewBox="0 0 120 56"><rect width="120" height="56" rx="6" fill="${colour}"/><text x="60" y="36" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#ffffff">${text}</text></svg>`,
  )}`;
}

const brand = (name: string, productCount: number, colour?: string): BrandListEntry => ({
  id: name,
  name,
  href: `/${encodeURIComponent(name.toLowerCase())}`,
  productCount,
  ...(colour ? { logo: logo(name.slice(0, 8), colour) } : {}),
});

const brands: BrandListEntry[] = [
  brand("Koton", 128, "#16233d"),
  brand("Mavi", 96, "#2a4068"),
  brand("Colins", 64, "#c62828"),
  brand("Çilek Mobilya", 12),
  brand("DeFacto", 874, "#14803c"),
  brand("Derimod", 1),
  brand("İpekyol", 19),
  brand("Işıklar", 2),
  brand("LC Waikiki", 1243, "#272d37"),
  brand("Lescon", 57),
  brand("Paşabahçe", 0),
  brand("Şok Giyim", 5),
  brand("Vakko", 8, "#8f3e0b"),
  brand("Zara", 311),
  brand("3M", 4),
];

const meta = {
  title: "Catalogue/BrandListScreen",
  component: BrandListScreen,
  args: {
    brands,
    breadcrumbs: [
      { label: <StoryText tr="Ana Sayfa" en="Home" ar="الرئيسية" />, href: "/" },
      { label: <StoryText tr="Markalar" en="Brands" ar="العلامات التجارية" /> },
    ],
  },
} satisfies Meta<typeof BrandListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const index = canvas.getByRole("navigation", { name: /Harf dizini|فهرس الحروف/ });
    const letters = within(index)
      .getAllByRole("link")
      .map((link) => link.textContent);
    // Turkish alphabet in tr (Ç after C, I before İ, Ş after P); names not starting with a letter last
    if (globals.locale === "tr")
      await expect(letters).toEqual([
        "C",
        "Ç",
        "D",
        "I",
        "İ",
        "K",
        "L",
        "M",
        "P",
        "Ş",
        "V",
        "Z",
        "#",
      ]);
    await expect(letters.at(-1)).toBe("#");
    const koton = canvas.getByRole("link", { name: /Koton/ });
    await expect(koton).toHaveAttribute("href", "/koton");
    await expect(koton).toHaveTextContent(/128 ürün|128 منتجًا/);
    await expect(canvas.getByRole("link", { name: /Derimod/ })).toHaveTextContent(
      /1 ürün|منتج واحد/,
    );
  },
};

export const JumpToLetter: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: /^L harfiyle|بحرف L$/ });
    await expect(link).toHaveAttribute("href", "#brands-L");
    // (not followed here: a hash change would navigate the test frame)
    await expect(canvas.getByRole("region", { name: "L" })).toHaveAttribute("id", "brands-L");
    await userEvent.tab();
    await expect(canvas.getAllByRole("link")[0]).toHaveFocus();
  },
};

export const ArabicNames: Story = {
  args: {
    brands: [
      brand("أديداس", 40, "#16233d"),
      brand("إكسترا", 3),
      brand("الرشيد للأزياء والملابس الجاهزة العصرية", 1200),
      brand("بوما", 22, "#c62828"),
      brand("تمارا", 2),
      brand("Koton", 128, "#16233d"),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "ا" })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    brands: [
      brand("Şişecam Ev Gereçleri ve Züccaciye Sanayi ve Ticaret Anonim Şirketi", 12_345),
      brand("دار الأزياء العربية الحديثة للملابس الجاهزة والإكسسوارات", 7),
      ...brands.slice(0, 4),
    ],
  },
};

export const Empty: Story = {
  args: { brands: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Henüz marka|لا توجد علامات/)).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: /Harf dizini|فهرس/ })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
};
