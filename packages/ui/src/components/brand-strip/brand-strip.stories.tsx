import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { longText } from "../../stories/story-text.tsx";
import { navigate, StoryLink } from "../news-list/story-link.tsx";
import { useStoryLocale } from "../product-detail-screen/story-product.tsx";
import { storyBrandLogo, storyBrands } from "../product-showcase/story-widgets.tsx";
import { BrandStrip, type BrandStripItem } from "./brand-strip.tsx";

function Strip({
  count = 8,
  logos = true,
  long = false,
}: {
  count?: number;
  logos?: boolean;
  long?: boolean;
}) {
  const code = useStoryLocale();
  const items: BrandStripItem[] = Array.from({ length: count }, (_, index) => {
    const name = storyBrands[index % storyBrands.length] ?? "Brand";
    return {
      id: `${index}`,
      name: long && index === 1 ? longText[code] : name,
      href: `/${name.toLowerCase().replace(/[^a-z]+/g, "-")}`,
      logo: logos && index % 5 !== 4 ? storyBrandLogo(name, index) : null,
    };
  });
  return <BrandStrip items={items} renderLink={(props) => <StoryLink {...props} />} />;
}

const meta = {
  title: "Home/BrandStrip",
  component: Strip,
  render: (args) => <Strip {...args} />,
} satisfies Meta<typeof Strip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    const koton = canvas.getByRole("link", { name: "Koton" });
    await userEvent.click(koton);
    await expect(navigate).toHaveBeenLastCalledWith("/koton");
    // a brand without a logo is written out
    await expect(canvas.getByRole("link", { name: "Vestel" })).toHaveTextContent("Vestel");
    koton.blur();
  },
};

export const ManyItems: Story = { args: { count: 20 } };

export const NamesWithoutLogos: Story = { args: { logos: false, long: true } };

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=brand-strip]")).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
