import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { type AdminTaxonomyItem, AdminTaxonomyListScreen } from "./admin-taxonomy-list-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string, name = "") =>
  (getMessages(String(globals.locale ?? "tr"))[id] ?? id).replace("{name}", name);

const category = (
  id: string,
  depth: number,
  parentId: string | null,
  tr: string,
  en: string,
  ar: string,
  slug: string,
  isActive = true,
): AdminTaxonomyItem => ({
  id,
  depth,
  parentId,
  names: { tr, en, ar },
  seoLinks: {
    tr: slug,
    en: en.toLowerCase().replace(/\s+/g, "-"),
    ar: "",
  },
  isActive,
  sortOrder: Number(id) * 10,
});

const categories: AdminTaxonomyItem[] = [
  category("1", 0, null, "Giyim", "Clothing", "ملابس", "giyim"),
  category("2", 1, "1", "Erkek", "Men", "رجال", "erkek"),
  category("3", 2, "2", "Tişört", "T-shirts", "تيشيرتات", "erkek-tisort"),
  category("4", 2, "2", "Gömlek", "Shirts", "قمصان", "erkek-gomlek", false),
  category("5", 1, "1", "Kadın", "Women", "نساء", "kadin"),
  category("6", 0, null, "Ev ve yaşam", "Home and living", "المنزل والمعيشة", "ev-ve-yasam"),
  category("7", 1, "6", "Mutfak", "Kitchen", "", "mutfak"),
];

const meta = {
  title: "Admin/AdminTaxonomyListScreen",
  component: AdminTaxonomyListScreen,
  args: {
    caption: <StoryText tr="Kategoriler" en="Categories" ar="الفئات" />,
    items: categories,
    withSeoLink: true,
    parents: categories.map((item) => ({
      value: item.id,
      label: `${"— ".repeat(item.depth ?? 0)}${item.names.tr}`,
    })),
    onSave: fn(),
    onDelete: fn(),
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminTaxonomyListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryTree: Story = {};

export const Brands: Story = {
  args: {
    caption: <StoryText tr="Markalar" en="Brands" ar="العلامات التجارية" />,
    parents: undefined,
    items: ["Koton", "Mavi", "Paşabahçe", "Derimod"].map((name, index) => ({
      id: String(index + 1),
      names: { tr: name, en: name, ar: name },
      seoLinks: { tr: name.toLowerCase(), en: name.toLowerCase(), ar: name.toLowerCase() },
      isActive: index !== 3,
      sortOrder: index,
    })),
  },
};

// A logo that loads without a server, as an uploaded one would.
const LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 21'%3E%3Crect width='40' height='21' fill='%237b5ea7'/%3E%3Ccircle cx='20' cy='10.5' r='6' fill='%23fff'/%3E%3C/svg%3E";

const lavanta: AdminTaxonomyItem = {
  id: "1",
  names: { tr: "Lavanta", en: "Lavender", ar: "لافندر" },
  seoLinks: { tr: "lavanta", en: "lavender", ar: "لافندر" },
  descriptions: {
    tr: "Isparta lavantasından el yapımı sabunlar.",
    en: "Handmade soaps from Isparta lavender.",
    ar: "صابون مصنوع يدويًا من خزامى إسبرطة.",
  },
  picture: LOGO,
  isActive: true,
  sortOrder: 1,
};

/**
 * A brand opened and saved unchanged: its names in every language, logo and descriptions go back
 * as they were, so nothing the dialog holds is lost.
 */
export const BrandDialogSendsBackWhatItHolds: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: {
    caption: <StoryText tr="Markalar" en="Brands" ar="العلامات التجارية" />,
    parents: undefined,
    withDescription: true,
    picture: "logo",
    onUploadPicture: fn(async () => ({ path: LOGO })),
    items: [lavanta],
  },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.taxonomy.edit", "Lavanta") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    await expect(within(dialog).getByDisplayValue("Lavender")).toHaveAttribute("name", "name.en");
    // The logo and the descriptions in the screenshot
    within(dialog)
      .getByDisplayValue(lavanta.descriptions?.tr ?? "")
      .scrollIntoView({ block: "center" });
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        "name.tr": "Lavanta",
        "name.en": "Lavender",
        "name.ar": "لافندر",
        "seo_link.en": "lavender",
        picture: LOGO,
        "description.tr": lavanta.descriptions?.tr,
        "description.en": lavanta.descriptions?.en,
        "description.ar": lavanta.descriptions?.ar,
        is_active: "true",
      }),
      expect.objectContaining({ id: "1" }),
    );
  },
};

/** Content and FAQ categories: a name per language and an order, nothing to turn off. */
export const ContentCategories: Story = {
  args: {
    caption: <StoryText tr="İçerik kategorileri" en="Content categories" ar="فئات المحتوى" />,
    withSeoLink: false,
    withActive: false,
    parents: undefined,
    items: [
      ["Kurumsal", "Corporate", "الشركة"],
      ["Sözleşmeler", "Agreements", "الاتفاقيات"],
      ["Yardım", "", "مساعدة"],
    ].map(([tr = "", en = "", ar = ""], index) => ({
      id: String(index + 1),
      names: { tr, en, ar },
      isActive: true,
      sortOrder: index,
    })),
  },
};

/** Adding a content category: its Turkish name was refused; no box to turn it off. */
export const ContentCategoryRefused: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: {
    ...ContentCategories.args,
    errors: { "name.tr": "Bu ad zorunludur." },
  },
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole("button", { name: msg(globals, "admin.taxonomy.add") }));
    const dialog = await within(document.body).findByRole("dialog");
    await expect(within(dialog).queryByRole("checkbox")).toBeNull();
  },
};

const one = (id: string, name: string, isActive = true, groupId?: string): AdminTaxonomyItem => ({
  id,
  names: { tr: name, en: name, ar: name },
  isActive,
  sortOrder: 0,
  ...(groupId ? { groupId } : {}),
});

export const Suppliers: Story = {
  args: {
    caption: <StoryText tr="Tedarikçiler" en="Suppliers" ar="المورّدون" />,
    withSeoLink: false,
    singleName: true,
    withSortOrder: false,
    parents: undefined,
    items: [one("1", "Ege Tekstil A.Ş."), one("2", "Marmara Ayakkabı Ltd. Şti.", false)],
  },
};

export const Models: Story = {
  args: {
    caption: <StoryText tr="Modeller" en="Models" ar="الموديلات" />,
    withSeoLink: false,
    singleName: true,
    withSortOrder: false,
    parents: undefined,
    group: {
      label: "Marka",
      options: [
        { value: "1", label: "Nike" },
        { value: "2", label: "Adidas" },
      ],
    },
    items: [one("1", "Air Max 90", true, "1"), one("2", "Samba OG", true, "2")],
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("cell", { name: "Adidas" })).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.taxonomy.edit", "Samba OG") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    await expect(within(dialog).getByRole("combobox", { name: /Marka/ })).toHaveValue("2");
  },
};

export const EditInDialog: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { errors: { "name.en": "Bu ad başka bir kategoride kullanılıyor." } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.taxonomy.edit", "Tişört") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    // a category cannot be its own parent
    await expect(within(dialog).queryByRole("option", { name: "— — Tişört" })).toBeNull();
    await expect(within(dialog).getByDisplayValue("T-shirts")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ "name.tr": "Tişört", parent_id: "2", is_active: "true" }),
      expect.objectContaining({ id: "3" }),
    );
  },
};

export const DeleteAsksFirst: Story = {
  args: { deleteError: "Bu kategoride ürünler var; önce onları taşıyın." },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.taxonomy.delete", "Giyim") }),
    );
    const dialog = await within(document.body).findByRole("alertdialog");
    await waitFor(() => expect(within(dialog).getByRole("alert")).toBeVisible());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { items: [] },
};

export const Loading: Story = {
  args: { items: [], loading: true },
};

export const LoadFailed: Story = {
  args: { items: [], error: "Sunucuya ulaşılamadı.", onRetry: fn() },
};

export const LongName: Story = {
  args: {
    items: [
      {
        ...(categories[0] as AdminTaxonomyItem),
        names: { tr: longText.tr, en: longText.en, ar: longText.ar },
      },
      ...categories.slice(1, 3),
    ],
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
};
