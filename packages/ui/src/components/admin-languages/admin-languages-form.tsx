import { ArrowDown, ArrowUp } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { AdminForm, FormActions, FormSection } from "../admin-form/admin-form.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { Switch } from "../switch/switch.tsx";

const messages = defineUiMessages({
  title: { id: "admin.languages.title" },
  hint: { id: "admin.languages.hint" },
  active: { id: "admin.languages.active" },
  defaultLanguage: { id: "admin.languages.default" },
  defaultHint: { id: "admin.languages.defaultHint" },
  moveUp: { id: "admin.languages.moveUp" },
  moveDown: { id: "admin.languages.moveDown" },
  empty: { id: "admin.languages.empty" },
});

export interface AdminLanguageRow {
  /** tr, en, ar. */
  code: string;
  /** The language's own name (Türkçe, English, العربية). */
  name: string;
  dir: "ltr" | "rtl";
  isActive: boolean;
  isDefault: boolean;
}

export interface AdminLanguagesFormProps {
  /** In the storefront switcher's order. */
  languages: readonly AdminLanguageRow[];
  /** Why the API refused the list (the default turned off, every language off). */
  error?: ReactNode;
  saving?: boolean;
  /** The whole list, in its new order. */
  onSave?: (languages: AdminLanguageRow[]) => unknown;
}

/** Which languages the storefront offers, in which order, and which one is the default. */
export function AdminLanguagesForm({
  languages,
  error,
  saving = false,
  onSave,
}: AdminLanguagesFormProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const id = useId();
  const [rows, setRows] = useState<AdminLanguageRow[]>(() => [...languages]);
  const dirty = JSON.stringify(rows) !== JSON.stringify(languages);
  const update = (code: string, change: Partial<AdminLanguageRow>) =>
    setRows((current) =>
      current.map((row) => {
        if (change.isDefault) {
          // One default, and it is on.
          return row.code === code
            ? { ...row, isDefault: true, isActive: true }
            : { ...row, isDefault: false };
        }
        return row.code === code ? { ...row, ...change } : row;
      }),
    );
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave?.(rows);
  };
  const firstId = `${id}-${rows[0]?.code ?? ""}-active`;

  return (
    <AdminForm
      errors={error ? [{ fieldId: firstId, message: error }] : []}
      onSubmit={submit}
      aria-label={t("title")}
    >
      <FormSection title={t("title")} description={t("hint")} columns={1}>
        {rows.length === 0 ? (
          <p className="text-fg-muted">{t("empty")}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border-subtle rounded-lg border border-border-subtle">
            {rows.map((row, index) => (
              <li
                key={row.code}
                data-slot="admin-language-row"
                className="flex flex-wrap items-center gap-x-6 gap-y-3 p-3"
              >
                <span className="flex min-w-40 flex-1 flex-col items-start gap-1">
                  <span className="flex items-center gap-2">
                    <span lang={row.code} dir={row.dir} className="font-medium text-fg-strong">
                      {row.name}
                    </span>
                    <Badge size="sm" variant="neutral">
                      <span dir="ltr">{row.code}</span>
                    </Badge>
                  </span>
                  {row.isDefault && (
                    <span className="text-caption text-fg-muted">{t("defaultHint")}</span>
                  )}
                </span>
                <Switch
                  id={`${id}-${row.code}-active`}
                  checked={row.isActive}
                  disabled={row.isDefault}
                  onCheckedChange={(checked) => update(row.code, { isActive: checked })}
                  label={t("active")}
                  aria-invalid={error ? true : undefined}
                  aria-label={`${t("active")}: ${row.name}`}
                />
                <label className="flex items-center gap-2 text-body">
                  <input
                    type="radio"
                    name="default_language"
                    value={row.code}
                    checked={row.isDefault}
                    onChange={() => update(row.code, { isDefault: true })}
                    className="size-4 shrink-0 accent-brand"
                  />
                  {t("defaultLanguage")}
                </label>
                <span className="flex items-center gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`${t("moveUp")}: ${row.name}`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`${t("moveDown")}: ${row.name}`}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        )}
        {error && (
          <p role="alert" className="text-body-sm text-danger-fg">
            {error}
          </p>
        )}
      </FormSection>
      <FormActions pending={saving} dirty={dirty} sticky={false} />
    </AdminForm>
  );
}
