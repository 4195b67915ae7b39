import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { navigate, StoryLink } from "../news-list/story-link.tsx";
import { ProductShowcase, type ProductShowcaseProps } from "./product-showcase.tsx";
import { useStoryProductCards } from "./story-widgets.tsx";

function Showcase({
  count = 6,
  long = false,
  ...props
}: Omit<ProductShowcaseProps, "title"> & { count?: number; long?: boolean }) {
  const title = useStoryText(
    long ? longText : { tr: "Çok Satanlar", en: "Best Sellers", ar: "الأكثر مبيعاً" },
  );
  const cards = useStoryProductCards(count);
  return (
    <ProductShowcase title={title} {...props}>
      {cards}
    </ProductShowcase>
  );
}

const meta = {
  title: "Home/ProductShowcase",
  component: Showcase,
  args: { seeAllHref: "/vitrin/cok-satanlar", renderLink: (props) => <StoryLink {...props} /> },
  render: (args) => <Showcase {...args} />,
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rail: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
      /Çok Satanlar|الأكثر مبيعاً/,
    );
    await expect(canvas.getAllByRole("article")).toHaveLength(6);
    const next = canvas.getByRole("button", { name: /Sonraki ürünler|المنتجات التالية/ });
    const previous = canvas.getByRole("button", { name: /Önceki ürünler|المنتجات السابقة/ });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    await waitFor(() => expect(previous).toBeDisabled());
    const seeAll = canvas.getByRole("link", { name: /Tümünü Gör|عرض الكل/ });
    await userEvent.click(seeAll);
    await expect(navigate).toHaveBeenLastCalledWith("/vitrin/cok-satanlar");
    seeAll.blur();
  },
};

export const Grid: Story = { args: { layout: "grid", count: 8 } };

export const FewItems: Story = {
  args: { count: 3 },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole("button", { name: /Sonraki ürünler|المنتجات التالية/ }),
    ).toBeNull();
  },
};

export const ManyItems: Story = { args: { count: 16 } };

export const ManyItemsGrid: Story = { args: { count: 12, layout: "grid" } };

export const WithoutSeeAll: Story = {
  args: { seeAllHref: undefined as never },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: /Tümünü Gör|عرض الكل/ })).toBeNull();
  },
};

export const LongTitle: Story = { args: { long: true } };

export const Loading: Story = {
  args: { loading: true, count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=product-showcase]")).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
