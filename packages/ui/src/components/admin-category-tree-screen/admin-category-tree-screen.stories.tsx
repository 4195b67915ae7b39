import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { StoryText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  type AdminCategoryNode,
  AdminCategoryTreeScreen,
  moveForDrop,
} from "./admin-category-tree-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string, name = "") =>
  (getMessages(String(globals.locale ?? "tr"))[id] ?? id).replace("{name}", name);

const node = (
  id: string,
  parentId: string | null,
  tr: string,
  en: string,
  ar: string,
  slug: string,
  productCount = 0,
  isActive = true,
): AdminCategoryNode => ({
  id,
  parentId,
  names: { tr, en, ar },
  seoLinks: { tr: slug, en: en.toLowerCase().replace(/\s+/g, "-"), ar: "" },
  isActive,
  productCount,
});

const categories: AdminCategoryNode[] = [
  node("1", null, "Giyim", "Clothing", "ملابس", "giyim", 0),
  node("2", "1", "Erkek", "Men", "رجال", "erkek", 4),
  node("3", "2", "Tişört", "T-shirts", "تيشيرتات", "erkek-tisort", 12),
  node("4", "2", "Gömlek", "Shirts", "قمصان", "erkek-gomlek", 1, false),
  node("5", "1", "Kadın", "Women", "نساء", "kadin", 0),
  node("6", null, "Ev ve yaşam", "Home and living", "المنزل والمعيشة", "ev-ve-yasam", 3),
  node("7", "6", "Mutfak", "Kitchen", "", "mutfak", 2),
  node("8", null, "Kitap", "Books", "كتب", "kitap", 7),
];

const meta = {
  title: "Admin/AdminCategoryTreeScreen",
  component: AdminCategoryTreeScreen,
  args: {
    caption: <StoryText tr="Kategoriler" en="Categories" ar="الفئات" />,
    items: categories,
    onSave: fn(),
    onDelete: fn(),
    onMove: fn(),
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminCategoryTreeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {
  play: async ({ canvas, globals }) => {
    // The first of its siblings cannot go up, nor a top category out of its parent.
    await expect(
      canvas.getByRole("button", { name: msg(globals, "admin.categoryTree.moveUp", "Giyim") }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole("button", { name: msg(globals, "admin.categoryTree.outdent", "Giyim") }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole("button", { name: msg(globals, "admin.categoryTree.indent", "Kadın") }),
    ).toBeEnabled();
  },
};

export const MovedFromTheKeyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    // The tree is one tab stop: a row's buttons are reached from the row with the arrow that
    // points along the line (ArrowRight in Turkish, ArrowLeft in Arabic).
    const forward = globals.locale === "ar" ? "{ArrowLeft}" : "{ArrowRight}";
    const press = async (key: string, name: string) => {
      const button = canvas.getByRole("button", { name: msg(globals, key, name) });
      button.closest<HTMLElement>('[role="row"]')?.focus();
      for (let step = 0; step < 8 && document.activeElement !== button; step++) {
        await userEvent.keyboard(forward);
      }
      await expect(button).toHaveFocus();
      await userEvent.keyboard("{Enter}");
    };
    await press("admin.categoryTree.moveDown", "Tişört");
    await expect(args.onMove).toHaveBeenLastCalledWith(expect.objectContaining({ id: "3" }), {
      parentId: "2",
      position: 1,
    });
    // Under the sibling above it, as its last child.
    await press("admin.categoryTree.indent", "Kadın");
    await expect(args.onMove).toHaveBeenLastCalledWith(expect.objectContaining({ id: "5" }), {
      parentId: "2",
      position: 2,
    });
    // Out of its parent: just after it.
    await press("admin.categoryTree.outdent", "Mutfak");
    await expect(args.onMove).toHaveBeenLastCalledWith(expect.objectContaining({ id: "7" }), {
      parentId: null,
      position: 2,
    });
    await press("admin.categoryTree.moveUp", "Kitap");
    await expect(args.onMove).toHaveBeenLastCalledWith(expect.objectContaining({ id: "8" }), {
      parentId: null,
      position: 1,
    });
  },
};

/**
 * A tree grid: ArrowDown goes to the next row, and the arrow pointing back along the line closes a
 * category (ArrowLeft in Turkish, ArrowRight in Arabic), the other opens it again.
 */
export const KeyboardFollowsTheReadingDirection: Story = {
  play: async ({ canvas, globals }) => {
    const rows = canvas.getAllByRole("row");
    const [clothing, men] = rows;
    if (!clothing || !men) throw new Error("the tree has no rows");
    await expect(canvas.getByRole("treegrid")).toBeVisible();
    await expect(clothing).toHaveAttribute("aria-level", "1");
    await expect(clothing).toHaveAttribute("aria-expanded", "true");
    await expect(men).toHaveAttribute("aria-level", "2");
    const rtl = globals.locale === "ar";
    const [close, open] = rtl ? ["{ArrowRight}", "{ArrowLeft}"] : ["{ArrowLeft}", "{ArrowRight}"];
    clothing.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(men).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(clothing).toHaveFocus();
    await userEvent.keyboard(close);
    await expect(clothing).toHaveAttribute("aria-expanded", "false");
    await expect(men).not.toBeInTheDocument();
    await userEvent.keyboard(open);
    await expect(clothing).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getAllByRole("row")[1]).toHaveAttribute("aria-level", "2");
  },
};

export const DropRules: Story = {
  play: async () => {
    // What a drop on a row's upper quarter, middle or lower quarter asks for.
    await expect(moveForDrop(categories, "8", "1", "inside")).toEqual({
      parentId: "1",
      position: 2,
    });
    await expect(moveForDrop(categories, "8", "6", "before")).toEqual({
      parentId: null,
      position: 1,
    });
    await expect(moveForDrop(categories, "3", "5", "after")).toEqual({
      parentId: "1",
      position: 2,
    });
    // Not under itself or one of its own, and not where it already is.
    await expect(moveForDrop(categories, "1", "3", "inside")).toBeNull();
    await expect(moveForDrop(categories, "2", "2", "before")).toBeNull();
    await expect(moveForDrop(categories, "4", "3", "after")).toBeNull();
  },
};

export const Saving: Story = {
  args: { movingId: "5" },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(msg(globals, "admin.categoryTree.moving"))).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: msg(globals, "admin.categoryTree.moveDown", "Giyim") }),
    ).toBeDisabled();
  },
};

export const MoveRefused: Story = {
  args: {
    moveError: (
      <StoryText
        tr="Bir kategori kendi altına ya da alt kategorilerinden birinin altına taşınamaz."
        en="A category cannot be moved under itself or under one of its sub-categories."
        ar="لا يمكن نقل فئة إلى داخل نفسها أو إلى داخل إحدى فئاتها الفرعية."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toBeVisible();
  },
};

export const EditInDialog: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { errors: { "seo_link.tr": "Bu bağlantı başka bir sayfada kullanılıyor." } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.taxonomy.edit", "Erkek") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    // Neither the category nor one under it can be its parent.
    await expect(within(dialog).queryByRole("option", { name: "— — Tişört" })).toBeNull();
    await expect(within(dialog).queryByRole("option", { name: "— Erkek" })).toBeNull();
    await expect(within(dialog).getByDisplayValue("erkek")).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ "name.tr": "Erkek", "name.ar": "رجال", parent_id: "1" }),
      expect.objectContaining({ id: "2" }),
    );
  },
};

// A picture that loads without a server, as an uploaded one would.
const PICTURE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 21'%3E%3Crect width='40' height='21' fill='%232f6f4e'/%3E%3C/svg%3E";

/**
 * A category opened and saved unchanged: its descriptions, seo titles and picture go back as they
 * were, so the storefront's category page keeps them.
 */
export const DialogSendsBackThePageTexts: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: {
    onUploadPicture: fn(async () => ({ path: PICTURE })),
    items: categories.map((category) =>
      category.id === "2"
        ? {
            ...category,
            descriptions: { tr: "Erkek giyim.", en: "Menswear.", ar: "ملابس رجالية." },
            seoTitles: { tr: "Erkek giyim modelleri", en: "Menswear", ar: "" },
            picture: PICTURE,
          }
        : category,
    ),
  },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.taxonomy.edit", "Erkek") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    const description = within(dialog).getByDisplayValue("Menswear.");
    await expect(description).toHaveAttribute("name", "description.en");
    // The picture and the descriptions in the screenshot
    description.scrollIntoView({ block: "center" });
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        "name.tr": "Erkek",
        "description.tr": "Erkek giyim.",
        "description.ar": "ملابس رجالية.",
        "seo_title.tr": "Erkek giyim modelleri",
        "seo_title.en": "Menswear",
        picture: PICTURE,
        parent_id: "1",
      }),
      expect.objectContaining({ id: "2" }),
    );
  },
};

export const DeleteAsksFirst: Story = {
  args: { deleteError: "Bu kategoride ürünler var; önce onları taşıyın." },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.taxonomy.delete", "Kitap") }),
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
  args: { items: [], error: "Sunucuya ulaşılamadı." },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
};
