import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { StoryText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { AdminPropertyListScreen } from "./admin-property-list-screen.tsx";
import type { AdminPropertyItem } from "./values-dialog.tsx";

const msg = (globals: Record<string, unknown>, id: string, name = "") =>
  (getMessages(String(globals.locale ?? "tr"))[id] ?? id).replace("{name}", name);

const value = (id: string, tr: string, en: string, ar: string) => ({
  id,
  names: { tr, en, ar },
});

const properties: AdminPropertyItem[] = [
  {
    id: "1",
    names: { tr: "Renk", en: "Colour", ar: "اللون" },
    values: [
      value("11", "Kırmızı", "Red", "أحمر"),
      value("12", "Lacivert", "Navy", "كحلي"),
      value("13", "Beyaz", "White", "أبيض"),
    ],
  },
  {
    id: "2",
    names: { tr: "Beden", en: "Size", ar: "المقاس" },
    values: ["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"].map((size, index) =>
      value(String(20 + index), size, size, size),
    ),
  },
  {
    id: "3",
    names: { tr: "Malzeme", en: "Material", ar: "" },
    values: [],
  },
];

const meta = {
  title: "Admin/AdminPropertyListScreen",
  component: AdminPropertyListScreen,
  args: {
    caption: <StoryText tr="Özellikler" en="Properties" ar="الخصائص" />,
    items: properties,
    onSave: fn(),
    onSaveValues: fn(),
    onDelete: fn(),
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminPropertyListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {};

export const Empty: Story = {
  args: { items: [] },
};

export const Loading: Story = {
  args: { items: [], loading: true },
};

export const EditInDialog: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { errors: { "name.tr": "Bu ad başka bir özellikte kullanılıyor." } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.taxonomy.edit", "Malzeme") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    await expect(within(dialog).getByDisplayValue("Malzeme")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await userEvent.type(within(dialog).getByDisplayValue("Material"), "s");
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ "name.tr": "Malzeme", "name.en": "Materials" }),
      expect.objectContaining({ id: "3" }),
    );
  },
};

export const ValuesDialog: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.properties.editValues", "Renk") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    // Beyaz first, Lacivert gone, a new value added and left without its Turkish name.
    await userEvent.click(
      within(dialog).getByRole("button", {
        name: msg(globals, "admin.properties.valueUp", "Beyaz"),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole("button", {
        name: msg(globals, "admin.properties.valueUp", "Beyaz"),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole("button", {
        name: msg(globals, "admin.properties.valueRemove", "Lacivert"),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.properties.addValue") }),
    );
    const save = within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") });
    await userEvent.click(save);
    await expect(args.onSaveValues).not.toHaveBeenCalled();
    const newEnglish = dialog.querySelector<HTMLInputElement>('input[name="values.2.en"]');
    if (newEnglish) await userEvent.type(newEnglish, "Green");
    await expect(dialog.querySelector('input[name="values.2.tr"]')).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

export const ValuesSaved: Story = {
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.properties.editValues", "Renk") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.properties.addValue") }),
    );
    const tr = dialog.querySelector<HTMLInputElement>('input[name="values.3.tr"]');
    const ar = dialog.querySelector<HTMLInputElement>('input[name="values.3.ar"]');
    if (!tr || !ar) throw new Error("no new value row");
    await userEvent.type(tr, "Yeşil");
    await userEvent.type(ar, "أخضر");
    await userEvent.click(
      within(dialog).getByRole("button", {
        name: msg(globals, "admin.properties.valueDown", "Kırmızı"),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSaveValues).toHaveBeenCalledWith(expect.objectContaining({ id: "1" }), [
      { id: "12", names: { tr: "Lacivert", en: "Navy", ar: "كحلي" } },
      { id: "11", names: { tr: "Kırmızı", en: "Red", ar: "أحمر" } },
      { id: "13", names: { tr: "Beyaz", en: "White", ar: "أبيض" } },
      { names: { tr: "Yeşil", en: "", ar: "أخضر" } },
    ]);
  },
};

export const ValuesRefused: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: {
    savingValues: true,
    valuesError: (
      <StoryText
        tr="Bu değerle yapılmış ürün seçenekleri var; önce o seçenekleri değiştirin ya da silin."
        en="Product variants are made of this value; change or delete those variants first."
        ar="توجد خيارات منتجات مبنية على هذه القيمة؛ غيّر تلك الخيارات أو احذفها أولًا."
      />
    ),
  },
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.properties.editValues", "Beden") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    await waitFor(() => expect(within(dialog).getByRole("alert")).toBeVisible());
  },
};

export const DeleteAsksFirst: Story = {
  args: { deleteError: "Bu özellik ürünlerde kullanılıyor." },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.taxonomy.delete", "Beden") }),
    );
    const dialog = await within(document.body).findByRole("alertdialog");
    await waitFor(() => expect(within(dialog).getByRole("alert")).toBeVisible());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
};
