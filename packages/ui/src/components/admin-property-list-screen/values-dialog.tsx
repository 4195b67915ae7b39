import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import {
  ADMIN_PRODUCT_LANGUAGES,
  type AdminProductLanguage,
} from "../admin-product-edit-screen/admin-product-edit-screen.tsx";
import { languageNames } from "../admin-taxonomy-list-screen/per-language-fields.tsx";
import { Button } from "../button/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../dialog/dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Notice } from "../notice/notice.tsx";

const messages = defineUiMessages({
  save: { id: "admin.form.save" },
  cancel: { id: "admin.form.cancel" },
  required: { id: "admin.productEdit.required" },
  valuesTitle: { id: "admin.properties.valuesTitle" },
  valuesHint: { id: "admin.properties.valuesHint" },
  noValues: { id: "admin.properties.noValues" },
  addValue: { id: "admin.properties.addValue" },
  value: { id: "admin.properties.value" },
  valueUp: { id: "admin.properties.valueUp" },
  valueDown: { id: "admin.properties.valueDown" },
  valueRemove: { id: "admin.properties.valueRemove" },
  valueNew: { id: "admin.properties.valueNew" },
});

type Names = Record<AdminProductLanguage, string>;

export interface AdminPropertyValue {
  /** Absent for a value not saved yet. */
  id?: string;
  names: Names;
}

export interface AdminPropertyItem {
  id: string;
  names: Names;
  /** In the order the storefront shows them. */
  values: Array<AdminPropertyValue & { id: string }>;
}

type Row = AdminPropertyValue & { key: string };

let newRows = 0;

/** A property's values, added, renamed, put in order and removed, saved together. */
export function ValuesDialog({
  item,
  saving,
  error,
  onClose,
  onSave,
}: {
  item: AdminPropertyItem;
  saving: boolean;
  error: ReactNode;
  onClose: () => void;
  onSave: (values: AdminPropertyValue[]) => unknown;
}) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  const [rows, setRows] = useState<Row[]>(() =>
    item.values.map((value) => ({ ...value, key: value.id })),
  );
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [running, setRunning] = useState(false);
  const busy = saving || running;

  const change = (key: string, code: AdminProductLanguage, text: string) =>
    setRows((all) =>
      all.map((row) => (row.key === key ? { ...row, names: { ...row.names, [code]: text } } : row)),
    );
  const move = (index: number, by: number) =>
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = new Set(rows.filter((row) => !row.names.tr.trim()).map((row) => row.key));
    setMissing(empty);
    if (empty.size > 0) return;
    const result = onSave(
      rows.map(({ id, names }) => ({
        ...(id ? { id } : {}),
        names: { tr: names.tr.trim(), en: names.en.trim(), ar: names.ar.trim() },
      })),
    );
    if (!(result instanceof Promise)) return;
    setRunning(true);
    result.then(
      () => {
        setRunning(false);
        onClose();
      },
      () => setRunning(false),
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <form noValidate onSubmit={submit} className="contents">
          <DialogHeader>
            <DialogTitle>{t("valuesTitle", { name: item.names.tr })}</DialogTitle>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-3">
            <p className="text-body-sm text-fg-muted">{t("valuesHint")}</p>
            {error && <Notice tone="error">{error}</Notice>}
            {rows.length === 0 && (
              <p className="py-4 text-center text-body text-fg-muted">{t("noValues")}</p>
            )}
            <ol className="flex flex-col gap-2">
              {rows.map((row, index) => {
                const label = row.names.tr || t("valueNew", { number: index + 1 });
                return (
                  <li
                    key={row.key}
                    data-slot="admin-property-value"
                    className="flex flex-col gap-2 rounded-md border border-border p-2 sm:flex-row sm:items-start"
                  >
                    <span className="w-6 shrink-0 pt-2 text-center text-caption text-fg-muted">
                      {intl.formatNumber(index + 1)}
                    </span>
                    <div className="grid flex-1 grid-cols-1 gap-2 sm:grid-cols-3">
                      {ADMIN_PRODUCT_LANGUAGES.map((code) => (
                        <FormField
                          key={code}
                          label={`${t("value")} (${languageNames[code]})`}
                          required={code === "tr"}
                          optional={code !== "tr"}
                          error={code === "tr" && missing.has(row.key) ? t("required") : undefined}
                        >
                          <Input
                            name={`values.${index}.${code}`}
                            lang={code}
                            dir={code === "ar" ? "rtl" : "ltr"}
                            value={row.names[code]}
                            onChange={(event) => change(row.key, code, event.target.value)}
                          />
                        </FormField>
                      ))}
                    </div>
                    <span className="flex shrink-0 items-center gap-1 sm:pt-6">
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={t("valueUp", { name: label })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={t("valueDown", { name: label })}
                        disabled={index === rows.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8 text-danger-fg hover:bg-danger-subtle"
                        aria-label={t("valueRemove", { name: label })}
                        onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </span>
                  </li>
                );
              })}
            </ol>
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  setRows((all) => [
                    ...all,
                    { key: `new-${++newRows}`, names: { tr: "", en: "", ar: "" } },
                  ])
                }
              >
                <Plus aria-hidden="true" />
                {t("addValue")}
              </Button>
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
