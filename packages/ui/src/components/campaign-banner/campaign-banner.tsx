import { ArrowRight, BadgePercent } from "lucide-react";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { buttonVariants } from "../button/button.tsx";
import { WidgetSection } from "../product-showcase/widget-section.tsx";

const messages = defineUiMessages({
  cta: { id: "product.campaignBanner.cta", description: "The call to action on a banner" },
  label: { id: "product.campaignBanner.label", description: "Name of a row of banners" },
});

export interface CampaignBannerItem {
  id: string;
  title: string;
  text?: string;
  href: string;
  /** The banner's picture; absent or null shows a plain brand-coloured panel. */
  image?: string | null;
  /** Describe the picture only when it says more than the title; empty by default. */
  imageAlt?: string;
  /** The call to action ("Alışverişe başla"); "Keşfet" by default. */
  cta?: string;
}

export type CampaignBannerProps = Omit<ComponentProps<"article">, "title" | "children"> &
  Omit<CampaignBannerItem, "id"> & {
    /** "stacked": picture above the text (banners in a row); "overlay": text on the picture (hero). */
    layout?: "stacked" | "overlay";
    renderLink?: RenderLayoutLink;
    headingLevel?: 2 | 3 | 4;
    /** Load the image eagerly (banners above the fold). */
    priority?: boolean;
  };

/** One campaign banner: picture, title, text and a link to the campaign (the whole banner). */
export function CampaignBanner({
  title,
  text,
  href,
  image,
  imageAlt = "",
  cta,
  layout = "stacked",
  renderLink,
  headingLevel = 3,
  priority = false,
  className,
  ...props
}: CampaignBannerProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const overlay = layout === "overlay";
  return (
    <article
      data-slot="campaign-banner"
      data-layout={layout}
      className={cn(
        "group relative flex overflow-hidden rounded-lg border border-border-subtle bg-surface",
        "transition-shadow duration-fast ease-standard hover:shadow-md",
        "has-[[data-slot=campaign-banner-link]:focus-visible]:outline-2 has-[[data-slot=campaign-banner-link]:focus-visible]:outline-offset-2 has-[[data-slot=campaign-banner-link]:focus-visible]:outline-focus",
        overlay ? "min-h-72 items-end md:min-h-96" : "flex-col",
        className,
      )}
      {...props}
    >
      <div
        data-slot="campaign-banner-media"
        className={cn(
          "overflow-hidden bg-brand-subtle",
          overlay ? "absolute inset-0" : "aspect-[555/260] w-full",
        )}
      >
        {image ? (
          <img
            data-slot="campaign-banner-image"
            src={image}
            alt={imageAlt}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            decoding="async"
            className="size-full object-cover transition-transform duration-slow ease-standard group-hover:scale-[1.02]"
          />
        ) : (
          <div
            data-slot="campaign-banner-placeholder"
            className={cn(
              "flex size-full text-brand-fg",
              overlay ? "justify-end p-8" : "items-center justify-center",
            )}
          >
            <BadgePercent aria-hidden="true" className="size-16 opacity-40" strokeWidth={1.5} />
          </div>
        )}
      </div>
      <div
        data-slot="campaign-banner-body"
        className={cn(
          "relative flex flex-col items-start gap-2",
          overlay ? "m-4 max-w-md rounded-lg bg-surface p-5 shadow-md md:m-8 md:p-6" : "flex-1 p-4",
        )}
      >
        <Heading
          data-slot="campaign-banner-title"
          className={cn(
            "font-semibold text-fg-strong [overflow-wrap:anywhere]",
            overlay ? "text-heading-sm md:text-heading-md" : "text-body-lg",
          )}
        >
          <LayoutLink
            render={renderLink}
            href={href}
            data-slot="campaign-banner-link"
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-fg"
          >
            {title}
          </LayoutLink>
        </Heading>
        {text && (
          <p
            data-slot="campaign-banner-text"
            className="line-clamp-3 text-body-sm text-fg-muted [overflow-wrap:anywhere]"
          >
            {text}
          </p>
        )}
        <span
          data-slot="campaign-banner-cta"
          aria-hidden="true"
          className={cn(
            buttonVariants({ variant: overlay ? "primary" : "link", size: "sm" }),
            "mt-auto",
            overlay && "mt-2",
          )}
        >
          {cta ?? intl.formatMessage(messages.cta)}
          <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
        </span>
      </div>
    </article>
  );
}

export type CampaignBannersProps = Omit<ComponentProps<"section">, "title" | "children"> & {
  items: readonly CampaignBannerItem[];
  /** The widget's title; without it the row is named "Kampanyalar" for screen readers only. */
  title?: string;
  renderLink?: RenderLayoutLink;
  headingLevel?: 2 | 3;
  /** The row opens the page: its first picture is the page's largest paint, fetched first. */
  priority?: boolean;
};

/** Several banners side by side (stacked on phones); renders nothing without items. */
export function CampaignBanners({
  items,
  title,
  renderLink,
  headingLevel = 2,
  priority = false,
  className,
  ...props
}: CampaignBannersProps) {
  const intl = useIntl();
  if (items.length === 0) return null;
  const columns =
    items.length === 1
      ? ""
      : items.length % 3 === 0
        ? "sm:grid-cols-2 lg:grid-cols-3"
        : "sm:grid-cols-2";
  return (
    <WidgetSection
      slot="campaign-banners"
      title={title ?? intl.formatMessage(messages.label)}
      titleHidden={!title}
      headingLevel={headingLevel}
      className={className}
      {...props}
    >
      <ul data-slot="campaign-banners-list" className={cn("grid gap-4", columns)}>
        {items.map(({ id, ...item }, index) => (
          <li key={id} className="flex min-w-0">
            <CampaignBanner
              {...item}
              priority={priority && index === 0}
              renderLink={renderLink}
              headingLevel={headingLevel === 2 ? 3 : 4}
              className="w-full"
            />
          </li>
        ))}
      </ul>
    </WidgetSection>
  );
}
