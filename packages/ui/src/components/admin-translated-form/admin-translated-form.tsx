import { type ComponentProps, Fragment, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { RichTextField } from "../admin-content-screens/rich-text-field.tsx";
import { type AdminFormFieldLayout, adminFieldLayout } from "../admin-form/admin-field-layout.tsx";
import { FormGridItem, FormSection } from "../admin-form/admin-form.tsx";
import { AdminLanguageTabsList, AdminRefusalSummary } from "../admin-form/admin-form-refusals.tsx";
import { RecordFormActions } from "../admin-form/record-form-actions.tsx";
import { Input } from "../input/input.tsx";
import { Select, type SelectOption } from "../select/select.tsx";
import { Tabs, TabsContent } from "../tabs/tabs.tsx";
import { Textarea } from "../textarea/textarea.tsx";

const messages = defineUiMessages({
  general: { id: "admin.productEdit.general" },
  texts: { id: "admin.productEdit.texts" },
  remove: { id: "admin.contentEdit.delete" },
  category: { id: "admin.contentEdit.category" },
  sortOrder: { id: "admin.contentEdit.sortOrder" },
  isActive: { id: "admin.productEdit.isActive" },
  title: { id: "admin.contentEdit.title" },
  body: { id: "admin.contentEdit.body" },
  bodyHint: { id: "admin.contentEdit.bodyHint" },
  seoLink: { id: "admin.productEdit.seoLink" },
  seoLinkHint: { id: "admin.contentEdit.seoLinkHint" },
  seoTitle: { id: "admin.productEdit.seoTitle" },
  seoDescription: { id: "admin.productEdit.seoDescription" },
});

export type AdminContentLanguage = "tr" | "en" | "ar";
export const ADMIN_CONTENT_LANGUAGES: readonly AdminContentLanguage[] = ["tr", "en", "ar"];
/** One text written per language, as its tab shows it. */
export interface AdminTranslatedTextField<F extends string> {
  name: F;
  label: string;
  /** One line, a few lines, or HTML in the rich-text editor. */
  control: "input" | "textarea" | "rich-text";
  maxLength?: number;
  rows?: number;
  /** Needed in Turkish, the shop's default language; the others may stay empty. */
  required?: boolean;
  span?: "half" | "full";
  hint?: ReactNode;
  /** Part of a web address: left to right in every language, never autocompleted. */
  link?: boolean;
}

/**
 * The texts a page and a blog post both have (title, HTML body, seo link, title, description),
 * with the labels and limits the storefront's pages expect.
 */
export function usePageTextFields() {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  return {
    title: {
      name: "title",
      label: t("title"),
      control: "input",
      maxLength: 200,
      required: true,
      span: "full",
    },
    body: {
      name: "body",
      label: t("body"),
      control: "rich-text",
      span: "full",
      hint: t("bodyHint"),
    },
    seoLink: {
      name: "seo_link",
      label: t("seoLink"),
      control: "input",
      link: true,
      hint: t("seoLinkHint"),
    },
    seoTitle: { name: "seo_title", label: t("seoTitle"), control: "input", maxLength: 70 },
    seoDescription: {
      name: "seo_description",
      label: t("seoDescription"),
      control: "textarea",
      rows: 2,
      maxLength: 160,
      span: "full",
    },
  } satisfies Record<string, AdminTranslatedTextField<string>>;
}

/** What every translated record's edit screen (page, blog post, FAQ entry) takes. */
export type AdminTranslatedEditScreenProps<V> = Omit<ComponentProps<"div">, "children"> & {
  mode: "create" | "edit";
  values: V;
  categories: readonly SelectOption[];
  /**
   * Refusals beside the fields, keyed by form name (a category's field by its name; a text's as
   * `ar.title`, the API's `texts.ar.title` without `texts.`).
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

/** The shared fields' pieces the edit screens have in common, laid out with their refusals. */
export interface AdminTranslatedFormLayout {
  field: AdminFormFieldLayout;
  checkbox: (name: string, label: string, checked: boolean) => ReactElement;
  /** The category it is filed under, chosen from the screen's categories. */
  category: (
    name: string,
    value: string,
    options: { noneLabel: string; required?: boolean },
  ) => ReactElement;
  sortOrder: (value: number) => ReactElement;
  /** "Active", the whole row. */
  active: (checked: boolean) => ReactElement;
}

export type AdminTranslatedFormProps<F extends string> = Omit<
  AdminTranslatedEditScreenProps<unknown>,
  "values"
> & {
  texts: Record<AdminContentLanguage, Record<F, string>>;
  /** The texts each language's tab holds, in order. */
  textFields: readonly AdminTranslatedTextField<F>[];
  textsHint: string;
  /** The fields every language shares, in the first section. */
  general: (layout: AdminTranslatedFormLayout) => ReactNode;
  createLabel: string;
  deleteTitle: string;
  deleteText: string;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/**
 * The edit form of a record written in every language: its shared fields, then a tab per
 * language with its texts (HTML in a rich-text editor, right to left for Arabic), the refusals
 * summed up above and beside their fields, save, cancel and a delete that asks first. One form,
 * posted without JavaScript too.
 */
export function AdminTranslatedForm<F extends string>({
  mode,
  categories,
  texts,
  textFields,
  textsHint,
  general,
  createLabel,
  deleteTitle,
  deleteText,
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
}: AdminTranslatedFormProps<F>) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, vars?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], vars);
  const failed = (code: AdminContentLanguage) =>
    textFields.some((text) => errors[`${code}.${text.name}`]);
  const [language, setLanguage] = useState<AdminContentLanguage>(
    ADMIN_CONTENT_LANGUAGES.find(failed) ?? "tr",
  );

  const field = adminFieldLayout(errors);
  const checkbox = (name: string, label: string, checked: boolean) => (
    <label className="flex items-center gap-2 text-body">
      <input
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={checked}
        className="size-4 shrink-0 accent-brand"
      />
      {label}
    </label>
  );
  const layout: AdminTranslatedFormLayout = {
    field,
    checkbox,
    category: (name, value, options) =>
      field(
        name,
        t("category"),
        <Select
          name={name}
          defaultValue={value}
          options={[{ value: "", label: options.noneLabel }, ...categories]}
        />,
        { required: options.required },
      ),
    sortOrder: (value) =>
      field(
        "sort_order",
        t("sortOrder"),
        <Input name="sort_order" inputMode="numeric" dir="ltr" defaultValue={String(value)} />,
      ),
    active: (checked) => (
      <FormGridItem span="full">{checkbox("is_active", t("isActive"), checked)}</FormGridItem>
    ),
  };
  const control = (code: AdminContentLanguage, text: AdminTranslatedTextField<F>) => {
    const own = {
      name: `${code}.${text.name}`,
      lang: code,
      dir: code === "ar" ? "rtl" : "ltr",
      defaultValue: texts[code][text.name],
    } as const;
    if (text.control === "rich-text")
      return <RichTextField {...own} label={text.label} plain={plainEditor} />;
    if (text.control === "textarea")
      return <Textarea {...own} rows={text.rows} maxLength={text.maxLength} />;
    if (text.link) return <Input {...own} dir="ltr" autoComplete="off" />;
    return <Input {...own} maxLength={text.maxLength} />;
  };

  return (
    <div
      data-slot="admin-translated-form"
      data-mode={mode}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <AdminRefusalSummary errors={errors} {...(error ? { error } : {})} />
      {renderForm({
        method: "post",
        noValidate: true,
        className: "flex flex-col gap-6",
        children: (
          <>
            <FormSection title={t("general")}>{general(layout)}</FormSection>
            <FormSection title={t("texts")} description={textsHint} columns={1}>
              <Tabs
                value={language}
                onValueChange={(value) => setLanguage(value as AdminContentLanguage)}
              >
                <AdminLanguageTabsList languages={ADMIN_CONTENT_LANGUAGES} failed={failed} />
                {ADMIN_CONTENT_LANGUAGES.map((code) => (
                  // mounted while hidden, so that every language is sent with the form
                  <TabsContent
                    key={code}
                    value={code}
                    forceMount
                    className="grid grid-cols-1 gap-5 pt-5 data-[state=inactive]:hidden md:grid-cols-2"
                  >
                    {textFields.map((text) => (
                      <Fragment key={text.name}>
                        {field(`${code}.${text.name}`, text.label, control(code, text), {
                          required: text.required && code === "tr",
                          span: text.span,
                          hint: text.hint,
                        })}
                      </Fragment>
                    ))}
                  </TabsContent>
                ))}
              </Tabs>
            </FormSection>
            <RecordFormActions
              mode={mode}
              saving={saving}
              onCancel={onCancel}
              createLabel={createLabel}
              onDelete={onDelete}
              deleting={deleting}
              removeLabel={t("remove")}
              removeTitle={deleteTitle}
              removeText={deleteText}
            />
          </>
        ),
      })}
    </div>
  );
}
