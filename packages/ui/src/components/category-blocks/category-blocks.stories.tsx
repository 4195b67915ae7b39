import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { longText } from "../../stories/story-text.tsx";
import { navigate, StoryLink } from "../news-list/story-link.tsx";
import { storyProductImage } from "../product-card/story-products.ts";
import { useStoryLocale } from "../product-detail-screen/story-product.tsx";
import { storyCategories } from "../product-showcase/story-widgets.tsx";
import { type CategoryBlock, CategoryBlocks } from "./category-blocks.tsx";

function Blocks({
  count = 6,
  images = true,
  long = false,
}: {
  count?: number;
  images?: boolean;
  long?: boolean;
}) {
  const code = useStoryLocale();
  const items: CategoryBlock[] = Array.from({ length: count }, (_, index) => {
    const category = storyCategories[index % storyCategories.length];
    if (!category) throw new Error("category missing");
    return {
      id: `${category.id}-${index}`,
      name: long && index % 2 === 0 ? longText[code] : category.name[code],
      href: `/${category.id}`,
      image: images ? storyProductImage(index) : null,
    };
  });
  return <CategoryBlocks items={items} renderLink={(props) => <StoryLink {...props} />} />;
}

const meta = {
  title: "Home/CategoryBlocks",
  component: Blocks,
  render: (args) => <Blocks {...args} />,
} satisfies Meta<typeof Blocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(/Kategoriler|الفئات/);
    const link = canvas.getByRole("link", { name: /Ayakkabı|أحذية/ });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith("/ayakkabi");
    link.blur();
  },
};

export const ManyItems: Story = { args: { count: 14 } };

export const LongNames: Story = { args: { long: true } };

export const NoImages: Story = { args: { images: false } };

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=category-blocks]")).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

/** In a side column (the category page's left region) the tiles become a list. */
export const SideColumn: Story = {
  decorators: [
    (Story) => (
      <div className="w-56">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = canvasElement.querySelector<HTMLElement>("[data-slot=category-block-link]");
    await expect(link && getComputedStyle(link).flexDirection).toBe("row");
  },
};
