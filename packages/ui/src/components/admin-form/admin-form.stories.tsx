import type { Meta, StoryObj } from "@storybook/react-vite";
import { Plus, Trash2 } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { FormActions, FormGridItem, FormSection } from "./admin-form.tsx";
import { emptyProduct, filledProduct, ProductForm } from "./story-product-form.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const meta = {
  title: "Admin/AdminForm",
  component: ProductForm,
  args: { onSave: fn(), onCancel: fn(), initialValues: filledProduct },
  ...tallViewport("desktopVeryTall"),
  decorators: [
    (Story) => (
      <div className="-m-4 bg-surface-muted p-4 md:p-6">
        <div className="mx-auto max-w-4xl">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductFormFilled: Story = {
  name: "Product form",
  play: async ({ args, canvas, globals }) => {
    await expect(canvas.getByRole("form")).toBeInTheDocument();
    await expect(canvas.getAllByRole("region")).toHaveLength(3);
    // names per language: the tabs follow the arrow keys
    const tabs = canvas.getAllByRole("tab");
    await expect(tabs).toHaveLength(3);
    (tabs[0] as HTMLElement).focus();
    await userEvent.keyboard(globals.locale === "ar" ? "{ArrowLeft}" : "{ArrowRight}");
    await expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    await expect(canvasElementById("product-name-en")).toHaveValue(filledProduct.name.en);
    await userEvent.click(tabs[0] as HTMLElement);
    await userEvent.click(canvas.getByRole("button", { name: msg(globals, "admin.form.save") }));
    await expect(args.onSave).toHaveBeenCalledWith(filledProduct);
    await userEvent.click(canvas.getByRole("button", { name: msg(globals, "admin.form.cancel") }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const ValidationErrors: Story = {
  args: { initialValues: emptyProduct },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole("button", { name: msg(globals, "admin.form.save") }));
    await expect(args.onSave).not.toHaveBeenCalled();
    const summary = canvas.getByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole("link");
    await expect(links).toHaveLength(3);
    // a link in the summary takes the admin to its field
    await userEvent.click(links[1] as HTMLElement);
    const price = canvasElementById("product-price");
    await expect(price).toHaveFocus();
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(price).toHaveAccessibleDescription(/.+/);
  },
};

function canvasElementById(id: string) {
  return document.getElementById(id) as HTMLElement;
}

export const FixAndSave: Story = {
  args: { initialValues: emptyProduct, initialErrors: true },
  play: async ({ args, canvas, globals }) => {
    await expect(within(canvas.getByRole("alert")).getAllByRole("link")).toHaveLength(3);
    await userEvent.type(canvasElementById("product-name-tr"), "Beyaz Orkide");
    await userEvent.type(canvasElementById("product-price"), "1.249,50");
    await userEvent.selectOptions(canvasElementById("product-category"), "saksi");
    await expect(canvas.getByText(msg(globals, "admin.form.unsaved"))).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: msg(globals, "admin.form.save") }));
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ price: "1.249,50", category: "saksi" }),
    );
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async ({ args, canvas, globals }) => {
    const save = canvas.getByRole("button", { name: new RegExp(msg(globals, "admin.form.save")) });
    await expect(save).toHaveAttribute("aria-busy", "true");
    await expect(
      canvas.getByRole("button", { name: msg(globals, "admin.form.cancel") }),
    ).toBeDisabled();
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const LongTurkishText: Story = {
  args: { longTitle: longText.tr },
};

export const LongArabicText: Story = {
  args: { longTitle: longText.ar },
};

export const Phone: Story = {
  ...tallViewport("phoneVeryTall"),
  args: { initialValues: emptyProduct, initialErrors: true },
};

export const StickyActions: Story = {
  globals: { viewport: { value: "desktop" } },
  parameters: { screenshot: { target: "viewport" } },
  render: (args) => (
    <div className="h-[calc(100dvh-2rem)] overflow-y-auto">
      <ProductForm {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="form-actions"]');
    const scroller = bar?.closest<HTMLElement>(".overflow-y-auto");
    await expect(scroller).not.toBeNull();
    if (!bar || !scroller) return;
    // the save bar stays at the bottom of the scrolling area
    await expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      scroller.getBoundingClientRect().bottom + 1,
    );
  },
};

export const SectionLayouts: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <FormSection
        title={<StoryText tr="Varyantlar" en="Variants" ar="المتغيرات" />}
        description={
          <StoryText
            tr="Renk ve beden gibi iki özellikle alt ürün tanımlayın."
            en="Define sub-products by two attributes such as colour and size."
            ar="عرّف منتجات فرعية بخاصيتين مثل اللون والمقاس."
          />
        }
        actions={
          <Button variant="outline" size="sm">
            <Plus aria-hidden="true" />
            <StoryText tr="Varyant ekle" en="Add variant" ar="إضافة متغير" />
          </Button>
        }
      >
        <FormField label={<StoryText tr="1. özellik" en="Attribute 1" ar="الخاصية 1" />}>
          <Input defaultValue="Renk" />
        </FormField>
        <FormField label={<StoryText tr="2. özellik" en="Attribute 2" ar="الخاصية 2" />}>
          <Input defaultValue="Boy" />
        </FormField>
        <FormGridItem span="full">
          <FormField
            label={<StoryText tr="Kısa not" en="Short note" ar="ملاحظة قصيرة" />}
            hint={
              <StoryText
                tr="Vitrinde görünmez."
                en="Not shown in the shop."
                ar="لا تظهر في المتجر."
              />
            }
          >
            <Input />
          </FormField>
        </FormGridItem>
      </FormSection>
      <FormSection
        columns={1}
        headingLevel={3}
        title={<StoryText tr="SEO" en="SEO" ar="تحسين محركات البحث" />}
      >
        <FormField label={<StoryText tr="SEO başlığı" en="SEO title" ar="عنوان SEO" />}>
          <Input defaultValue="Kırmızı Gül Buketi | Çiçek Sepeti Butik" />
        </FormField>
      </FormSection>
      <FormActions sticky={false} dirty onCancel={() => {}}>
        <Button variant="ghost" className="text-danger-fg hover:bg-danger-subtle">
          <Trash2 aria-hidden="true" />
          <StoryText tr="Ürünü sil" en="Delete product" ar="حذف المنتج" />
        </Button>
      </FormActions>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("region")).toHaveLength(2);
    await expect(canvas.getByRole("heading", { level: 3 })).toBeVisible();
  },
};
