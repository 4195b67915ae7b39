// Content pages and blog posts at /{seoLink}: the admin's HTML in the ui ArticleScreen. A post
// takes its links and view count from the blog feature, so this lives with its route.
import type { BlogPost, BlogPostDetail, ContentLink, ContentPage } from "@shop/api/contract";
import { ArticleScreen, BlogTeaser, ContentNav } from "@shop/ui";
import type { ReactNode } from "react";
import { blogListPath } from "../../features/blog/blog-links.ts";
import { toNewsItem } from "../../features/blog/blog-posts.ts";
import { useCountView } from "../../features/blog/use-count-view.ts";
import { formatAppMessage } from "../../i18n/messages.ts";
import { type Locale, localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";

function crumbLink({ href, children }: { href: string; children: ReactNode }) {
  return renderRouterLink({ href, children });
}

export function ContentArticle({
  content,
  siblings,
  locale,
}: {
  content: ContentPage;
  /** The other pages of the page's category, for the navigation beside it. */
  siblings: ContentLink[];
  locale: Locale;
}) {
  const article = (
    <ArticleScreen
      title={content.title}
      html={content.description}
      breadcrumbs={[
        { label: formatAppMessage(locale, "app.page.home"), href: localizePath("/", locale) },
        ...(content.category ? [{ label: content.category.name }] : []),
        { label: content.title },
      ]}
      renderBreadcrumbLink={crumbLink}
    />
  );
  if (!content.category || siblings.length < 2) return article;
  return (
    <div className="grid gap-6 py-6 md:grid-cols-[16rem_minmax(0,1fr)]">
      <ContentNav
        className="self-start"
        title={content.category.name}
        links={siblings.map((link) => ({
          id: String(link.id),
          title: link.title,
          href: localizePath(`/${link.seo_link}`, locale),
        }))}
        currentId={String(content.id)}
        renderLink={renderRouterLink}
      />
      {article}
    </div>
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
