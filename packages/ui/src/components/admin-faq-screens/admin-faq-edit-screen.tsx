import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import {
  type AdminContentLanguage,
  type AdminTranslatedEditScreenProps,
  AdminTranslatedForm,
} from "../admin-translated-form/admin-translated-form.tsx";

const messages = defineUiMessages({
  textsHint: { id: "admin.faqEdit.textsHint" },
  chooseCategory: { id: "admin.blogEdit.chooseCategory" },
  question: { id: "admin.faq.question" },
  answer: { id: "admin.faq.answer" },
  bodyHint: { id: "admin.contentEdit.bodyHint" },
  create: { id: "admin.faqEdit.create" },
  removeTitle: { id: "admin.faqEdit.deleteTitle" },
  removeText: { id: "admin.faqEdit.deleteText" },
});

export const ADMIN_FAQ_TEXT_FIELDS = ["question", "answer"] as const;
export type AdminFaqTextField = (typeof ADMIN_FAQ_TEXT_FIELDS)[number];
export type AdminFaqTexts = Record<AdminFaqTextField, string>;

export interface AdminFaqValues {
  faq_category_id: string;
  sort_order: number;
  is_active: boolean;
  texts: Record<AdminContentLanguage, AdminFaqTexts>;
}

export type AdminFaqEditScreenProps = AdminTranslatedEditScreenProps<AdminFaqValues>;

/**
 * Adding or changing a FAQ entry: its category, order and state, and its question and answer per
 * language, the answer in a rich-text editor (right to left for Arabic).
 */
export function AdminFaqEditScreen({ values, categories, ...props }: AdminFaqEditScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, vars?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], vars);
  return (
    <AdminTranslatedForm
      data-slot="admin-faq-edit-screen"
      categories={categories}
      texts={values.texts}
      textFields={[
        {
          name: "question",
          label: t("question"),
          control: "input",
          maxLength: 300,
          required: true,
          span: "full",
        },
        {
          name: "answer",
          label: t("answer"),
          control: "rich-text",
          required: true,
          span: "full",
          hint: t("bodyHint"),
        },
      ]}
      textsHint={t("textsHint")}
      general={({ category, sortOrder, active }) => (
        <>
          {category("faq_category_id", values.faq_category_id, {
            noneLabel: t("chooseCategory"),
            required: true,
          })}
          {sortOrder(values.sort_order)}
          {active(values.is_active)}
        </>
      )}
      createLabel={t("create")}
      deleteTitle={t("removeTitle")}
      deleteText={t("removeText", { title: values.texts.tr.question })}
      {...props}
    />
  );
}
