import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { type AdminMenuRow, AdminMenuScreen } from "./admin-menu-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string, name = "") =>
  (getMessages(String(globals.locale ?? "tr"))[id] ?? id).replace("{name}", name);

const none = { tr: "", en: "", ar: "" };

const row = (
  id: string,
  parentId: string | null,
  depth: number,
  title: string,
  rest: Partial<AdminMenuRow> = {},
): AdminMenuRow => ({
  id,
  parentId,
  depth,
  title,
  type: "link",
  targetId: "",
  labels: none,
  urls: none,
  isActive: true,
  sortOrder: Number(id),
  ...rest,
});

const items: AdminMenuRow[] = [
  row("1", null, 0, "Kadın", { type: "category", targetId: "10" }),
  row("2", "1", 1, "Elbise", { type: "category", targetId: "11" }),
  row("3", "1", 1, "Ayakkabı", { type: "category", targetId: "12", isActive: false }),
  row("4", null, 0, "Nike", { type: "brand", targetId: "20" }),
  row("5", null, 0, "Kampanyalar", {
    labels: { tr: "Kampanyalar", en: "Deals", ar: "العروض" },
    urls: { tr: "/kampanyalar", en: "/en/deals", ar: "/ar/kampanyalar" },
  }),
  row("6", null, 0, "Hakkımızda", { type: "content", targetId: "30" }),
];

const many: AdminMenuRow[] = Array.from({ length: 24 }, (_, index) =>
  row(
    String(index + 1),
    index % 4 === 0 ? null : String(index - (index % 4) + 1),
    index % 4 ? 1 : 0,
    `Menü öğesi ${index + 1}`,
    {
      urls: { tr: `/sayfa-${index + 1}`, en: "", ar: "" },
      isActive: index % 5 !== 2,
    },
  ),
);

const targets = {
  category: [
    { value: "10", label: "Kadın" },
    { value: "11", label: "Elbise" },
    { value: "12", label: "Ayakkabı" },
  ],
  brand: [{ value: "20", label: "Nike" }],
  content: [{ value: "30", label: "Hakkımızda" }],
};

const meta = {
  title: "Admin/AdminMenuScreen",
  component: AdminMenuScreen,
  args: { items, targets, onSave: fn(), onDelete: fn() },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminMenuScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {};

export const ManyRows: Story = { ...tallViewport("desktopVeryTall"), args: { items: many } };

export const Empty: Story = { args: { items: [] } };

export const LoadFailed: Story = {
  args: { items: [], error: "Sunucuya ulaşılamadı.", onRetry: fn() },
};

/** A link's dialog: its label and address per language; an item cannot go under itself. */
export const EditLink: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.menus.edit", "Kampanyalar") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    await expect(within(dialog).getByDisplayValue("/ar/kampanyalar")).toHaveAttribute(
      "name",
      "url.ar",
    );
    await expect(within(dialog).queryByRole("option", { name: "Kampanyalar" })).toBeNull();
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ type: "link", "title.ar": "العروض", "url.tr": "/kampanyalar" }),
      expect.objectContaining({ id: "5" }),
    );
  },
};

/** A new item turned into a category item: the address gives way to the category's choice. */
export const ValidationErrors: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: {
    defaultEditing: { item: null },
    errors: { "title.tr": "Başlık zorunludur.", "url.tr": "Adres zorunludur." },
  },
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog");
    await waitFor(() =>
      expect(within(dialog).getAllByRole("textbox")[0]).toHaveAttribute("aria-invalid", "true"),
    );
  },
};

export const ChooseCategory: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { defaultEditing: { item: null } },
  play: async ({ globals }) => {
    const dialog = await within(document.body).findByRole("dialog");
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: new RegExp(msg(globals, "admin.menus.type")) }),
      "category",
    );
    // The dialog may still be fading in: wait until the category's choice shows.
    await waitFor(() =>
      expect(
        within(dialog).getByRole("combobox", {
          name: new RegExp(msg(globals, "admin.menus.target")),
        }),
      ).toBeVisible(),
    );
  },
};

export const Saving: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { defaultEditing: { item: items[4] ?? null }, saving: true },
};

export const DeleteAsksFirst: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.menus.delete", "Kadın") }),
    );
    await within(document.body).findByRole("alertdialog");
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Tablet: Story = { ...tallViewport("tabletTall") };
