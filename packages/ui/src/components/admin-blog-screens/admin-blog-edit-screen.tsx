import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import {
  type AdminContentLanguage,
  type AdminTranslatedEditScreenProps,
  AdminTranslatedForm,
  usePageTextFields,
} from "../admin-translated-form/admin-translated-form.tsx";
import { Input } from "../input/input.tsx";
import { BlogCoverField, type BlogCoverFieldProps } from "./blog-cover-field.tsx";

const messages = defineUiMessages({
  textsHint: { id: "admin.blogEdit.textsHint" },
  chooseCategory: { id: "admin.blogEdit.chooseCategory" },
  author: { id: "admin.blogEdit.author" },
  publishedAt: { id: "admin.blog.publishedAt" },
  publishedAtHint: { id: "admin.blogEdit.publishedAtHint" },
  summary: { id: "admin.blogEdit.summary" },
  seoKeywords: { id: "admin.blogEdit.seoKeywords" },
  create: { id: "admin.blogEdit.create" },
  removeTitle: { id: "admin.blogEdit.deleteTitle" },
  removeText: { id: "admin.contentEdit.deleteText" },
});

export const ADMIN_BLOG_TEXT_FIELDS = [
  "title",
  "summary",
  "body",
  "seo_link",
  "seo_title",
  "seo_keywords",
  "seo_description",
] as const;
export type AdminBlogTextField = (typeof ADMIN_BLOG_TEXT_FIELDS)[number];
export type AdminBlogTexts = Record<AdminBlogTextField, string>;

export interface AdminBlogValues {
  blog_category_id: string;
  author_name: string;
  image_path: string;
  /** As a datetime-local field holds it (YYYY-MM-DDTHH:mm, the admin's time), or "". */
  published_at: string;
  is_active: boolean;
  texts: Record<AdminContentLanguage, AdminBlogTexts>;
}

export type AdminBlogEditScreenProps = AdminTranslatedEditScreenProps<AdminBlogValues> & {
  onUploadCover?: BlogCoverFieldProps["onUpload"];
  coverMaxBytes?: number;
};

/**
 * Writing or changing a blog post: its category, author, cover, publication time and state, and
 * its texts per language with the body in a rich-text editor (right to left for Arabic).
 */
export function AdminBlogEditScreen({
  values,
  categories,
  onUploadCover,
  coverMaxBytes,
  ...props
}: AdminBlogEditScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, vars?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], vars);
  const page = usePageTextFields();
  return (
    <AdminTranslatedForm
      data-slot="admin-blog-edit-screen"
      categories={categories}
      texts={values.texts}
      textFields={[
        page.title,
        {
          name: "summary",
          label: t("summary"),
          control: "textarea",
          rows: 2,
          maxLength: 500,
          span: "full",
        },
        page.body,
        page.seoLink,
        page.seoTitle,
        { name: "seo_keywords", label: t("seoKeywords"), control: "input", maxLength: 300 },
        page.seoDescription,
      ]}
      textsHint={t("textsHint")}
      general={({ field, category, active }) => (
        <>
          {category("blog_category_id", values.blog_category_id, {
            noneLabel: t("chooseCategory"),
            required: true,
          })}
          {field(
            "author_name",
            t("author"),
            <Input name="author_name" defaultValue={values.author_name} maxLength={100} />,
          )}
          {field(
            "published_at",
            t("publishedAt"),
            <Input
              name="published_at"
              type="datetime-local"
              dir="ltr"
              defaultValue={values.published_at}
            />,
            { hint: t("publishedAtHint") },
          )}
          <BlogCoverField
            defaultPath={values.image_path}
            error={props.errors?.image_path}
            onUpload={onUploadCover}
            maxBytes={coverMaxBytes}
          />
          {active(values.is_active)}
        </>
      )}
      createLabel={t("create")}
      deleteTitle={t("removeTitle")}
      deleteText={t("removeText", { title: values.texts.tr.title })}
      {...props}
    />
  );
}
