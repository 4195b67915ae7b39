import type { ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { BlogCoverField } from "../admin-blog-screens/blog-cover-field.tsx";
import {
  ADMIN_PRODUCT_LANGUAGES,
  type AdminProductLanguage,
} from "../admin-product-edit-screen/admin-product-edit-screen.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Textarea } from "../textarea/textarea.tsx";
import { languageNames } from "./per-language-fields.tsx";

const messages = defineUiMessages({
  description: { id: "admin.taxonomy.description" },
  seoTitle: { id: "admin.taxonomy.seoTitle" },
  logo: { id: "admin.taxonomy.logo" },
  image: { id: "admin.taxonomy.image" },
});

/** What a category's or a brand's own page shows besides its name, as the dialog edits it. */
export interface TaxonomyPageTexts {
  descriptions?: Record<AdminProductLanguage, string>;
  seoTitles?: Record<AdminProductLanguage, string>;
  /** The picture's path: a brand's logo, a category's image. */
  picture?: string;
}

/** Which of a page's texts a dialog edits, and how its picture is uploaded. */
export interface TaxonomyPageFieldsOptions {
  /** A description per language (`description.tr`…). */
  withDescription?: boolean | undefined;
  /** An seo title per language (`seo_title.tr`…). */
  withSeoTitle?: boolean | undefined;
  /** A picture (`picture`): a brand's logo or a category's image. */
  picture?: "logo" | "image" | undefined;
  /** Uploads the picture: its path, or why it was refused (in the admin's language). */
  onUploadPicture?: ((file: File) => Promise<{ path: string } | { error: string }>) | undefined;
  /** The largest picture the upload takes, in bytes. */
  pictureMaxBytes?: number | undefined;
}

/**
 * The dialog's fields for a page's texts in each language and its picture, filled with what the
 * page has, so that saving the dialog unchanged sends them back as they were.
 */
export function TaxonomyPageFields({
  item,
  errors,
  withDescription = false,
  withSeoTitle = false,
  picture,
  onUploadPicture,
  pictureMaxBytes,
}: TaxonomyPageFieldsOptions & {
  item: TaxonomyPageTexts | null;
  errors: Partial<Record<string, ReactNode>>;
}) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const perLanguage = (field: "description" | "seo_title") =>
    ADMIN_PRODUCT_LANGUAGES.map((code) => {
      const label = `${t(field === "description" ? "description" : "seoTitle")} (${languageNames[code]})`;
      const value = (field === "description" ? item?.descriptions : item?.seoTitles)?.[code] ?? "";
      const props = {
        name: `${field}.${code}`,
        lang: code,
        dir: code === "ar" ? "rtl" : "ltr",
        defaultValue: value,
      } as const;
      return (
        <FormField
          key={`${field}.${code}`}
          label={label}
          optional
          error={errors[`${field}.${code}`]}
          className="sm:col-span-2"
        >
          {field === "description" ? <Textarea rows={3} {...props} /> : <Input {...props} />}
        </FormField>
      );
    });
  return (
    <>
      {picture && (
        <BlogCoverField
          name="picture"
          label={t(picture)}
          placeholder={picture === "logo" ? "/uploads/brands/…" : "/uploads/categories/…"}
          span="full"
          defaultPath={item?.picture ?? ""}
          error={errors.picture}
          onUpload={onUploadPicture}
          maxBytes={pictureMaxBytes}
        />
      )}
      {withDescription && perLanguage("description")}
      {withSeoTitle && perLanguage("seo_title")}
    </>
  );
}
