import type { ReactNode } from "react";
import {
  ADMIN_PRODUCT_LANGUAGES,
  type AdminProductLanguage,
} from "../admin-product-edit-screen/admin-product-edit-screen.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";

/** Each language's own name, the same in every admin language. */
export const languageNames: Record<AdminProductLanguage, string> = {
  tr: "Türkçe",
  en: "English",
  ar: "العربية",
};

/** A dialog's text field in each language (`name.tr`, `name.en`…), filled with the saved texts. */
export function PerLanguageFields({
  field,
  label,
  languages = ADMIN_PRODUCT_LANGUAGES,
  values,
  errors,
  required = false,
  single = false,
  ltr = false,
}: {
  field: string;
  label: string;
  languages?: readonly AdminProductLanguage[];
  values: Partial<Record<AdminProductLanguage, string>> | undefined;
  errors: Partial<Record<string, ReactNode>>;
  /** The Turkish text is required, the others optional. */
  required?: boolean;
  /** One text for every language: its label and input name no language. */
  single?: boolean;
  /** Typed left to right in every language (links). */
  ltr?: boolean;
}) {
  return languages.map((code) => (
    <FormField
      key={`${field}.${code}`}
      label={single ? label : `${label} (${languageNames[code]})`}
      required={required && code === "tr"}
      optional={!(required && code === "tr")}
      error={errors[`${field}.${code}`]}
      className="sm:col-span-2"
    >
      <Input
        name={`${field}.${code}`}
        {...(single ? {} : { lang: code, dir: ltr || code !== "ar" ? "ltr" : "rtl" })}
        defaultValue={values?.[code] ?? ""}
      />
    </FormField>
  ));
}
