import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import {
  AdminForm,
  type AdminFormError,
  FormActions,
  FormSection,
} from "../admin-form/admin-form.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { Input } from "../input/input.tsx";
import { Select } from "../select/select.tsx";
import { Switch } from "../switch/switch.tsx";
import { Textarea } from "../textarea/textarea.tsx";
import {
  emptySiteTexts,
  LAYOUT_SECTIONS,
  type LayoutSectionName,
  languageMessages,
  pageNameMessages,
  SITE_LANGUAGES,
  type SiteTexts,
  sectionMessages,
  widgetMessages,
} from "./site-texts.ts";
import {
  type ConfigDraft,
  type ConfigProblem,
  configDraft,
  readConfig,
  WidgetConfigFields,
} from "./widget-config-fields.tsx";

const messages = defineUiMessages({
  layout: { id: "admin.site.layout" },
  layoutHint: { id: "admin.site.layoutHint" },
  page: { id: "admin.site.page" },
  empty: { id: "admin.site.empty" },
  inherited: { id: "admin.site.inherited" },
  count: { id: "admin.site.widgetCount" },
  moveUp: { id: "admin.site.moveUp" },
  moveDown: { id: "admin.site.moveDown" },
  remove: { id: "admin.site.remove" },
  removeTitle: { id: "admin.site.removeTitle" },
  removeBody: { id: "admin.site.removeBody" },
  moveTo: { id: "admin.site.moveTo" },
  shown: { id: "admin.site.shown" },
  edit: { id: "admin.site.edit" },
  titleIn: { id: "admin.site.titleIn" },
  contentIn: { id: "admin.site.contentIn" },
  config: { id: "admin.site.config" },
  configInvalid: { id: "admin.site.configInvalid" },
  add: { id: "admin.site.add" },
  addType: { id: "admin.site.addType" },
  isNew: { id: "admin.site.new" },
  off: { id: "admin.site.off" },
});

/** Widget kinds whose per-language content is edited (the HTML block's markup, alt texts). */
const CONTENT_TYPES = new Set(["html", "banner", "slider"]);

export interface AdminLayoutWidget {
  /** A saved widget's id; absent for one added since the layout was read. */
  id?: number;
  type: string;
  is_active: boolean;
  config: Record<string, unknown>;
  title: SiteTexts;
  content: SiteTexts;
  /** Shown from the default page: this page leaves the section empty. */
  inherited?: boolean;
}

export type AdminLayoutSections = Record<LayoutSectionName, AdminLayoutWidget[]>;

export interface AdminPageLayoutEditorProps {
  pages: { code: string; name: string }[];
  /** The code of the page being arranged. */
  page: string;
  onPageChange?: (code: string) => void;
  widgetTypes: readonly string[];
  sections: AdminLayoutSections;
  /** Refusals by the API's field path ("sections.center.0.type"). */
  errors?: Record<string, ReactNode>;
  saving?: boolean;
  /** The page's own widgets in order, section by section (inherited ones omitted). */
  onSave?: (sections: AdminLayoutSections) => unknown;
}

interface Row extends AdminLayoutWidget {
  uid: string;
  settings: ConfigDraft;
}

type Draft = Record<LayoutSectionName, Row[]>;

let counter = 0;
const uid = () => `w${++counter}`;

function toDraft(sections: AdminLayoutSections): Draft {
  return Object.fromEntries(
    LAYOUT_SECTIONS.map((name) => [
      name,
      sections[name].map((widget) => ({
        ...widget,
        uid: uid(),
        settings: configDraft(widget.config),
      })),
    ]),
  ) as Draft;
}

const own = (rows: Row[]) => rows.filter((row) => !row.inherited);

/** A page's five layout sections: widgets added, removed, moved and turned off, then saved. */
export function AdminPageLayoutEditor({
  pages,
  page,
  onPageChange,
  widgetTypes,
  sections,
  errors = {},
  saving = false,
  onSave,
}: AdminPageLayoutEditorProps) {
  const intl = useIntl();
  const id = useId();
  const [initial] = useState(() => toDraft(sections));
  const [draft, setDraft] = useState<Draft>(initial);
  const [adding, setAdding] = useState<Record<LayoutSectionName, string>>(
    () =>
      Object.fromEntries(LAYOUT_SECTIONS.map((name) => [name, widgetTypes[0] ?? ""])) as Record<
        LayoutSectionName,
        string
      >,
  );
  const [removing, setRemoving] = useState<{ section: LayoutSectionName; uid: string } | null>(
    null,
  );
  const [dirty, setDirty] = useState(false);
  const [configErrors, setConfigErrors] = useState<Map<string, Record<string, ConfigProblem>>>(
    new Map(),
  );
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusAfter) return;
    const target = root.current?.querySelector<HTMLElement>(`[data-focus-key="${focusAfter}"]`);
    const fallback = root.current?.querySelector<HTMLElement>(
      `[data-focus-key="${focusAfter.replace(/-(up|down)$/, "-handle")}"]`,
    );
    const usable = target && !target.hasAttribute("disabled") ? target : fallback;
    usable?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const typeName = (type: string) =>
    type in widgetMessages
      ? intl.formatMessage(widgetMessages[type as keyof typeof widgetMessages])
      : type;
  const rowName = (row: Row) => {
    const title = row.title[intl.locale.slice(0, 2) as keyof SiteTexts] || row.title.tr;
    return title ? `${typeName(row.type)}: ${title}` : typeName(row.type);
  };

  const change = (update: (current: Draft) => Draft) => {
    setDraft(update);
    setDirty(true);
  };
  const updateRow = (section: LayoutSectionName, key: string, patch: Partial<Row>) =>
    change((current) => ({
      ...current,
      [section]: current[section].map((row) => (row.uid === key ? { ...row, ...patch } : row)),
    }));
  const move = (section: LayoutSectionName, index: number, by: -1 | 1) => {
    const rows = draft[section];
    const row = rows[index];
    if (!row) return;
    change((current) => {
      const list = [...current[section]];
      const [taken] = list.splice(index, 1);
      if (taken) list.splice(index + by, 0, taken);
      return { ...current, [section]: list };
    });
    setFocusAfter(`${row.uid}-${by < 0 ? "up" : "down"}`);
  };
  const moveTo = (from: LayoutSectionName, key: string, to: LayoutSectionName) =>
    change((current) => {
      const row = current[from].find((entry) => entry.uid === key);
      if (!row) return current;
      const target = own(current[to]);
      return {
        ...current,
        [from]: current[from].filter((entry) => entry.uid !== key),
        [to]: [...target, row],
      };
    });
  const add = (section: LayoutSectionName) => {
    const type = adding[section];
    if (!type) return;
    const row: Row = {
      uid: uid(),
      type,
      is_active: true,
      config: {},
      settings: configDraft({}),
      title: emptySiteTexts(),
      content: emptySiteTexts(),
    };
    change((current) => ({ ...current, [section]: [...own(current[section]), row] }));
    setFocusAfter(`${row.uid}-handle`);
  };
  const remove = (section: LayoutSectionName, key: string) =>
    change((current) => ({
      ...current,
      [section]: current[section].filter((row) => row.uid !== key),
    }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = new Map<string, Record<string, ConfigProblem>>();
    const out = {} as AdminLayoutSections;
    for (const name of LAYOUT_SECTIONS) {
      out[name] = own(draft[name]).map((row) => {
        const read = readConfig(row.type, row.settings, row.config);
        if ("problems" in read) invalid.set(row.uid, read.problems);
        const widget: AdminLayoutWidget = {
          type: row.type,
          is_active: row.is_active,
          config: "config" in read ? read.config : row.config,
          title: row.title,
          content: row.content,
        };
        if (row.id !== undefined) widget.id = row.id;
        return widget;
      });
    }
    setConfigErrors(invalid);
    if (invalid.size > 0) return;
    onSave?.(out);
  };

  const fieldError = (section: LayoutSectionName, index: number, row: Row) => {
    const prefix = `sections.${section}.${index}`;
    const found = Object.entries(errors).find(
      ([key]) => key === prefix || key.startsWith(`${prefix}.`),
    );
    if (configErrors.has(row.uid)) return intl.formatMessage(messages.configInvalid);
    return found?.[1];
  };
  const summary: AdminFormError[] = [];
  for (const section of LAYOUT_SECTIONS)
    draft[section].forEach((row, index) => {
      const message = fieldError(section, index, row);
      if (message) summary.push({ fieldId: `${id}-${row.uid}-handle`, message });
    });
  const general = errors.sections;
  if (general) summary.push({ fieldId: `${id}-page`, message: general });

  const removingRow = removing
    ? draft[removing.section].find((row) => row.uid === removing.uid)
    : undefined;

  return (
    <div ref={root} data-slot="admin-page-layout-editor">
      <AdminForm
        errors={summary}
        onSubmit={submit}
        aria-label={intl.formatMessage(messages.layout)}
      >
        <FormSection
          title={intl.formatMessage(messages.layout)}
          description={intl.formatMessage(messages.layoutHint)}
          columns={1}
        >
          <div className="max-w-sm">
            <FormField label={intl.formatMessage(messages.page)}>
              <Select
                id={`${id}-page`}
                value={page}
                onChange={(event) => onPageChange?.(event.target.value)}
                options={pages.map((entry) => ({
                  value: entry.code,
                  // A page kind the shop knows is named in the admin's language; another keeps
                  // the name it was stored with.
                  label: Object.hasOwn(pageNameMessages, entry.code)
                    ? intl.formatMessage(
                        pageNameMessages[entry.code as keyof typeof pageNameMessages],
                      )
                    : entry.name,
                }))}
              />
            </FormField>
          </div>
        </FormSection>
        {LAYOUT_SECTIONS.map((section) => {
          const rows = draft[section];
          const inherited = rows.length > 0 && rows.every((row) => row.inherited);
          const count = own(rows).length;
          return (
            <FormSection
              key={section}
              title={intl.formatMessage(sectionMessages[section])}
              description={
                inherited
                  ? intl.formatMessage(messages.inherited)
                  : intl.formatMessage(messages.count, { count })
              }
              columns={1}
              data-section={section}
            >
              {rows.length === 0 ? (
                <p className="text-body-sm text-fg-muted">{intl.formatMessage(messages.empty)}</p>
              ) : (
                <ol
                  className="flex flex-col gap-2"
                  aria-label={intl.formatMessage(sectionMessages[section])}
                >
                  {rows.map((row, index) =>
                    row.inherited ? (
                      <li
                        key={row.uid}
                        data-widget-type={row.type}
                        className="rounded-md border border-dashed border-border bg-surface-muted px-3 py-2 text-body-sm text-fg-muted"
                      >
                        {rowName(row)}
                      </li>
                    ) : (
                      <WidgetRow
                        key={row.uid}
                        id={id}
                        row={row}
                        name={rowName(row)}
                        section={section}
                        first={index === 0}
                        last={index === rows.length - 1}
                        error={fieldError(section, index, row)}
                        problems={configErrors.get(row.uid)}
                        onMove={(by) => move(section, index, by)}
                        onMoveTo={(to) => moveTo(section, row.uid, to)}
                        onRemove={() => setRemoving({ section, uid: row.uid })}
                        onChange={(patch) => updateRow(section, row.uid, patch)}
                      />
                    ),
                  )}
                </ol>
              )}
              <div className="flex flex-wrap items-end gap-2">
                <div className="w-full max-w-xs">
                  <FormField label={intl.formatMessage(messages.addType)}>
                    <Select
                      id={`${id}-add-${section}`}
                      value={adding[section]}
                      onChange={(event) =>
                        setAdding((current) => ({ ...current, [section]: event.target.value }))
                      }
                      options={widgetTypes.map((type) => ({ value: type, label: typeName(type) }))}
                    />
                  </FormField>
                </div>
                <Button type="button" variant="outline" onClick={() => add(section)}>
                  <Plus aria-hidden="true" />
                  {intl.formatMessage(messages.add)}
                  <span className="sr-only">
                    {` (${intl.formatMessage(sectionMessages[section])})`}
                  </span>
                </Button>
              </div>
            </FormSection>
          );
        })}
        <FormActions pending={saving} dirty={dirty} sticky={false} />
      </AdminForm>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        variant="danger"
        title={intl.formatMessage(messages.removeTitle)}
        description={
          removingRow
            ? intl.formatMessage(messages.removeBody, { name: rowName(removingRow) })
            : undefined
        }
        onConfirm={() => {
          if (removing) remove(removing.section, removing.uid);
          setRemoving(null);
        }}
      />
    </div>
  );
}

interface WidgetRowProps {
  id: string;
  row: Row;
  name: string;
  section: LayoutSectionName;
  first: boolean;
  last: boolean;
  error: ReactNode;
  /** What is wrong with each of its settings, since the last save was tried. */
  problems?: Record<string, ConfigProblem>;
  onMove: (by: -1 | 1) => void;
  onMoveTo: (section: LayoutSectionName) => void;
  onRemove: () => void;
  onChange: (patch: Partial<Row>) => void;
}

function WidgetRow({
  id,
  row,
  name,
  section,
  first,
  last,
  error,
  problems,
  onMove,
  onMoveTo,
  onRemove,
  onChange,
}: WidgetRowProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const base = `${id}-${row.uid}`;
  return (
    <li
      data-widget-type={row.type}
      data-slot="admin-layout-widget"
      className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3"
      aria-invalid={error ? true : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          id={`${base}-handle`}
          data-focus-key={`${row.uid}-handle`}
          tabIndex={-1}
          className="min-w-0 flex-1 font-medium text-fg"
        >
          {name}
        </span>
        {row.id === undefined && <Badge variant="info">{t("isNew")}</Badge>}
        {!row.is_active && <Badge variant="neutral">{t("off")}</Badge>}
        <Switch
          size="sm"
          checked={row.is_active}
          onCheckedChange={(checked) => onChange({ is_active: checked })}
          label={t("shown")}
          aria-describedby={`${base}-handle`}
        />
        <div className="w-40">
          <Select
            size="sm"
            aria-label={`${t("moveTo")}: ${name}`}
            value={section}
            onChange={(event) => onMoveTo(event.target.value as LayoutSectionName)}
            options={LAYOUT_SECTIONS.map((value) => ({
              value,
              label: intl.formatMessage(sectionMessages[value]),
            }))}
          />
        </div>
        <IconButton
          variant="ghost"
          label={t("moveUp", { name })}
          disabled={first}
          data-focus-key={`${row.uid}-up`}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </IconButton>
        <IconButton
          variant="ghost"
          label={t("moveDown", { name })}
          disabled={last}
          data-focus-key={`${row.uid}-down`}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </IconButton>
        <IconButton variant="ghost" label={t("remove", { name })} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="text-danger" />
        </IconButton>
      </div>
      {error && (
        <p role="alert" className="text-body-sm text-danger-fg">
          {error}
        </p>
      )}
      <details className="group" open={problems ? true : undefined}>
        <summary className="cursor-pointer text-body-sm text-brand-fg">{t("edit")}</summary>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          {SITE_LANGUAGES.map((language) => (
            <FormField
              key={language}
              label={t("titleIn", { language: intl.formatMessage(languageMessages[language]) })}
            >
              <Input
                id={`${base}-title-${language}`}
                dir={language === "ar" ? "rtl" : "ltr"}
                value={row.title[language]}
                onChange={(event) =>
                  onChange({ title: { ...row.title, [language]: event.target.value } })
                }
              />
            </FormField>
          ))}
          {CONTENT_TYPES.has(row.type) &&
            SITE_LANGUAGES.map((language) => (
              <FormField
                key={`content-${language}`}
                label={t("contentIn", { language: intl.formatMessage(languageMessages[language]) })}
              >
                <Textarea
                  id={`${base}-content-${language}`}
                  dir={language === "ar" ? "rtl" : "ltr"}
                  rows={4}
                  value={row.content[language]}
                  onChange={(event) =>
                    onChange({ content: { ...row.content, [language]: event.target.value } })
                  }
                />
              </FormField>
            ))}
          <fieldset className="md:col-span-3">
            <legend className="mb-2 font-medium text-body-sm text-fg">{t("config")}</legend>
            <WidgetConfigFields
              id={`${base}-config`}
              type={row.type}
              draft={row.settings}
              problems={problems}
              onChange={(settings) => onChange({ settings })}
            />
          </fieldset>
        </div>
      </details>
    </li>
  );
}
