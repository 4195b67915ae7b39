import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { storyNoImage, storyProducts } from "../product-card/story-products.ts";
import { CartLine, type CartLineProps } from "./cart-line.tsx";

const [tshirt, shoes, bag, mug] = storyProducts as [
  (typeof storyProducts)[number],
  (typeof storyProducts)[number],
  (typeof storyProducts)[number],
  (typeof storyProducts)[number],
];

function Line({
  titles = tshirt.title,
  ...props
}: CartLineProps & { titles?: typeof tshirt.title }) {
  const title = useStoryText(titles);
  const size = useStoryText({ tr: "Beden", en: "Size", ar: "المقاس" });
  const colour = useStoryText({ tr: "Renk", en: "Colour", ar: "اللون" });
  const navy = useStoryText({ tr: "Lacivert", en: "Navy", ar: "كحلي" });
  const options = props.options?.map((option, index) => ({
    name: option.name || (index === 0 ? size : colour),
    value: option.value || navy,
  }));
  return (
    <div className="max-w-3xl">
      <CartLine {...props} title={props.title || title} options={options} />
    </div>
  );
}

const meta = {
  title: "Commerce/CartLine",
  component: CartLine,
  args: {
    title: "",
    brand: tshirt.brand,
    href: "#product",
    image: tshirt.image,
    placeholderImage: storyNoImage,
    options: [
      { name: "", value: "M" },
      { name: "", value: "" },
    ],
    unitPrice: tshirt.price,
    currency: "TRY",
    quantity: 2,
    maxQuantity: 10,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  render: (args) => <Line {...args} />,
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("article")).toHaveAccessibleName(/Koton|تيشيرت/);
    await expect(canvas.getByRole("link")).toHaveAttribute("href", "#product");
    await expect(canvas.getByText("499,98")).toBeInTheDocument();
    const stepper = canvas.getByRole("spinbutton");
    await expect(stepper).toHaveValue("2");
    await userEvent.click(canvas.getByRole("button", { name: /Adedi artır|زيادة/ }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
  },
};

export const Discounted: Story = {
  args: { oldUnitPrice: tshirt.oldPrice },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=price-old]")).toHaveTextContent("799,98");
  },
};

export const RemoveButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /sepetten çıkar|إزالة المنتج/ }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const RemoveAtMinimum: Story = {
  args: { quantity: 1 },
  play: async ({ args, canvasElement }) => {
    const decrease = within(
      canvasElement.querySelector("[data-slot=quantity-stepper]") as HTMLElement,
    ).getAllByRole("button")[0] as HTMLElement;
    await userEvent.click(decrease);
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

export const TypedQuantity: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole("spinbutton");
    await userEvent.clear(field);
    await userEvent.type(field, "25{Enter}");
    // clamped to the maximum order quantity
    await expect(args.onQuantityChange).toHaveBeenCalledWith(10);
  },
};

export const MaximumReached: Story = {
  args: { quantity: 3, maxQuantity: 3 },
  play: async ({ args, canvasElement }) => {
    const buttons = within(
      canvasElement.querySelector("[data-slot=quantity-stepper]") as HTMLElement,
    ).getAllByRole("button");
    const plus = buttons[buttons.length - 1] as HTMLElement;
    await expect(plus).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(plus);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector("[data-slot=cart-line-limit]")).toHaveTextContent(/3/);
  },
};

export const MinimumOrder: Story = {
  args: { quantity: 6, minQuantity: 6, maxQuantity: 60, image: mug.image, brand: mug.brand },
  render: (args) => <Line {...args} titles={mug.title} options={[]} />,
};

export const OutOfStock: Story = {
  args: {
    image: shoes.image,
    brand: shoes.brand,
    unitPrice: shoes.price,
    quantity: 1,
    outOfStock: true,
  },
  render: (args) => <Line {...args} titles={shoes.title} />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/tükendi|نفدت/);
    await expect(canvas.getByRole("spinbutton")).toBeDisabled();
    await userEvent.click(
      canvasElement.querySelector("[data-slot=cart-line-remove]") as HTMLButtonElement,
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("spinbutton")).toBeDisabled();
    await expect(canvas.getByRole("status")).toBeInTheDocument();
  },
};

export const NoImageNoLink: Story = {
  args: { image: null, href: undefined, options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
  },
};

export const LongTurkishText: Story = {
  args: {
    brand: "Şişecam Ev Gereçleri ve Züccaciye",
    title: longText.tr,
    options: [
      { name: "Renk seçeneği", value: "Gece mavisi ve gümüş detaylı" },
      { name: "Garanti", value: "İki yıl üretici garantili" },
    ],
    unitPrice: 1_299_990,
    oldUnitPrice: 1_549_990,
    quantity: 12,
    maxQuantity: 99,
  },
};

export const LongArabicText: Story = {
  args: {
    brand: "دار الأزياء العربية الحديثة",
    title: longText.ar,
    options: [
      { name: "اللون المختار", value: "أزرق ليلي مع تفاصيل فضية" },
      { name: "الضمان", value: "سنتان من ضمان الشركة المصنعة" },
    ],
    unitPrice: 1_299_990,
    oldUnitPrice: 1_549_990,
    quantity: 12,
    maxQuantity: 99,
  },
};

/** A cart of several lines, with the quantities kept in state. */
export const ManyLines: Story = {
  render: function Render(args) {
    const products = [tshirt, shoes, bag, mug];
    const [quantities, setQuantities] = useState([2, 1, 1, 4]);
    return (
      <div className="flex max-w-3xl flex-col gap-3">
        {products.map((product, index) => (
          <Line
            key={product.id}
            {...args}
            titles={product.title}
            brand={product.brand}
            image={product.image}
            unitPrice={product.price}
            oldUnitPrice={product.oldPrice}
            options={index % 2 === 0 ? args.options : []}
            quantity={quantities[index] ?? 1}
            onQuantityChange={(next) => {
              setQuantities((all) => all.map((value, at) => (at === index ? next : value)));
              args.onQuantityChange(next);
            }}
          />
        ))}
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const fields = canvas.getAllByRole("spinbutton");
    await expect(fields).toHaveLength(4);
    fields[3]?.focus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onQuantityChange).toHaveBeenCalledWith(5);
    await expect(fields[3]).toHaveValue("5");
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { oldUnitPrice: tshirt.oldPrice },
};

export const PhoneOutOfStock: Story = {
  globals: { viewport: { value: "phone" } },
  args: { outOfStock: true, quantity: 1 },
};
