import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import {
  storyBrandOptions,
  storyCategoryOptions,
} from "../admin-product-list-screen/story-admin-products.ts";
import { tallViewport } from "../news-list/story-viewport.ts";
import { storyProductImage } from "../product-card/story-products.ts";
import {
  AdminProductEditScreen,
  type AdminProductEditScreenProps,
  type AdminProductValues,
} from "./admin-product-edit-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const emptyTexts = {
  name: "",
  summary: "",
  description: "",
  seo_link: "",
  seo_title: "",
  seo_description: "",
  seo_keywords: "",
};

const emptyValues: AdminProductValues = {
  category_id: "",
  brand_id: "",
  model_id: "",
  supplier_id: "",
  option1_property_id: "",
  option2_property_id: "",
  sku: "",
  barcode: "",
  stock_unit: "piece",
  stock: 0,
  min_order_quantity: 1,
  max_order_quantity: null,
  is_new: false,
  free_shipping: false,
  is_active: true,
  width_mm: null,
  height_mm: null,
  depth_mm: null,
  weight_grams: null,
  desi: "",
  expiry_date: "",
  selling_price: null,
  list_price: null,
  cash_price: null,
  buying_price: null,
  vat_rate: 20,
  currency_id: "1",
  texts: { tr: emptyTexts, en: emptyTexts, ar: emptyTexts },
};

const filledValues: AdminProductValues = {
  ...emptyValues,
  option1_property_id: "1",
  option2_property_id: "2",
  category_id: "1",
  brand_id: "1",
  sku: "KTN-024310",
  barcode: "8690000243109",
  stock: 42,
  max_order_quantity: 10,
  is_new: true,
  width_mm: 300,
  height_mm: 20,
  depth_mm: 250,
  weight_grams: 180,
  desi: "1,5",
  selling_price: 24_999,
  list_price: 34_999,
  buying_price: 11_000,
  texts: {
    tr: {
      name: "Erkek Basic Bisiklet Yaka Pamuklu Tişört",
      summary: "%100 pamuk, rahat kesim.",
      description: "<p>Yumuşak dokulu <strong>%100 pamuk</strong> tişört.</p>",
      seo_link: "erkek-basic-bisiklet-yaka-pamuklu-tisort",
      seo_title: "Erkek Basic Pamuklu Tişört",
      seo_description: "Yumuşak dokulu, %100 pamuk bisiklet yaka tişört.",
      seo_keywords: "tişört, pamuklu, basic",
    },
    en: {
      ...emptyTexts,
      name: "Men's Basic Crew Neck Cotton T-Shirt",
      seo_link: "mens-basic-crew-neck-cotton-t-shirt",
    },
    ar: {
      ...emptyTexts,
      name: "تيشيرت قطني أساسي للرجال بياقة دائرية",
      summary: "قطن 100%، قصة مريحة.",
      seo_link: "tishirt-qutni-asasi",
    },
  },
};

const attributes = [
  {
    name: "Renk",
    values: [
      { value: "11", label: "Lacivert" },
      { value: "12", label: "Beyaz" },
    ],
  },
  {
    name: "Beden",
    values: [
      { value: "21", label: "S" },
      { value: "22", label: "M" },
      { value: "23", label: "L" },
    ],
  },
];

type ScreenArgs = Partial<AdminProductEditScreenProps> & { long?: boolean };

function Screen({ long = false, values = filledValues, ...props }: ScreenArgs) {
  const language = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as "tr" | "en" | "ar";
  const shown = long
    ? {
        ...values,
        texts: { ...values.texts, tr: { ...values.texts.tr, name: longText.tr } },
      }
    : values;
  return (
    <AdminProductEditScreen
      mode="edit"
      values={shown}
      categories={storyCategoryOptions(language)}
      brands={storyBrandOptions}
      models={[{ value: "1", label: "Basic" }]}
      suppliers={[{ value: "1", label: "Ege Tekstil A.Ş." }]}
      properties={[
        { value: "1", label: language === "ar" ? "اللون" : language === "en" ? "Colour" : "Renk" },
        { value: "2", label: language === "ar" ? "المقاس" : language === "en" ? "Size" : "Beden" },
      ]}
      stockUnits={[
        {
          value: "piece",
          label: language === "ar" ? "قطعة" : language === "en" ? "Piece" : "Adet",
        },
        { value: "pair", label: language === "ar" ? "زوج" : language === "en" ? "Pair" : "Çift" },
      ]}
      currencies={[
        { value: "1", label: "TRY (₺)" },
        { value: "2", label: "USD ($)" },
        { value: "3", label: "EUR (€)" },
      ]}
      renderForm={(form) => <form {...form} onSubmit={(event) => event.preventDefault()} />}
      {...props}
    />
  );
}

const withRows = {
  images: [0, 1, 2, 3].map((view) => ({ id: `img-${view}`, url: storyProductImage(0, view) })),
  attributes,
  subProducts: [
    {
      id: "s1",
      option1_value_id: "11",
      option2_value_id: "21",
      code: "KTN-024310-LAC-S",
      barcode: "8690000243116",
      stock: 12,
      selling_price: null,
      currency: "TRY" as const,
    },
    {
      id: "s2",
      option1_value_id: "12",
      option2_value_id: "23",
      code: "KTN-024310-BYZ-L",
      barcode: "",
      stock: 0,
      selling_price: 27_999,
      currency: "TRY" as const,
    },
  ],
  personalizations: [
    {
      id: "p1",
      labels: {
        tr: "Tişörte basılacak isim",
        en: "Name printed on the T-shirt",
        ar: "الاسم المطبوع على التيشيرت",
      },
      price: 4_900,
      currency: "TRY" as const,
      max_length: 20,
      is_required: false,
    },
  ],
  onImageMove: fn(),
  onImageDelete: fn(),
  onSubProductSave: fn(),
  onSubProductDelete: fn(),
  onPersonalizationSave: fn(),
  onPersonalizationDelete: fn(),
};

const meta = {
  title: "Admin/AdminProductEditScreen",
  component: Screen,
  args: { onCancel: fn() },
  ...tallViewport("desktopVeryTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  args: { mode: "create", values: emptyValues },
  play: async ({ canvasElement, canvas, globals }) => {
    const forms = canvasElement.querySelectorAll("form");
    await expect(forms).toHaveLength(1);
    const form = forms[0] as HTMLFormElement;
    // every language's texts are sent, also from the tabs not shown
    const data = new FormData(form);
    await expect(data.get("intent")).toBe("create");
    await expect(data.has("ar.name")).toBe(true);
    await expect(data.get("vat_rate")).toBe("20");
    await expect(
      canvas.getByRole("button", { name: msg(globals, "admin.productEdit.create") }),
    ).toBeVisible();
  },
};

export const Edit: Story = {
  args: withRows,
  play: async ({ canvasElement, canvas, globals }) => {
    const intents = [...canvasElement.querySelectorAll<HTMLInputElement>('input[name="intent"]')];
    await expect(intents.map((input) => input.value)).toEqual([
      "general",
      "prices",
      "texts",
      "images",
    ]);
    // the Arabic tab's inputs are written right to left
    await userEvent.click(canvas.getByRole("tab", { name: "العربية" }));
    const arName = canvasElement.querySelector<HTMLInputElement>('input[name="ar.name"]');
    await expect(arName).toBeVisible();
    await expect(arName).toHaveAttribute("dir", "rtl");
    await expect(canvasElement.querySelector('input[name="selling_price"]')).toHaveValue("249,99");
    const [makeFirst] = canvas.getAllByRole("button", {
      name: new RegExp(`^${msg(globals, "admin.productEdit.imageFirst")}`),
    });
    await expect(makeFirst).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  args: {
    ...withRows,
    errors: {
      sku: "Bu stok kodu başka bir üründe kullanılıyor.",
      selling_price: "Satış fiyatı piyasa fiyatından düşük olmalı.",
      "en.seo_link": "Bu SEO bağlantısı başka bir ürünün.",
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("alert")).toBeVisible();
    const sku = canvasElement.querySelector('input[name="sku"]');
    await expect(sku).toHaveAttribute("aria-invalid", "true");
    await expect(sku).toHaveAccessibleDescription(/stok kodu/);
    // the language with an error opens first
    await expect(canvas.getByRole("tab", { name: /English/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

export const Saving: Story = {
  args: { ...withRows, saving: "prices" },
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelectorAll('button[type="submit"][aria-busy="true"]');
    await expect(busy).toHaveLength(1);
  },
};

export const ImageTooLarge: Story = {
  args: withRows,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no upload input");
    await userEvent.upload(input, [
      new File([new Uint8Array(120_000)], "on.jpg", { type: "image/jpeg" }),
      new File([new Uint8Array(480_000)], "arka.jpg", { type: "image/jpeg" }),
    ]);
    const warning = canvasElement.querySelector('[data-slot="admin-product-images-too-large"]');
    await expect(warning).toHaveTextContent(/arka\.jpg \(469 kB\)/);
    await expect(warning).not.toHaveTextContent(/on\.jpg/);
  },
};

export const DeleteImageAsksFirst: Story = {
  args: withRows,
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    const [first] = canvas.getAllByRole("button", {
      name: new RegExp(`^${msg(globals, "admin.productEdit.imageDelete")}`),
    });
    await userEvent.click(first as HTMLElement);
    const dialog = await within(document.body).findByRole("alertdialog");
    await expect(args.onImageDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const SubProductDialog: Story = {
  args: { ...withRows, subProductErrors: { code: "Bu kod başka bir alt üründe kullanılıyor." } },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    const [edit] = canvas.getAllByRole("button", {
      name: new RegExp(`^${msg(globals, "admin.productEdit.editSubProduct")}`),
    });
    await userEvent.click(edit as HTMLElement);
    const dialog = await within(document.body).findByRole("dialog");
    const code = within(dialog).getByDisplayValue("KTN-024310-LAC-S");
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSubProductSave).toHaveBeenCalledWith(
      expect.objectContaining({ code: "KTN-024310-LAC-S", option2_value_id: "21", stock: "12" }),
      expect.objectContaining({ id: "s1" }),
    );
  },
};

export const LongName: Story = {
  args: { ...withRows, long: true },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: withRows,
};
