import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import {
  AdminForm,
  type AdminFormError,
  FormActions,
  FormSection,
} from "../admin-form/admin-form.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { Input } from "../input/input.tsx";
import { Switch } from "../switch/switch.tsx";
import { emptySiteTexts, languageMessages, SITE_LANGUAGES, type SiteTexts } from "./site-texts.ts";

const messages = defineUiMessages({
  links: { id: "admin.site.links" },
  linksHint: { id: "admin.site.linksHint" },
  code: { id: "admin.site.linkCode" },
  titleIn: { id: "admin.site.titleIn" },
  urlIn: { id: "admin.site.linkUrlIn" },
  add: { id: "admin.site.linkAdd" },
  empty: { id: "admin.site.linkEmpty" },
  removeTitle: { id: "admin.site.linkRemoveTitle" },
  removeBody: { id: "admin.site.linkRemoveBody" },
  active: { id: "admin.site.active" },
  moveUp: { id: "admin.site.moveUp" },
  moveDown: { id: "admin.site.moveDown" },
  remove: { id: "admin.site.remove" },
});

export interface AdminPageLinkValue {
  code: string;
  is_active: boolean;
  title: SiteTexts;
  url: SiteTexts;
}

export interface AdminPageLinksEditorProps {
  links: AdminPageLinkValue[];
  /** Refusals by the API's field path ("links.2.url.tr"). */
  errors?: Record<string, ReactNode>;
  saving?: boolean;
  onSave?: (links: AdminPageLinkValue[]) => unknown;
}

interface Row extends AdminPageLinkValue {
  uid: string;
}

let counter = 0;
const uid = () => `l${++counter}`;

/** The page links (the footer's list): edited, reordered, added and removed, then saved. */
export function AdminPageLinksEditor({
  links,
  errors = {},
  saving = false,
  onSave,
}: AdminPageLinksEditorProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() => links.map((link) => ({ ...link, uid: uid() })));
  const [dirty, setDirty] = useState(false);
  const [removing, setRemoving] = useState<Row | null>(null);
  const change = (update: (current: Row[]) => Row[]) => {
    setRows(update);
    setDirty(true);
  };
  const patch = (key: string, values: Partial<Row>) =>
    change((current) => current.map((row) => (row.uid === key ? { ...row, ...values } : row)));
  const move = (index: number, by: -1 | 1) =>
    change((current) => {
      const list = [...current];
      const [taken] = list.splice(index, 1);
      if (taken) list.splice(index + by, 0, taken);
      return list;
    });
  const name = (row: Row) => row.title.tr || row.code || "—";

  const fieldId = (row: Row, field: string) => `${id}-${row.uid}-${field.replaceAll(".", "-")}`;
  const summary: AdminFormError[] = [];
  rows.forEach((row, index) => {
    for (const [key, message] of Object.entries(errors)) {
      const prefix = `links.${index}.`;
      if (key.startsWith(prefix))
        summary.push({ fieldId: fieldId(row, key.slice(prefix.length)), message });
    }
  });
  const error = (index: number, field: string) => errors[`links.${index}.${field}`];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave?.(rows.map(({ uid: _uid, ...link }) => link));
  };

  return (
    <AdminForm errors={summary} onSubmit={submit} aria-label={t("links")}>
      <FormSection title={t("links")} description={t("linksHint")} columns={1}>
        {rows.length === 0 ? (
          <p className="text-body-sm text-fg-muted">{t("empty")}</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label={t("links")}>
            {rows.map((row, index) => (
              <li
                key={row.uid}
                data-slot="admin-page-link"
                className="flex flex-col gap-3 rounded-md border border-border bg-surface p-3"
              >
                <div className="flex flex-wrap items-end gap-2">
                  <div className="w-48">
                    <FormField label={t("code")} error={error(index, "code")} required>
                      <Input
                        id={fieldId(row, "code")}
                        dir="ltr"
                        value={row.code}
                        onChange={(event) => patch(row.uid, { code: event.target.value })}
                      />
                    </FormField>
                  </div>
                  <Switch
                    size="sm"
                    className="mb-2"
                    checked={row.is_active}
                    onCheckedChange={(checked) => patch(row.uid, { is_active: checked })}
                    label={t("active")}
                  />
                  <div className="ms-auto flex gap-1">
                    <IconButton
                      variant="ghost"
                      label={t("moveUp", { name: name(row) })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      variant="ghost"
                      label={t("moveDown", { name: name(row) })}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      variant="ghost"
                      label={t("remove", { name: name(row) })}
                      onClick={() => setRemoving(row)}
                    >
                      <Trash2 aria-hidden="true" className="text-danger" />
                    </IconButton>
                  </div>
                </div>
                <div className="grid gap-3 md:grid-cols-3">
                  {SITE_LANGUAGES.map((language) => {
                    const label = intl.formatMessage(languageMessages[language]);
                    return (
                      <div key={language} className="flex flex-col gap-2">
                        <FormField
                          label={t("titleIn", { language: label })}
                          error={error(index, `title.${language}`)}
                          required={language === "tr"}
                        >
                          <Input
                            id={fieldId(row, `title.${language}`)}
                            dir={language === "ar" ? "rtl" : "ltr"}
                            value={row.title[language]}
                            onChange={(event) =>
                              patch(row.uid, {
                                title: { ...row.title, [language]: event.target.value },
                              })
                            }
                          />
                        </FormField>
                        <FormField
                          label={t("urlIn", { language: label })}
                          error={error(index, `url.${language}`)}
                          required={language === "tr"}
                        >
                          <Input
                            id={fieldId(row, `url.${language}`)}
                            dir="ltr"
                            value={row.url[language]}
                            onChange={(event) =>
                              patch(row.uid, {
                                url: { ...row.url, [language]: event.target.value },
                              })
                            }
                          />
                        </FormField>
                      </div>
                    );
                  })}
                </div>
              </li>
            ))}
          </ol>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              change((current) => [
                ...current,
                {
                  uid: uid(),
                  code: "",
                  is_active: true,
                  title: emptySiteTexts(),
                  url: emptySiteTexts(),
                },
              ])
            }
          >
            <Plus aria-hidden="true" />
            {t("add")}
          </Button>
        </div>
      </FormSection>
      <FormActions pending={saving} dirty={dirty} sticky={false} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        variant="danger"
        title={t("removeTitle")}
        description={removing ? t("removeBody", { name: name(removing) }) : undefined}
        onConfirm={() => {
          const target = removing;
          if (target) change((current) => current.filter((row) => row.uid !== target.uid));
          setRemoving(null);
        }}
      />
    </AdminForm>
  );
}
