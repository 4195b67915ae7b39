import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import type { RenderLayoutLink } from "../../provider/link.tsx";
import { type NewsItem, type NewsLinkProps, NewsList } from "../news-list/news-list.tsx";
import { WidgetSection } from "../product-showcase/widget-section.tsx";

const messages = defineUiMessages({
  title: { id: "product.blogTeaser.title", description: "Default title of the latest posts" },
  seeAll: { id: "product.blogTeaser.seeAll", description: "Link to the blog" },
});

export type BlogTeaserProps = Omit<ComponentProps<"section">, "title" | "children"> & {
  /** The latest posts: picture, category labels, title, date (YYYY-MM-DD) and link. */
  items: readonly NewsItem[];
  /** The widget's title; "Blogdan" by default. */
  title?: string;
  /** The blog's address: shows an "all posts" link. */
  blogHref?: string;
  renderLink?: RenderLayoutLink;
  loading?: boolean;
  headingLevel?: 2 | 3;
};

/** The latest blog posts on the home page; nothing without posts (unless loading). */
export function BlogTeaser({
  items,
  title,
  blogHref,
  renderLink,
  loading = false,
  headingLevel = 2,
  className,
  ...props
}: BlogTeaserProps) {
  const intl = useIntl();
  if (!loading && items.length === 0) return null;
  return (
    <WidgetSection
      slot="blog-teaser"
      title={title ?? intl.formatMessage(messages.title)}
      headingLevel={headingLevel}
      link={blogHref ? { href: blogHref, label: intl.formatMessage(messages.seeAll) } : undefined}
      renderLink={renderLink}
      className={className}
      {...props}
    >
      <NewsList
        items={[...items]}
        loading={loading}
        loadingCount={3}
        headingLevel={headingLevel === 2 ? 3 : 4}
        {...(renderLink
          ? {
              renderLink: (link: NewsLinkProps) =>
                renderLink(link as Parameters<RenderLayoutLink>[0]),
            }
          : {})}
      />
    </WidgetSection>
  );
}
