import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { useStoryText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { AdminSubProducts, type AdminSubProductsProps } from "./admin-sub-products.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const sizes = ["XS", "S", "M", "L", "XL", "XXL"];

function Section(props: AdminSubProductsProps) {
  const colour = useStoryText({ tr: "Renk", en: "Colour", ar: "اللون" });
  const navy = useStoryText({ tr: "Lacivert", en: "Navy", ar: "كحلي" });
  const white = useStoryText({ tr: "Beyaz", en: "White", ar: "أبيض" });
  const size = useStoryText({ tr: "Beden", en: "Size", ar: "المقاس" });
  return (
    <AdminSubProducts
      attributes={[
        {
          name: colour,
          values: [
            { value: "11", label: navy },
            { value: "12", label: white },
          ],
        },
        { name: size, values: sizes.map((label, index) => ({ value: `2${index}`, label })) },
      ]}
      {...props}
    />
  );
}

const row = (index: number) => ({
  id: `s${index}`,
  option1_value_id: index % 2 === 0 ? "11" : "12",
  option2_value_id: `2${Math.floor(index / 2) % sizes.length}`,
  code: `KTN-024310-${index % 2 === 0 ? "LAC" : "BYZ"}-${sizes[Math.floor(index / 2) % sizes.length]}`,
  barcode: index % 3 === 0 ? "" : `86900002431${String(index).padStart(2, "0")}`,
  stock: (index * 7) % 13,
  selling_price: index % 4 === 1 ? 27_999 : null,
  currency: "TRY" as const,
});

const meta = {
  title: "Admin/AdminSubProducts",
  component: Section,
  args: {
    subProducts: [0, 1, 2].map(row),
    onSubProductSave: fn(),
    onSubProductDelete: fn(),
  },
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { subProducts: [] },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(msg(globals, "admin.productEdit.subProductsEmpty")),
    ).toBeVisible();
  },
};

export const Many: Story = {
  ...tallViewport("desktopTall"),
  args: { subProducts: Array.from({ length: 12 }, (_, index) => row(index)) },
};

/** A refused code: the dialog shows it beside the field, what was typed stays. */
export const Errors: Story = {
  args: { subProductErrors: { code: "Bu kod başka bir alt üründe kullanılıyor." } },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.productEdit.addSubProduct") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    const code = dialog.querySelector('input[name="code"]');
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(code as HTMLElement, "KTN-1");
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSubProductSave).toHaveBeenCalledWith(
      expect.objectContaining({ code: "KTN-1", stock: "0" }),
      null,
    );
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Saving: Story = {
  args: { saving: true },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, globals }) => {
    const [edit] = canvas.getAllByRole("button", {
      name: new RegExp(`^${msg(globals, "admin.productEdit.editSubProduct")}`),
    });
    await userEvent.click(edit as HTMLElement);
    const dialog = await within(document.body).findByRole("dialog");
    await expect(dialog.querySelector('button[type="submit"]')).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const DeleteAsksFirst: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    const [remove] = canvas.getAllByRole("button", {
      name: new RegExp(`^${msg(globals, "admin.productEdit.deleteSubProduct")}`),
    });
    await userEvent.click(remove as HTMLElement);
    const dialog = await within(document.body).findByRole("alertdialog");
    await expect(args.onSubProductDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { subProducts: Array.from({ length: 6 }, (_, index) => row(index)) },
};
