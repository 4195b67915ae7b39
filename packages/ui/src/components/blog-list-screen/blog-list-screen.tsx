import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink } from "../../provider/link.tsx";
import { type BreadcrumbItem, Breadcrumbs } from "../breadcrumbs/index.ts";
import { type MostReadItem, MostReadPanel } from "../most-read-panel/most-read-panel.tsx";
import { type NewsItem, type NewsLinkProps, NewsList } from "../news-list/news-list.tsx";
import { Pagination } from "../pagination/pagination.tsx";

const messages = defineUiMessages({
  title: { id: "screens.blogList.title", description: "Heading of the blog page" },
  categories: {
    id: "screens.blogList.categories",
    description: "Accessible name of the blog's category links",
  },
  all: { id: "screens.blogList.all", description: "The category link that shows every post" },
});

export interface BlogListCategory {
  id: string;
  label: string;
  href: string;
}

export type BlogListScreenProps = Omit<ComponentProps<"div">, "children" | "title"> & {
  /** The page heading; "Blog" by default, the category's name on a category's page. */
  title?: ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** The link to every post, first in the category links. */
  allHref: string;
  categories: BlogListCategory[];
  /** The id of the category shown; absent: every post. */
  currentCategoryId?: string;
  posts: NewsItem[];
  page: number;
  pageCount: number;
  getPageHref: (page: number) => string;
  /** The most-read panel beside the list; hidden when empty. */
  mostRead?: MostReadItem[];
  /** Renders every link (the app's router link); a plain `<a>` by default. */
  renderLink?: (props: NewsLinkProps) => ReactElement;
};

/** The blog: category links, the posts of a page with paging, and the most-read panel. */
function BlogListScreen({
  title,
  breadcrumbs,
  allHref,
  categories,
  currentCategoryId,
  posts,
  page,
  pageCount,
  getPageHref,
  mostRead = [],
  renderLink,
  className,
  ...props
}: BlogListScreenProps) {
  const intl = useIntl();
  const categoryLink = (id: string | undefined, href: string, label: ReactNode) => {
    const current = id === currentCategoryId;
    return (
      <li key={id ?? "all"}>
        <LayoutLink
          href={href}
          render={renderLink}
          data-slot="blog-list-category"
          aria-current={current ? "page" : undefined}
          className={cn(
            "inline-flex min-h-10 items-center rounded-full border px-4 text-body-sm",
            current
              ? "border-brand bg-brand text-fg-on-brand"
              : "border-border bg-surface text-fg hover:border-brand hover:text-brand",
          )}
        >
          {label}
        </LayoutLink>
      </li>
    );
  };

  return (
    <div data-slot="blog-list-screen" className={cn("flex flex-col gap-6", className)} {...props}>
      {breadcrumbs && (
        <Breadcrumbs
          items={breadcrumbs}
          {...(renderLink
            ? { renderLink: ({ href, children }) => renderLink({ href, children }) }
            : {})}
        />
      )}
      <h1 data-slot="blog-list-title" className="text-heading-lg font-bold text-fg-strong">
        {title ?? intl.formatMessage(messages.title)}
      </h1>
      {categories.length > 0 && (
        <nav aria-label={intl.formatMessage(messages.categories)}>
          <ul data-slot="blog-list-categories" className="flex flex-wrap gap-2">
            {categoryLink(undefined, allHref, intl.formatMessage(messages.all))}
            {categories.map((category) => categoryLink(category.id, category.href, category.label))}
          </ul>
        </nav>
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex flex-col gap-6">
          <NewsList items={posts} headingLevel={2} renderLink={renderLink} />
          {pageCount > 1 && (
            <Pagination
              page={page}
              pageCount={pageCount}
              getHref={getPageHref}
              {...(renderLink
                ? { renderLink: ({ href, children }) => renderLink({ href, children }) }
                : {})}
            />
          )}
        </div>
        {mostRead.length > 0 && (
          <aside data-slot="blog-list-aside">
            <MostReadPanel items={mostRead} renderLink={renderLink} />
          </aside>
        )}
      </div>
    </div>
  );
}

export { BlogListScreen };
