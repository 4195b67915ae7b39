import { CircleAlert, Trash2 } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
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

const messages = defineUiMessages({
  errors: { id: "admin.form.errorSummary" },
  general: { id: "admin.productEdit.general" },
  texts: { id: "admin.productEdit.texts" },
  textsHint: { id: "admin.faqEdit.textsHint" },
  languages: { id: "admin.productEdit.languages" },
  hasErrors: { id: "admin.productEdit.hasErrors" },
  isActive: { id: "admin.productEdit.isActive" },
  category: { id: "admin.contentEdit.category" },
  chooseCategory: { id: "admin.blogEdit.chooseCategory" },
  sortOrder: { id: "admin.contentEdit.sortOrder" },
  question: { id: "admin.faq.question" },
  answer: { id: "admin.faq.answer" },
  bodyHint: { id: "admin.contentEdit.bodyHint" },
  create: { id: "admin.faqEdit.create" },
  remove: { id: "admin.contentEdit.delete" },
  removeTitle: { id: "admin.faqEdit.deleteTitle" },
  removeText: { id: "admin.faqEdit.deleteText" },
});

const languageNames: Record<AdminContentLanguage, string> = {
  tr: "Türkçe",
  en: "English",
  ar: "العربية",
};

export const ADMIN_FAQ_TEXT_FIELDS = ["question", "answer"] as const;
export type AdminFaqTextField = (typeof ADMIN_FAQ_TEXT_FIELDS)[number];
export type AdminFaqTexts = Record<AdminFaqTextField, string>;

export interface AdminFaqValues {
  faq_category_id: string;
  sort_order: number;
  is_active: boolean;
  texts: Record<AdminContentLanguage, AdminFaqTexts>;
}

export type AdminFaqEditScreenProps = Omit<ComponentProps<"div">, "children"> & {
  mode: "create" | "edit";
  values: AdminFaqValues;
  categories: readonly SelectOption[];
  /**
   * Refusals beside the fields, keyed by form name (`faq_category_id`; a text's as `ar.question`,
   * the API's `texts.ar.question` without `texts.`).
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
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/**
 * Adding or changing a FAQ entry: its category, order and state, and its question and answer per
 * language, the answer in a rich-text editor (right to left for Arabic). One form, posted
 * without JavaScript too.
 */
export function AdminFaqEditScreen({
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
  className,
  ...props
}: AdminFaqEditScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, vars?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], vars);
  const errorCount = Object.values(errors).filter(Boolean).length;
  const failed = (code: AdminContentLanguage) =>
    ADMIN_FAQ_TEXT_FIELDS.some((field) => errors[`${code}.${field}`]);
  const [language, setLanguage] = useState<AdminContentLanguage>(
    ADMIN_CONTENT_LANGUAGES.find(failed) ?? "tr",
  );

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
  const textInput = (code: AdminContentLanguage, name: AdminFaqTextField) =>
    ({
      name: `${code}.${name}`,
      lang: code,
      dir: code === "ar" ? "rtl" : "ltr",
      defaultValue: values.texts[code][name],
    }) as const;

  return (
    <div
      data-slot="admin-faq-edit-screen"
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
                "faq_category_id",
                t("category"),
                <Select
                  name="faq_category_id"
                  defaultValue={values.faq_category_id}
                  options={[{ value: "", label: t("chooseCategory") }, ...categories]}
                />,
                { required: true },
              )}
              {field(
                "sort_order",
                t("sortOrder"),
                <Input
                  name="sort_order"
                  inputMode="numeric"
                  dir="ltr"
                  defaultValue={String(values.sort_order)}
                />,
              )}
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
                      `${code}.question`,
                      t("question"),
                      <Input {...textInput(code, "question")} maxLength={300} />,
                      { required: code === "tr", span: "full" },
                    )}
                    {field(
                      `${code}.answer`,
                      t("answer"),
                      <RichTextField
                        {...textInput(code, "answer")}
                        label={t("answer")}
                        plain={plainEditor}
                      />,
                      { required: code === "tr", span: "full", hint: t("bodyHint") },
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
                  description={t("removeText", { title: values.texts.tr.question })}
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
