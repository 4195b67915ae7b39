import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { StoryText, useStoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { ProductCard } from "../product-card/product-card.tsx";
import {
  type StoryProduct,
  storyNoImage,
  storyProducts,
  storyViewport,
} from "../product-card/story-products.ts";
import { ProductGrid, type ProductGridProps } from "./product-grid.tsx";

function StoryCard({ product, index }: { product: StoryProduct; index: number }) {
  return (
    <ProductCard
      href={`#${product.id}`}
      title={useStoryText(product.title)}
      brand={product.brand}
      image={index % 7 === 6 ? null : product.image}
      placeholderImage={storyNoImage}
      price={product.price}
      {...(product.oldPrice ? { oldPrice: product.oldPrice } : {})}
      currency="TRY"
      isNew={index % 5 === 1}
      freeShipping={index % 3 === 0}
      outOfStock={index % 9 === 8}
      {...(index % 4 === 3
        ? {}
        : { rating: { value: 3.5 + (index % 3) * 0.6, count: 12 + index * 41 } })}
      favourite={index % 6 === 2}
      onToggleFavourite={() => {}}
    />
  );
}

function products(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    index,
    key: `card-${index}`,
    product: storyProducts[index % storyProducts.length] as StoryProduct,
  })).map(({ index, key, product }) => <StoryCard key={key} product={product} index={index} />);
}

const meta = {
  title: "Commerce/ProductGrid",
  component: ProductGrid,
  args: { children: products(8) },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...storyViewport("desktopTwoRows", 1200, 1200),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list")).toHaveAccessibleName(/Ürünler|المنتجات/);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(8);
    await expect(canvas.getAllByRole("link")).toHaveLength(8);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/Ürünler yükleniyor|جارٍ تحميل/);
    await expect(canvasElement.querySelector("[data-slot=product-grid]")).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvasElement.querySelectorAll("[data-slot=product-card-skeleton]")).toHaveLength(
      8,
    );
  },
};

export const Empty: Story = {
  args: { children: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument();
    await expect(canvas.getByText(/ürün bulunamadı|لم يتم العثور/)).toBeInTheDocument();
  },
};

const clearFilters = fn();

export const EmptyWithAction: Story = {
  args: {
    children: [],
    emptyAction: (
      <Button variant="outline" onClick={clearFilters}>
        <StoryText tr="Filtreleri temizle" en="Clear filters" ar="مسح عوامل التصفية" />
      </Button>
    ),
  } satisfies Partial<ProductGridProps>,
  play: async ({ canvas }) => {
    clearFilters.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: /Filtreleri temizle|مسح/ }));
    await expect(clearFilters).toHaveBeenCalledOnce();
  },
};

export const ManyItems: Story = {
  ...storyViewport("desktopFourRows", 1200, 2300),
  args: { children: products(16) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(16);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: "tablet" } },
  args: { children: products(6) },
};

export const Phone: Story = {
  ...storyViewport("phoneThreeRows", 375, 1220),
  args: { children: products(6) },
};

export const PhoneLoading: Story = {
  globals: { viewport: { value: "phone" } },
  args: { loading: true, skeletonCount: 4 },
};
