import { CircleAlert, Trash2, Upload } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { cn } from "../../lib/cn.ts";
import {
  ADMIN_CONTENT_LANGUAGES,
  type AdminContentLanguage,
} from "../admin-content-screens/admin-content-edit-screen.tsx";
import { RichTextField } from "../admin-content-screens/rich-text-field.tsx";
import { FormActions, FormGridItem, FormSection } from "../admin-form/admin-form.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Notice } from "../notice/notice.tsx";
import { Select, type SelectOption } from "../select/select.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../tabs/tabs.tsx";
import { Textarea } from "../textarea/textarea.tsx";

const messages = defineUiMessages({
  errors: { id: "admin.form.errorSummary" },
  general: { id: "admin.productEdit.general" },
  texts: { id: "admin.productEdit.texts" },
  textsHint: { id: "admin.blogEdit.textsHint" },
  languages: { id: "admin.productEdit.languages" },
  hasErrors: { id: "admin.productEdit.hasErrors" },
  isActive: { id: "admin.productEdit.isActive" },
  category: { id: "admin.contentEdit.category" },
  chooseCategory: { id: "admin.blogEdit.chooseCategory" },
  author: { id: "admin.blogEdit.author" },
  image: { id: "admin.blogEdit.image" },
  imageHint: { id: "admin.blogEdit.imageHint" },
  upload: { id: "admin.site.upload" },
  uploading: { id: "admin.site.uploading" },
  preview: { id: "admin.site.preview" },
  coverType: { id: "admin.blogEdit.coverType" },
  coverSize: { id: "admin.blogEdit.coverSize" },
  publishedAt: { id: "admin.blog.publishedAt" },
  publishedAtHint: { id: "admin.blogEdit.publishedAtHint" },
  title: { id: "admin.contentEdit.title" },
  summary: { id: "admin.blogEdit.summary" },
  body: { id: "admin.contentEdit.body" },
  bodyHint: { id: "admin.contentEdit.bodyHint" },
  seoLink: { id: "admin.productEdit.seoLink" },
  seoLinkHint: { id: "admin.contentEdit.seoLinkHint" },
  seoTitle: { id: "admin.productEdit.seoTitle" },
  seoKeywords: { id: "admin.blogEdit.seoKeywords" },
  seoDescription: { id: "admin.productEdit.seoDescription" },
  create: { id: "admin.blogEdit.create" },
  remove: { id: "admin.contentEdit.delete" },
  removeTitle: { id: "admin.blogEdit.deleteTitle" },
  removeText: { id: "admin.contentEdit.deleteText" },
});

const languageNames: Record<AdminContentLanguage, string> = {
  tr: "Türkçe",
  en: "English",
  ar: "العربية",
};

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

export type AdminBlogEditScreenProps = Omit<ComponentProps<"div">, "children"> & {
  mode: "create" | "edit";
  values: AdminBlogValues;
  categories: readonly SelectOption[];
  /**
   * Refusals beside the fields, keyed by form name (`blog_category_id`; a text's as `ar.title`,
   * the API's `texts.ar.title` without `texts.`).
   */
  errors?: Partial<Record<string, ReactNode>>;
  /** A refusal that belongs to no field. */
  error?: ReactNode;
  saving?: boolean;
  deleting?: boolean;
  /** Renders the `<form>` (method post; every field and language in it). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  onCancel?: () => void;
  /** Asked after the admin confirms; only in "edit" mode. */
  onDelete?: () => unknown;
  /** The plain HTML textareas only, as the page is before its JavaScript runs. */
  plainEditor?: boolean;
  /** Uploads a cover picture: its path, or why it was refused (in the admin's language). */
  onUploadCover?: (file: File) => Promise<{ path: string } | { error: string }>;
  /** The largest picture the upload takes, in bytes. */
  coverMaxBytes?: number;
};

const COVER_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif"];

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/**
 * Writing or changing a blog post: its category, author, cover, publication time and state, and
 * its texts per language with the body in a rich-text editor (right to left for Arabic). One
 * form, posted without JavaScript too.
 */
export function AdminBlogEditScreen({
  mode,
  values,
  categories,
  errors = {},
  error,
  saving = false,
  deleting = false,
  renderForm = defaultRenderForm,
  onCancel,
  onDelete,
  plainEditor = false,
  onUploadCover,
  coverMaxBytes = Number.POSITIVE_INFINITY,
  className,
  ...props
}: AdminBlogEditScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, vars?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], vars);
  const errorCount = Object.values(errors).filter(Boolean).length;
  const failed = (code: AdminContentLanguage) =>
    ADMIN_BLOG_TEXT_FIELDS.some((field) => errors[`${code}.${field}`]);
  const [language, setLanguage] = useState<AdminContentLanguage>(
    ADMIN_CONTENT_LANGUAGES.find(failed) ?? "tr",
  );
  const [cover, setCover] = useState(values.image_path);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const coverFile = useRef<HTMLInputElement>(null);
  const uploadCover = async (file: File) => {
    if (!onUploadCover) return;
    if (!COVER_TYPES.includes(file.type)) return setCoverError(t("coverType"));
    if (file.size > coverMaxBytes)
      return setCoverError(t("coverSize", { megabytes: Math.floor(coverMaxBytes / 1024 / 1024) }));
    setCoverError(null);
    setUploading(true);
    try {
      const answer = await onUploadCover(file);
      if ("path" in answer) setCover(answer.path);
      else setCoverError(answer.error);
    } finally {
      setUploading(false);
    }
  };

  const field = (
    name: string,
    label: string,
    control: ReactElement<{ id?: string }>,
    options: { required?: boolean; hint?: ReactNode; span?: "half" | "full" } = {},
  ) => (
    <FormGridItem span={options.span}>
      <FormField
        label={label}
        required={options.required}
        optional={!options.required}
        hint={options.hint}
        error={errors[name]}
      >
        {control}
      </FormField>
    </FormGridItem>
  );
  const textInput = (code: AdminContentLanguage, name: AdminBlogTextField) =>
    ({
      name: `${code}.${name}`,
      lang: code,
      dir: code === "ar" ? "rtl" : "ltr",
      defaultValue: values.texts[code][name],
    }) as const;

  return (
    <div
      data-slot="admin-blog-edit-screen"
      data-mode={mode}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      {(errorCount > 0 || error) && (
        <Notice tone="error" role="alert">
          {error ?? (
            <>
              <p>{t("errors", { count: errorCount })}</p>
              <ul className="mt-1 list-disc ps-5">
                {Object.entries(errors)
                  .filter(([, message]) => message)
                  .map(([name, message]) => (
                    <li key={name}>{message}</li>
                  ))}
              </ul>
            </>
          )}
        </Notice>
      )}
      {renderForm({
        method: "post",
        noValidate: true,
        className: "flex flex-col gap-6",
        children: (
          <>
            <FormSection title={t("general")}>
              {field(
                "blog_category_id",
                t("category"),
                <Select
                  name="blog_category_id"
                  defaultValue={values.blog_category_id}
                  options={[{ value: "", label: t("chooseCategory") }, ...categories]}
                />,
                { required: true },
              )}
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
              <FormGridItem>
                <FormField
                  label={t("image")}
                  optional
                  hint={t("imageHint")}
                  error={coverError ?? errors.image_path}
                >
                  <Input
                    name="image_path"
                    dir="ltr"
                    placeholder="/uploads/blog/…"
                    value={cover}
                    onChange={(event) => setCover(event.target.value)}
                  />
                </FormField>
                {(cover || onUploadCover) && (
                  <div data-slot="admin-blog-cover" className="mt-2 flex items-center gap-3">
                    {cover && (
                      <img
                        src={cover}
                        alt={t("preview")}
                        className="h-12 w-20 rounded-md border border-border bg-surface object-cover"
                      />
                    )}
                    {onUploadCover && (
                      <>
                        <input
                          ref={coverFile}
                          type="file"
                          accept={COVER_TYPES.join(",")}
                          className="sr-only"
                          tabIndex={-1}
                          aria-hidden="true"
                          onChange={(event) => {
                            const chosen = event.target.files?.[0];
                            event.target.value = "";
                            if (chosen) void uploadCover(chosen);
                          }}
                        />
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          loading={uploading}
                          onClick={() => coverFile.current?.click()}
                        >
                          <Upload aria-hidden="true" />
                          {t(uploading ? "uploading" : "upload")}
                          <span className="sr-only">{` (${t("image")})`}</span>
                        </Button>
                      </>
                    )}
                  </div>
                )}
              </FormGridItem>
              <FormGridItem span="full">
                <label className="flex items-center gap-2 text-body">
                  <input
                    type="checkbox"
                    name="is_active"
                    value="true"
                    defaultChecked={values.is_active}
                    className="size-4 shrink-0 accent-brand"
                  />
                  {t("isActive")}
                </label>
              </FormGridItem>
            </FormSection>
            <FormSection title={t("texts")} description={t("textsHint")} columns={1}>
              <Tabs
                value={language}
                onValueChange={(value) => setLanguage(value as AdminContentLanguage)}
              >
                <TabsList aria-label={t("languages")}>
                  {ADMIN_CONTENT_LANGUAGES.map((code) => (
                    <TabsTrigger key={code} value={code} lang={code}>
                      {languageNames[code]}
                      {failed(code) && (
                        <CircleAlert
                          role="img"
                          aria-label={t("hasErrors")}
                          className="size-4 text-danger"
                        />
                      )}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {ADMIN_CONTENT_LANGUAGES.map((code) => (
                  // mounted while hidden, so that every language is sent with the form
                  <TabsContent
                    key={code}
                    value={code}
                    forceMount
                    className="grid grid-cols-1 gap-5 pt-5 data-[state=inactive]:hidden md:grid-cols-2"
                  >
                    {field(
                      `${code}.title`,
                      t("title"),
                      <Input {...textInput(code, "title")} maxLength={200} />,
                      { required: code === "tr", span: "full" },
                    )}
                    {field(
                      `${code}.summary`,
                      t("summary"),
                      <Textarea {...textInput(code, "summary")} rows={2} maxLength={500} />,
                      { span: "full" },
                    )}
                    {field(
                      `${code}.body`,
                      t("body"),
                      <RichTextField
                        {...textInput(code, "body")}
                        label={t("body")}
                        plain={plainEditor}
                      />,
                      { span: "full", hint: t("bodyHint") },
                    )}
                    {field(
                      `${code}.seo_link`,
                      t("seoLink"),
                      <Input {...textInput(code, "seo_link")} dir="ltr" autoComplete="off" />,
                      { hint: t("seoLinkHint") },
                    )}
                    {field(
                      `${code}.seo_title`,
                      t("seoTitle"),
                      <Input {...textInput(code, "seo_title")} maxLength={70} />,
                    )}
                    {field(
                      `${code}.seo_keywords`,
                      t("seoKeywords"),
                      <Input {...textInput(code, "seo_keywords")} maxLength={300} />,
                    )}
                    {field(
                      `${code}.seo_description`,
                      t("seoDescription"),
                      <Textarea {...textInput(code, "seo_description")} rows={2} maxLength={160} />,
                      { span: "full" },
                    )}
                  </TabsContent>
                ))}
              </Tabs>
            </FormSection>
            <FormActions
              pending={saving}
              onCancel={onCancel}
              saveLabel={mode === "create" ? t("create") : undefined}
            >
              {mode === "edit" && onDelete && (
                <ConfirmDialog
                  variant="danger"
                  title={t("removeTitle")}
                  description={t("removeText", { title: values.texts.tr.title })}
                  confirmLabel={t("remove")}
                  pending={deleting}
                  onConfirm={onDelete}
                  trigger={
                    <Button type="button" variant="ghost" className="me-auto text-danger">
                      <Trash2 aria-hidden="true" />
                      {t("remove")}
                    </Button>
                  }
                />
              )}
            </FormActions>
          </>
        ),
      })}
    </div>
  );
}
