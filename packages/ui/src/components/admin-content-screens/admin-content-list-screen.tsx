import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import {
  type AdminListPageProps,
  type AdminListQuery,
  AdminListScreen,
  AdminTitleCell,
  useAdminListTexts,
} from "../admin-list-screen/index.ts";

const messages = defineUiMessages({
  caption: { id: "admin.contents.caption" },
  filters: { id: "admin.contents.filters" },
  add: { id: "admin.contents.add" },
  title: { id: "admin.contentEdit.title" },
  category: { id: "admin.contentEdit.category" },
  updated: { id: "admin.contents.updated" },
  inactive: { id: "admin.contents.inactive" },
  empty: { id: "admin.contents.empty" },
  noMatch: { id: "admin.contents.noMatch" },
});

/** The list's state, as the app reads it from the URL: the search text and the page. */
export type AdminContentQuery = AdminListQuery;

export interface AdminContentRow {
  id: string;
  title: string;
  code: string;
  category: string | null;
  isActive: boolean;
  /** ISO 8601. */
  updatedAt: string;
  editHref: string;
}

export type AdminContentListScreenProps = AdminListPageProps<AdminContentQuery> & {
  contents: readonly AdminContentRow[];
  newHref: string;
};

/** The content pages: searched by title or code, newest change first, paged through links. */
export function AdminContentListScreen({
  contents,
  newHref,
  ...props
}: AdminContentListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const texts = useAdminListTexts(messages);
  return (
    <AdminListScreen
      data-slot="admin-content-list-screen"
      rows={contents}
      {...texts}
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
              status={!row.isActive && { label: t("inactive"), variant: "neutral" }}
            />
          ),
        },
        { id: "category", header: t("category"), cell: (row) => row.category ?? "—" },
        {
          id: "updated",
          header: t("updated"),
          nowrap: true,
          cell: (row) => intl.formatDate(row.updatedAt, { dateStyle: "medium" }),
        },
      ]}
      {...props}
    />
  );
}
