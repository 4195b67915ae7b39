import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { FormGridItem } from "../admin-form/admin-form.tsx";
import {
  type AdminContentLanguage,
  type AdminTranslatedEditScreenProps,
  AdminTranslatedForm,
  usePageTextFields,
} from "../admin-translated-form/admin-translated-form.tsx";

const messages = defineUiMessages({
  textsHint: { id: "admin.contentEdit.textsHint" },
  none: { id: "admin.productEdit.none" },
  isActive: { id: "admin.productEdit.isActive" },
  showInFooter: { id: "admin.contentEdit.showInFooter" },
  create: { id: "admin.contentEdit.create" },
  removeTitle: { id: "admin.contentEdit.deleteTitle" },
  removeText: { id: "admin.contentEdit.deleteText" },
});

export const ADMIN_CONTENT_TEXT_FIELDS = [
  "title",
  "body",
  "seo_link",
  "seo_title",
  "seo_description",
] as const;
export type AdminContentTextField = (typeof ADMIN_CONTENT_TEXT_FIELDS)[number];
export type AdminContentTexts = Record<AdminContentTextField, string>;

export interface AdminContentValues {
  content_category_id: string;
  sort_order: number;
  is_active: boolean;
  show_in_footer: boolean;
  texts: Record<AdminContentLanguage, AdminContentTexts>;
}

export type AdminContentEditScreenProps = AdminTranslatedEditScreenProps<AdminContentValues>;

/**
 * Creating or changing a content page: where it is filed and whether it shows, and its texts per
 * language, the body in a rich-text editor (RTL for Arabic).
 */
export function AdminContentEditScreen({
  values,
  categories,
  ...props
}: AdminContentEditScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, vars?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], vars);
  const page = usePageTextFields();
  return (
    <AdminTranslatedForm
      data-slot="admin-content-edit-screen"
      categories={categories}
      texts={values.texts}
      textFields={[page.title, page.body, page.seoLink, page.seoTitle, page.seoDescription]}
      textsHint={t("textsHint")}
      general={({ category, sortOrder, checkbox }) => (
        <>
          {category("content_category_id", values.content_category_id, { noneLabel: t("none") })}
          {sortOrder(values.sort_order)}
          <FormGridItem span="full" className="flex flex-wrap gap-6">
            {checkbox("is_active", t("isActive"), values.is_active)}
            {checkbox("show_in_footer", t("showInFooter"), values.show_in_footer)}
          </FormGridItem>
        </>
      )}
      createLabel={t("create")}
      deleteTitle={t("removeTitle")}
      deleteText={t("removeText", { title: values.texts.tr.title })}
      {...props}
    />
  );
}
