import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { longText } from "../../stories/story-text.tsx";
import { navigate, StoryLink } from "../news-list/story-link.tsx";
import { useStoryLocale } from "../product-detail-screen/story-product.tsx";
import { storyBannerImage, storyBanners } from "../product-showcase/story-widgets.tsx";
import { CampaignBanner, type CampaignBannerItem, CampaignBanners } from "./campaign-banner.tsx";

function useBanners(count: number, images = true, long = false): CampaignBannerItem[] {
  const code = useStoryLocale();
  return Array.from({ length: count }, (_, index) => {
    const banner = storyBanners[index % storyBanners.length];
    if (!banner) throw new Error("banner missing");
    return {
      id: `${banner.id}-${index}`,
      title: long ? longText[code] : banner.title[code],
      text: long ? `${longText[code]} ${banner.text[code]}` : banner.text[code],
      href: banner.href,
      image: images ? storyBannerImage(index) : null,
    };
  });
}

function Row({
  count = 2,
  images = true,
  long = false,
  title,
}: {
  count?: number;
  images?: boolean;
  long?: boolean;
  title?: string;
}) {
  const items = useBanners(count, images, long);
  return (
    <CampaignBanners
      items={items}
      {...(title ? { title } : {})}
      renderLink={(props) => <StoryLink {...props} />}
    />
  );
}

function Hero({ images = true, long = false }: { images?: boolean; long?: boolean }) {
  const [item] = useBanners(1, images, long);
  if (!item) return null;
  const { id: _id, ...banner } = item;
  return (
    <CampaignBanner
      {...banner}
      layout="overlay"
      headingLevel={2}
      image={images ? storyBannerImage(1, 1140, 420) : null}
      renderLink={(props) => <StoryLink {...props} />}
    />
  );
}

const meta = {
  title: "Home/CampaignBanner",
  component: Row,
  render: (args) => <Row {...args} />,
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoInARow: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(2);
    await userEvent.click(links[0] as HTMLElement);
    await expect(navigate).toHaveBeenLastCalledWith("/kampanya/yaz-indirimi");
    (links[0] as HTMLElement).blur();
  },
};

export const Single: Story = { args: { count: 1 } };

export const ManyItems: Story = { args: { count: 6, title: "Kampanyalar" } };

export const NoImages: Story = { args: { images: false, count: 3 } };

export const LongText: Story = { args: { long: true } };

export const Overlay: Story = { render: () => <Hero /> };

export const OverlayLongText: Story = { render: () => <Hero long /> };

export const OverlayPhone: Story = {
  render: () => <Hero />,
  globals: { viewport: { value: "phone" } },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=campaign-banners]")).toBeNull();
  },
};

export const Phone: Story = { args: { count: 2 }, globals: { viewport: { value: "phone" } } };
