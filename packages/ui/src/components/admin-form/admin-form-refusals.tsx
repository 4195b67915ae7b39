import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { Notice } from "../notice/notice.tsx";
import { TabsList, TabsTrigger } from "../tabs/tabs.tsx";

const messages = defineUiMessages({
  errors: { id: "admin.form.errorSummary" },
  languages: { id: "admin.productEdit.languages" },
  hasErrors: { id: "admin.productEdit.hasErrors" },
});

/** The languages an admin writes a record's texts in, each named in itself. */
export type AdminTextLanguage = "tr" | "en" | "ar";
const languageNames: Record<AdminTextLanguage, string> = {
  tr: "Türkçe",
  en: "English",
  ar: "العربية",
};

export interface AdminRefusalSummaryProps {
  /** The refusals beside the fields, keyed by field name. */
  errors: Partial<Record<string, ReactNode>>;
  /** A refusal that belongs to no field; shown instead of the list. */
  error?: ReactNode;
}

/** A posted form's refusals summed up above it, announced as they appear; nothing when none. */
export function AdminRefusalSummary({ errors, error }: AdminRefusalSummaryProps) {
  const intl = useIntl();
  const refused = Object.entries(errors).filter(([, message]) => message);
  if (refused.length === 0 && !error) return null;
  return (
    <Notice tone="error" role="alert">
      {error ?? (
        <>
          <p>{intl.formatMessage(messages.errors, { count: refused.length })}</p>
          <ul className="mt-1 list-disc ps-5">
            {refused.map(([name, message]) => (
              <li key={name}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </Notice>
  );
}

export interface AdminLanguageTabsListProps<L extends AdminTextLanguage> {
  languages: readonly L[];
  /** Whether a field of this language was refused: its tab is marked. */
  failed: (language: L) => boolean;
}

/** The tabs of a record's languages, each marked when a field in it was refused. */
export function AdminLanguageTabsList<L extends AdminTextLanguage>({
  languages,
  failed,
}: AdminLanguageTabsListProps<L>) {
  const intl = useIntl();
  return (
    <TabsList aria-label={intl.formatMessage(messages.languages)}>
      {languages.map((code) => (
        <TabsTrigger key={code} value={code} lang={code}>
          {languageNames[code]}
          {failed(code) && (
            <CircleAlert
              role="img"
              aria-label={intl.formatMessage(messages.hasErrors)}
              className="size-4 text-danger"
            />
          )}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
