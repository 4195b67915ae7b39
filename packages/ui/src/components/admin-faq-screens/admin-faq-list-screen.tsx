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
  caption: { id: "admin.faq.caption" },
  filters: { id: "admin.faq.filters" },
  add: { id: "admin.faq.add" },
  question: { id: "admin.faq.question" },
  category: { id: "admin.contentEdit.category" },
  allCategories: { id: "admin.blog.allCategories" },
  sortOrder: { id: "admin.contentEdit.sortOrder" },
  inactive: { id: "admin.productList.inactiveOnly" },
  empty: { id: "admin.faq.empty" },
  noMatch: { id: "admin.faq.noMatch" },
});

/** The list's state, as the app reads it from the URL. */
export interface AdminFaqQuery extends AdminListQuery {
  /** A category's id, or "" for every category. */
  category: string;
}

export interface AdminFaqRow {
  id: string;
  question: string;
  category: string;
  sortOrder: number;
  isActive: boolean;
  editHref: string;
}

export type AdminFaqListScreenProps = AdminListPageProps<AdminFaqQuery> & {
  faqs: readonly AdminFaqRow[];
  categories: readonly SelectOption[];
  newHref: string;
};

/** The FAQ's questions: searched, filtered by category, in the shop's order, paged. */
export function AdminFaqListScreen({
  faqs,
  categories,
  newHref,
  ...props
}: AdminFaqListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const texts = useAdminListTexts(messages);
  return (
    <AdminListScreen
      data-slot="admin-faq-list-screen"
      rows={faqs}
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
          id: "question",
          header: t("question"),
          cell: (row) => (
            <AdminTitleCell
              title={row.question}
              href={row.editHref}
              renderLink={props.renderLink}
              className="min-w-48"
              status={!row.isActive && { label: t("inactive"), variant: "neutral" }}
            />
          ),
        },
        { id: "category", header: t("category"), cell: (row) => row.category },
        {
          id: "sort-order",
          header: t("sortOrder"),
          align: "end",
          cell: (row) => intl.formatNumber(row.sortOrder),
        },
      ]}
      {...props}
    />
  );
}
