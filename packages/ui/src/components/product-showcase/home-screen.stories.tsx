// The home page as the seeded layout composes it (slider, categories, showcases, banners, brands,
// blog). A story only: the app renders the real page from the layout's widgets.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StoryText } from "../../stories/story-text.tsx";
import { BlogTeaser } from "../blog-teaser/blog-teaser.tsx";
import { BrandStrip } from "../brand-strip/brand-strip.tsx";
import { CampaignBanner, CampaignBanners } from "../campaign-banner/campaign-banner.tsx";
import { CategoryBlocks } from "../category-blocks/category-blocks.tsx";
import { Container } from "../container/container.tsx";
import { storyPhoto } from "../news-list/story-images.ts";
import { StoryLink } from "../news-list/story-link.tsx";
import { storyPosts } from "../news-list/story-news.tsx";
import { storyProductImage } from "../product-card/story-products.ts";
import { useStoryLocale } from "../product-detail-screen/story-product.tsx";
import { ProductShowcase } from "./product-showcase.tsx";
import {
  storyBannerImage,
  storyBanners,
  storyBrandLogo,
  storyBrands,
  storyCategories,
  useStoryProductCards,
} from "./story-widgets.tsx";

const renderLink = (props: Parameters<typeof StoryLink>[0]) => <StoryLink {...props} />;

function HomeScreen() {
  const code = useStoryLocale();
  const titles = {
    featured: { tr: "Öne Çıkanlar", en: "Featured", ar: "منتجات مميزة" },
    newest: { tr: "Yeni Gelenler", en: "New Arrivals", ar: "وصل حديثاً" },
    best: { tr: "Çok Satanlar", en: "Best Sellers", ar: "الأكثر مبيعاً" },
    brands: { tr: "Markalar", en: "Brands", ar: "العلامات التجارية" },
    blog: { tr: "Blogdan", en: "From the Blog", ar: "من المدونة" },
    categories: { tr: "Kategoriler", en: "Categories", ar: "الفئات" },
  };
  const featured = useStoryProductCards(8);
  const newest = useStoryProductCards(8, 2);
  const best = useStoryProductCards(4, 4);
  const [hero, ...banners] = storyBanners;
  return (
    <Container className="flex flex-col gap-10 py-4">
      {hero && (
        <CampaignBanner
          layout="overlay"
          headingLevel={2}
          priority
          title={hero.title[code]}
          text={hero.text[code]}
          href={hero.href}
          image={storyBannerImage(0, 1140, 420)}
          renderLink={renderLink}
        />
      )}
      <CategoryBlocks
        title={titles.categories[code]}
        items={storyCategories.map((category, index) => ({
          id: category.id,
          name: category.name[code],
          href: `/${category.id}`,
          image: storyProductImage(index),
        }))}
        renderLink={renderLink}
      />
      <ProductShowcase
        title={titles.featured[code]}
        seeAllHref="/vitrin/one-cikanlar"
        renderLink={renderLink}
      >
        {featured}
      </ProductShowcase>
      <CampaignBanners
        items={banners.map((banner, index) => ({
          id: banner.id,
          title: banner.title[code],
          text: banner.text[code],
          href: banner.href,
          image: storyBannerImage(index + 1),
        }))}
        renderLink={renderLink}
      />
      <ProductShowcase
        title={titles.newest[code]}
        seeAllHref="/vitrin/yeni-gelenler"
        renderLink={renderLink}
      >
        {newest}
      </ProductShowcase>
      <ProductShowcase title={titles.best[code]} layout="grid" renderLink={renderLink}>
        {best}
      </ProductShowcase>
      <BrandStrip
        title={titles.brands[code]}
        items={storyBrands.map((name, index) => ({
          id: name,
          name,
          href: `/marka/${index}`,
          logo: storyBrandLogo(name, index),
        }))}
        renderLink={renderLink}
      />
      <BlogTeaser
        title={titles.blog[code]}
        blogHref="/blog"
        items={storyPosts.slice(0, 3).map((post, index) => ({
          id: post.id,
          title: <StoryText {...post.title} />,
          href: `/blog/${post.slug}`,
          imageSrc: storyPhoto(index),
          date: post.date,
          categories: post.categories.slice(0, 1).map((category) => ({
            id: category.id,
            label: <StoryText {...category.label} />,
          })),
        }))}
        renderLink={renderLink}
      />
    </Container>
  );
}

const meta = {
  title: "Screens/Home",
  component: HomeScreen,
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    // one h2 per widget, in the layout's order
    const headings = canvas.getAllByRole("heading", { level: 2 });
    await expect(headings.length).toBeGreaterThanOrEqual(7);
    await expect(canvas.getAllByRole("link", { name: /Tümünü Gör|عرض الكل/ })).toHaveLength(2);
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
