import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { useStoryProductCards } from "../product-showcase/story-widgets.tsx";
import { ProductRail } from "./product-rail.tsx";

function Rail({ count = 8 }: { count?: number }) {
  const cards = useStoryProductCards(count);
  const label = useStoryText({ tr: "Benzer Ürünler", en: "Similar products", ar: "منتجات مشابهة" });
  return <ProductRail label={label}>{cards}</ProductRail>;
}

const meta = {
  title: "Commerce/ProductRail",
  component: Rail,
  render: (args) => <Rail {...args} />,
} satisfies Meta<typeof Rail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("list", { name: /Benzer Ürünler|منتجات مشابهة/ }),
    ).toBeInTheDocument();
    const track = canvasElement.querySelector<HTMLElement>("[data-slot=product-rail-track]");
    const next = canvas.getByRole("button", { name: /Sonraki ürünler|المنتجات التالية/ });
    await userEvent.click(next);
    await waitFor(() => expect(Math.abs(track?.scrollLeft ?? 0)).toBeGreaterThan(0));
    // scrolled to the end, the next button stops
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
  },
};

export const FewItems: Story = {
  args: { count: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=product-rail]")).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
