import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import {
  type AdminListPageProps,
  type AdminListQuery,
  AdminListScreen,
  AdminTitleCell,
  useAdminListTexts,
} from "../admin-list-screen/index.ts";
import type { SelectOption } from "../select/select.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.blog.caption" },
  filters: { id: "admin.blog.filters" },
  add: { id: "admin.blog.add" },
  title: { id: "admin.contentEdit.title" },
  category: { id: "admin.contentEdit.category" },
  allCategories: { id: "admin.blog.allCategories" },
  published: { id: "admin.blog.publishedAt" },
  views: { id: "admin.blog.views" },
  inactive: { id: "admin.contents.inactive" },
  scheduled: { id: "admin.blog.scheduled" },
  empty: { id: "admin.blog.empty" },
  noMatch: { id: "admin.blog.noMatch" },
});

/** The list's state, as the app reads it from the URL. */
export interface AdminBlogQuery extends AdminListQuery {
  /** A category's id, or "" for every category. */
  category: string;
}

export interface AdminBlogRow {
  id: string;
  title: string;
  code: string;
  category: string;
  isActive: boolean;
  /** ISO 8601. */
  publishedAt: string;
  /** The publication time is still to come. */
  scheduled?: boolean;
  viewCount: number;
  editHref: string;
}

export type AdminBlogListScreenProps = AdminListPageProps<AdminBlogQuery> & {
  posts: readonly AdminBlogRow[];
  categories: readonly SelectOption[];
  newHref: string;
};

/** The blog's posts: searched by title or code, filtered by category, newest first, paged. */
export function AdminBlogListScreen({
  posts,
  categories,
  newHref,
  ...props
}: AdminBlogListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const texts = useAdminListTexts(messages);
  return (
    <AdminListScreen
      data-slot="admin-blog-list-screen"
      rows={posts}
      {...texts}
      filters={[
        {
          name: "category",
          label: t("category"),
          allLabel: t("allCategories"),
          options: categories,
        },
      ]}
      addLink={{ href: newHref, label: t("add") }}
      columns={[
        {
          id: "title",
          header: t("title"),
          cell: (row) => (
            <AdminTitleCell
              title={row.title}
              href={row.editHref}
              code={row.code}
              renderLink={props.renderLink}
              status={
                !row.isActive
                  ? { label: t("inactive"), variant: "neutral" }
                  : row.scheduled && { label: t("scheduled"), variant: "warning" }
              }
            />
          ),
        },
        { id: "category", header: t("category"), cell: (row) => row.category },
        {
          id: "published",
          header: t("published"),
          nowrap: true,
          cell: (row) => intl.formatDate(row.publishedAt, { dateStyle: "medium" }),
        },
        {
          id: "views",
          header: t("views"),
          align: "end",
          cell: (row) => intl.formatNumber(row.viewCount),
        },
      ]}
      {...props}
    />
  );
}
