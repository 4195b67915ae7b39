import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  AdminCampaignEditScreen,
  type AdminCampaignValues,
} from "./admin-campaign-edit-screen.tsx";

const empty: AdminCampaignValues = {
  code: "",
  type: "cart_percent",
  discount_percent: "",
  discount_amount: "",
  min_cart: "",
  max_cart: "",
  buy_quantity: "",
  pay_quantity: "",
  category_id: "",
  brand_id: "",
  product: null,
  products: [],
  starts_on: "",
  ends_on: "",
  usage_limit: "",
  per_customer_limit: "",
  sort_order: "0",
  is_active: true,
  texts: {
    tr: { name: "", description: "" },
    en: { name: "", description: "" },
    ar: { name: "", description: "" },
  },
};

const gift: AdminCampaignValues = {
  ...empty,
  code: "hediye-canta",
  type: "gift_product",
  min_cart: "500",
  product: { id: "42", label: "Bez çanta", detail: "CANTA-01" },
  starts_on: "2026-06-01",
  ends_on: "2026-08-31",
  usage_limit: "500",
  per_customer_limit: "1",
  texts: {
    tr: { name: "500 TL üzeri bez çanta hediye", description: "<p>Stoklarla sınırlıdır.</p>" },
    en: { name: "A tote bag with orders over 500 TL", description: "" },
    ar: { name: "حقيبة قماشية هدية للطلبات فوق 500 ليرة", description: "" },
  },
};

const products = [
  { id: "42", label: "Bez çanta", detail: "CANTA-01" },
  { id: "43", label: "Bez çanta, büyük", detail: "CANTA-02" },
  { id: "44", label: "Kanvas çanta", detail: "CANTA-03" },
];

const meta = {
  title: "Admin/AdminCampaignEditScreen",
  component: AdminCampaignEditScreen,
  args: {
    mode: "create",
    values: empty,
    categories: [
      { value: "1", label: "Giyim" },
      { value: "2", label: "Aksesuar" },
    ],
    brands: [{ value: "1", label: "Atölye" }],
    onSearchProducts: fn(async () => products),
    onCancel: fn(),
    onDelete: fn(),
  },
  ...tallViewport("desktopVeryTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminCampaignEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const EditWithUsage: Story = {
  args: { mode: "edit", values: gift, usage: { count: 137, limit: 500, customers: 129 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Bez çanta")).toBeVisible();
    await expect(canvasElementValue(canvas.getByDisplayValue("2026-08-31"))).toBe("ends_on");
  },
};

const canvasElementValue = (element: HTMLElement) => element.getAttribute("name");

export const PickAGiftProduct: Story = {
  args: { values: { ...gift, product: null } },
  play: async ({ args, canvas }) => {
    const search = canvas.getAllByRole("searchbox")[0];
    if (!search) throw new Error("no search box");
    await userEvent.type(search, "çanta{Enter}");
    await expect(args.onSearchProducts).toHaveBeenCalledWith("çanta");
    await userEvent.click(await canvas.findByRole("button", { name: /Kanvas çanta/ }));
    await waitFor(() =>
      expect(
        canvas.getByText("Kanvas çanta").closest("[data-slot=admin-record-picker]"),
      ).toBeTruthy(),
    );
    const hidden = canvasElementByName("product_id");
    await expect(hidden?.value).toBe("44");
  },
};

const canvasElementByName = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

export const LimitedToProducts: Story = {
  args: {
    values: {
      ...empty,
      code: "canta-yuzde",
      discount_percent: "10",
      min_cart: "200",
      max_cart: "1000",
      products: [products[0] as (typeof products)[number]],
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    const search = canvas.getAllByRole("searchbox")[0];
    if (!search) throw new Error("no search box");
    await userEvent.type(search, "çanta{Enter}");
    await expect(args.onSearchProducts).toHaveBeenCalledWith("çanta");
    await userEvent.click(await canvas.findByRole("button", { name: /Kanvas çanta/ }));
    await userEvent.type(search, "çanta{Enter}");
    await userEvent.click(await canvas.findByRole("button", { name: /^Bez çanta\s*CANTA-01/ }));
    const listed = () =>
      [...document.querySelectorAll<HTMLInputElement>('input[name="product_ids"]')].map(
        (input) => input.value,
      );
    // Picking a listed product again does not list it twice.
    await waitFor(() => expect(listed()).toEqual(["42", "44"]));
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=admin-campaign-products]");
    if (!list) throw new Error("no product list");
    const [removeFirst] = within(list).getAllByRole("button");
    if (!removeFirst) throw new Error("no remove button");
    await userEvent.click(removeFirst);
    await waitFor(() => expect(listed()).toEqual(["44"]));
  },
};

export const ValidationErrors: Story = {
  args: {
    values: {
      ...empty,
      code: "yaz",
      type: "buy_x_pay_y",
      buy_quantity: "2",
      pay_quantity: "2",
      ends_on: "2026-01-01",
      starts_on: "2026-02-01",
      per_customer_limit: "0",
      min_cart: "500",
      max_cart: "500",
    },
    errors: {
      max_cart: "En yüksek tutar, en düşük tutardan büyük olmalıdır.",
      pay_quantity: "Ödenecek adet, alınacak adetten az olmalıdır.",
      ends_on: "Bitiş, başlangıçtan sonra olmalıdır.",
      per_customer_limit: "Değer en az 1 olmalıdır.",
      "tr.name": "Bu alan zorunludur.",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue("yaz")).toBeVisible();
    await expect(within(canvas.getByRole("alert")).getAllByRole("listitem")).toHaveLength(5);
  },
};

export const Saving: Story = {
  args: {
    mode: "edit",
    values: gift,
    saving: true,
    usage: { count: 0, limit: null, customers: 0 },
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: {
    mode: "edit",
    values: { ...gift, max_cart: "5000", products },
    usage: { count: 12, limit: 500, customers: 12 },
    initialProductResults: products,
  },
};
