import type { ComponentProps, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Badge } from "../badge/badge.tsx";
import {
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  Breadcrumbs,
} from "../breadcrumbs/breadcrumbs.tsx";

const messages = defineUiMessages({
  published: { id: "screens.article.published", description: "Before a blog post's date" },
  views: { id: "screens.article.views", description: "How many times a post was read" },
});

export type ArticleScreenProps = Omit<ComponentProps<"article">, "title"> & {
  title: string;
  /** The admin's HTML (content pages, blog posts), rendered as the admin wrote it. */
  html: string;
  breadcrumbs?: BreadcrumbItem[];
  renderBreadcrumbLink?: (props: BreadcrumbLinkProps) => ReactNode;
  /** A blog post's category label. */
  category?: string;
  /** YYYY-MM-DD */
  publishedAt?: string;
  viewCount?: number;
  image?: { src: string; alt?: string; width?: number; height?: number };
};

/** A content page or a blog post: title, optional post details and picture, and the body. */
function ArticleScreen({
  title,
  html,
  breadcrumbs,
  renderBreadcrumbLink,
  category,
  publishedAt,
  viewCount,
  image,
  className,
  ...props
}: ArticleScreenProps) {
  const intl = useIntl();
  const hasDetails = Boolean(category || publishedAt || viewCount !== undefined);
  return (
    <article
      data-slot="article-screen"
      className={cn("mx-auto flex w-full max-w-3xl flex-col gap-4 py-6", className)}
      {...props}
    >
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs
          items={breadcrumbs}
          {...(renderBreadcrumbLink ? { renderLink: renderBreadcrumbLink } : {})}
        />
      )}
      <h1 data-slot="article-title" className="text-heading-lg font-bold text-fg-strong">
        {title}
      </h1>
      {hasDetails && (
        <p
          data-slot="article-details"
          className="flex flex-wrap items-center gap-3 text-body-sm text-fg-muted"
        >
          {category && <Badge variant="brand">{category}</Badge>}
          {publishedAt && (
            <span>
              {intl.formatMessage(messages.published)}{" "}
              <time dateTime={publishedAt} dir="ltr">
                {publishedAt}
              </time>
            </span>
          )}
          {viewCount !== undefined && (
            <span>{intl.formatMessage(messages.views, { count: viewCount })}</span>
          )}
        </p>
      )}
      {image && (
        <img
          data-slot="article-image"
          src={image.src}
          alt={image.alt ?? ""}
          width={image.width}
          height={image.height}
          className="h-auto w-full rounded-lg bg-surface-muted object-cover"
        />
      )}
      <div
        data-slot="article-body"
        className="flex flex-col gap-3 text-body leading-relaxed text-fg [&_a]:text-brand [&_a]:underline [&_h2]:text-heading-sm [&_h2]:font-semibold [&_h2]:text-fg-strong [&_h3]:font-semibold [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the admin's own HTML (ARCHITECTURE.md)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}

export { ArticleScreen };
