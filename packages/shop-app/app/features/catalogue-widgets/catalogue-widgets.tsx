// The catalogue and blog widgets a page layout can hold (showcases, banners, category and brand
// blocks, campaigns, blog lists), rendered from the data their page's loader fetched
// (widget-data.server.ts). The shell's registry renders the rest.
import type { BlogPost, Brand, Campaign, CategoryNode, Showcase } from "@shop/api/contract";
import {
  BlogTeaser,
  BrandStrip,
  CampaignBanners,
  CategoryBlocks,
  MostReadPanel,
  ProductCard,
  ProductShowcase,
} from "@shop/ui";
import { currencyCodeOf } from "../../lib/currency.ts";
import { type Locale, localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { toProductCardProps } from "../../lib/product-card.ts";
import type { RootData } from "../../lib/root-data.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { WidgetRegistry } from "../../lib/widget-registry.ts";

const seoPath = (seoLink: string, locale: Locale) => localizePath(`/${seoLink}`, locale);

// `links` and `title` hold one entry per language (seo links differ by language); `link` is the
// Turkish path that older layouts carry alone.
interface BannerItem {
  image?: string;
  imageM?: string;
  link?: string;
  links?: Partial<Record<Locale, string>>;
  title?: Partial<Record<Locale, string>>;
}

function bannerItems(config: Record<string, unknown>): BannerItem[] {
  return Array.isArray(config.items) ? (config.items as BannerItem[]) : [];
}

function showcaseWidget(showcase: Showcase, root: RootData) {
  // A showcase of the newest products is the start of the new-arrivals page.
  const seeAll =
    showcase.kind === "newest" ? { seeAllHref: localizePath(paths.newArrivals, root.locale) } : {};
  return (
    <ProductShowcase title={showcase.title} layout="rail" renderLink={renderRouterLink} {...seeAll}>
      {showcase.products.map((product) => (
        <ProductCard
          key={product.id}
          {...toProductCardProps(product, root.locale)}
          currency={currencyCodeOf(product.currency_id)}
          placeholderImage={root.customer.config.noImageProduct}
          renderLink={renderRouterLink}
        />
      ))}
    </ProductShowcase>
  );
}

export const catalogueWidgets: WidgetRegistry = {
  product_showcase: (_widget, root, data) =>
    data && (data as Showcase).products.length > 0 ? showcaseWidget(data as Showcase, root) : null,
  category_list: (widget, root, data) => {
    const categories = (data as CategoryNode[] | undefined) ?? [];
    if (categories.length === 0) return null;
    return (
      <CategoryBlocks
        {...(widget.title ? { title: widget.title } : {})}
        items={categories.map((category) => ({
          id: String(category.id),
          name: category.name,
          href: seoPath(category.seo_link, root.locale),
          image: category.image_path,
        }))}
        renderLink={renderRouterLink}
      />
    );
  },
  brand_list: (widget, root, data) => {
    const brands = (data as Brand[] | undefined) ?? [];
    if (brands.length === 0) return null;
    return (
      <BrandStrip
        {...(widget.title ? { title: widget.title } : {})}
        items={brands.map((brand) => ({
          id: String(brand.id),
          name: brand.name,
          href: seoPath(brand.seo_link, root.locale),
          logo: brand.logo_path,
        }))}
        renderLink={renderRouterLink}
      />
    );
  },
  campaign_list: (widget, root, data) => {
    const campaigns = (data as Campaign[] | undefined) ?? [];
    if (campaigns.length === 0) return null;
    return (
      <CampaignBanners
        {...(widget.title ? { title: widget.title } : {})}
        items={campaigns.map((campaign) => ({
          id: String(campaign.id),
          title: campaign.name,
          href: localizePath(paths.campaign, root.locale),
          image: campaign.image_path,
        }))}
        renderLink={renderRouterLink}
      />
    );
  },
  banner: (widget, root) => bannersOf(widget.id, widget.content, widget.config, root),
  // A slider heads its page (the home page's first widget): its first picture is fetched first.
  slider: (widget, root) => bannersOf(widget.id, widget.content, widget.config, root, true),
  blog_list: (widget, root, data) => {
    const posts = (data as BlogPost[] | undefined) ?? [];
    if (posts.length === 0) return null;
    return (
      <BlogTeaser
        {...(widget.title ? { title: widget.title } : {})}
        items={posts.map((post) => ({
          id: String(post.id),
          title: post.title,
          href: seoPath(post.seo_link, root.locale),
          date: post.published_at,
          ...(post.image_path_m ? { imageSrc: post.image_path_m } : {}),
          ...(post.summary ? { excerpt: post.summary } : {}),
          categories: [{ id: String(post.category.id), label: post.category.name }],
        }))}
        renderLink={renderRouterLink}
      />
    );
  },
  most_read: (widget, root, data) => {
    const posts = (data as BlogPost[] | undefined) ?? [];
    if (posts.length === 0) return null;
    return (
      <MostReadPanel
        {...(widget.title ? { title: widget.title } : {})}
        items={posts.map((post) => ({
          id: String(post.id),
          title: post.title,
          href: seoPath(post.seo_link, root.locale),
          date: post.published_at,
          views: post.view_count,
        }))}
        renderLink={renderRouterLink}
      />
    );
  },
};

function bannersOf(
  id: number,
  alt: string | null,
  config: Record<string, unknown>,
  root: RootData,
  priority = false,
) {
  const items = bannerItems(config).filter((item) => item.image);
  if (items.length === 0) return null;
  return (
    <CampaignBanners
      items={items.map((item, index) => ({
        id: `${id}-${index}`,
        title: item.title?.[root.locale] ?? alt ?? "",
        href: item.links?.[root.locale] ?? localizePath(item.link ?? paths.campaign, root.locale),
        image: item.imageM ?? item.image ?? null,
      }))}
      renderLink={renderRouterLink}
      priority={priority}
    />
  );
}
