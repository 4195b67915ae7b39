import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { ProductCard, type ProductCardProps } from "./product-card.tsx";
import { storyNoImage, storyProducts } from "./story-products.ts";

const [tshirt, , bag, , headphones] = storyProducts as [
  (typeof storyProducts)[number],
  (typeof storyProducts)[number],
  (typeof storyProducts)[number],
  (typeof storyProducts)[number],
  (typeof storyProducts)[number],
];

/** The card with the story's product title in the story's locale, at a grid cell's width. */
function Card({
  titles = tshirt.title,
  ...props
}: ProductCardProps & { titles?: typeof tshirt.title }) {
  const title = useStoryText(titles);
  return (
    <div className="w-56">
      <ProductCard {...props} title={title} />
    </div>
  );
}

const meta = {
  title: "Commerce/ProductCard",
  component: ProductCard,
  args: {
    href: "#product",
    title: "",
    brand: tshirt.brand,
    image: tshirt.image,
    placeholderImage: storyNoImage,
    price: tshirt.price,
    currency: "TRY",
    favourite: false,
    onToggleFavourite: fn(),
  },
  render: (args) => <Card {...args} />,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link");
    await expect(link).toHaveAttribute("href", "#product");
    await expect(link).toHaveAccessibleName(/Koton/);
    const image = canvas.getByRole("presentation");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", "300");
    await expect(image).toHaveAttribute("height", "400");
  },
};

export const Discounted: Story = {
  args: { oldPrice: tshirt.oldPrice },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=price-discount]")).toHaveTextContent(/38/);
    const oldPrice = canvasElement.querySelector("[data-slot=price-old]");
    await expect(oldPrice?.tagName).toBe("S");
    await expect(oldPrice).toHaveTextContent(/399,99/);
  },
};

export const NewProduct: Story = {
  args: { isNew: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(Yeni|جديد)$/)).toBeInTheDocument();
  },
};

export const FreeShipping: Story = {
  args: { freeShipping: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Kargo Bedava|شحن مجاني/)).toBeInTheDocument();
  },
};

export const WithRating: Story = {
  args: { rating: { value: 4.6, count: 1284 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1\.284 değerlendirme|1,284 تقييمًا/)).toHaveClass("sr-only");
    await expect(canvas.getByRole("img", { name: /4[,.]6/ })).toBeInTheDocument();
  },
};

export const AllBadges: Story = {
  args: {
    isNew: true,
    freeShipping: true,
    oldPrice: tshirt.oldPrice,
    rating: { value: 4.2, count: 37 },
  },
};

export const OutOfStock: Story = {
  args: { outOfStock: true, rating: { value: 3.8, count: 12 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Tükendi|نفدت الكمية/)).toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-slot=product-card]")).toHaveAttribute(
      "data-state",
      "out-of-stock",
    );
  },
};

export const NoImage: Story = {
  args: { image: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("presentation")).toHaveAttribute("src", storyNoImage);
  },
};

export const BrokenImage: Story = {
  args: { image: "data:image/png;base64,broken" },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole("presentation")).toHaveAttribute("src", storyNoImage),
    );
  },
};

export const FavouriteToggle: Story = {
  render: function Render(args) {
    const [favourite, setFavourite] = useState(false);
    return (
      <Card
        {...args}
        favourite={favourite}
        onToggleFavourite={(next) => {
          setFavourite(next);
          args.onToggleFavourite?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole("button", { name: /Favorilere ekle|أضف إلى المفضلة/ });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(true);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    heart.blur();
    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard("{Tab}");
    await expect(heart).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(false);
  },
};

export const Favourite: Story = {
  args: { favourite: true },
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole("button");
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(false);
  },
};

export const WithoutFavouriteButton: Story = {
  args: { favourite: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link")).toHaveFocus();
  },
};

const longTitle = {
  tr: "Kablosuz Kulak Üstü Bluetooth Kulaklık, Aktif Gürültü Engelleme, 40 Saat Pil Ömrü, Katlanabilir Tasarım ve Taşıma Çantası ile",
  en: "Wireless On-Ear Bluetooth Headphones, Active Noise Cancelling, 40-Hour Battery, Foldable Design with Carry Case",
  ar: "سماعات رأس لاسلكية بلوتوث فوق الأذن مع إلغاء نشط للضوضاء وبطارية تدوم 40 ساعة وتصميم قابل للطي مع حقيبة حمل",
};

export const LongTurkishText: Story = {
  args: {
    brand: "Şişecam Ev Gereçleri ve Züccaciye",
    image: headphones.image,
    price: 1_299_990,
    oldPrice: 1_549_990,
    freeShipping: true,
    rating: { value: 4.9, count: 23_456 },
  },
  render: (args) => (
    <Card {...args} titles={{ ...longTitle, ar: longTitle.tr, en: longTitle.tr }} />
  ),
};

export const LongArabicText: Story = {
  args: {
    brand: "دار الأزياء العربية الحديثة",
    image: headphones.image,
    price: 1_299_990,
    oldPrice: 1_549_990,
    freeShipping: true,
    rating: { value: 4.9, count: 23_456 },
  },
  render: (args) => (
    <Card {...args} titles={{ ...longTitle, tr: longTitle.ar, en: longTitle.ar }} />
  ),
};

export const OtherCurrency: Story = {
  args: { image: bag.image, price: 5490, oldPrice: 6990, currency: "EUR" },
  render: (args) => <Card {...args} titles={bag.title} />,
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { oldPrice: tshirt.oldPrice, freeShipping: true, rating: { value: 4.6, count: 128 } },
  render: (args) => (
    <div className="grid grid-cols-2 gap-3">
      <PhoneCard {...args} />
      <PhoneCard {...args} isNew outOfStock />
    </div>
  ),
};

function PhoneCard(props: ProductCardProps) {
  return <ProductCard {...props} title={useStoryText(tshirt.title)} />;
}
