// Content pages and blog posts at /{seoLink}: the admin's HTML in the ui ArticleScreen.
import type { BlogPost, BlogPostDetail, ContentPage } from "@shop/api/contract";
import { ArticleScreen, BlogTeaser } from "@shop/ui";
import type { ReactNode } from "react";
import { formatAppMessage } from "../../i18n/messages.ts";
import { type Locale, localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { blogListPath } from "../blog/blog-links.ts";
import { toNewsItem } from "../blog/blog-posts.ts";
import { useCountView } from "../blog/use-count-view.ts";
import { renderRouterLink } from "../layout/router-link.tsx";

function crumbLink({ href, children }: { href: string; children: ReactNode }) {
  return renderRouterLink({ href, children });
}

export function ContentArticle({ content, locale }: { content: ContentPage; locale: Locale }) {
  return (
    <ArticleScreen
      title={content.title}
      html={content.description}
      breadcrumbs={[
        { label: formatAppMessage(locale, "app.page.home"), href: localizePath("/", locale) },
        { label: content.title },
      ]}
      renderBreadcrumbLink={crumbLink}
    />
  );
}

export function BlogArticle({
  post,
  others,
  locale,
}: {
  post: BlogPostDetail;
  others: BlogPost[];
  locale: Locale;
}) {
  useCountView(post.id, locale);
  return (
    <>
      <ArticleScreen
        title={post.title}
        html={post.body}
        category={post.category.name}
        publishedAt={post.published_at}
        viewCount={post.view_count}
        {...(post.image_path ? { image: { src: post.image_path, alt: post.title } } : {})}
        breadcrumbs={[
          { label: formatAppMessage(locale, "app.page.home"), href: localizePath("/", locale) },
          {
            label: formatAppMessage(locale, "app.page.blog"),
            href: localizePath(paths.blog, locale),
          },
          { label: post.category.name, href: blogListPath(locale, post.category.id) },
          { label: post.title },
        ]}
        renderBreadcrumbLink={crumbLink}
      />
      <BlogTeaser
        title={formatAppMessage(locale, "app.blog.otherPosts")}
        items={others.map((other) => toNewsItem(other, locale))}
        renderLink={renderRouterLink}
      />
    </>
  );
}
