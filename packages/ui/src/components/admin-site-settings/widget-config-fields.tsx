import { Plus, X } from "lucide-react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { Input } from "../input/input.tsx";

const messages = defineUiMessages({
  showcaseId: { id: "admin.site.cfg.showcaseId" },
  categoryIds: { id: "admin.site.cfg.categoryIds" },
  parentId: { id: "admin.site.cfg.parentId" },
  brandIds: { id: "admin.site.cfg.brandIds" },
  limit: { id: "admin.site.cfg.limit" },
  idsHint: { id: "admin.site.cfg.idsHint" },
  items: { id: "admin.site.cfg.items" },
  image: { id: "admin.site.cfg.image" },
  link: { id: "admin.site.cfg.link" },
  addItem: { id: "admin.site.cfg.addItem" },
  removeItem: { id: "admin.site.cfg.removeItem" },
  none: { id: "admin.site.cfg.none" },
  required: { id: "admin.site.cfg.required" },
  wholeNumber: { id: "admin.site.cfg.wholeNumber" },
  tooMany: { id: "admin.site.cfg.tooMany" },
  idList: { id: "admin.site.cfg.idList" },
  path: { id: "admin.site.cfg.path" },
});

type FieldKind = "id" | "count" | "ids";
interface ConfigField {
  key: "showcaseId" | "categoryIds" | "parentId" | "brandIds" | "limit";
  kind: FieldKind;
  required?: boolean;
}

/** The settings the storefront reads for each widget type (widget-data.server.ts in the app). */
const CONFIG_FIELDS: Record<string, ConfigField[]> = {
  product_showcase: [{ key: "showcaseId", kind: "id", required: true }],
  category_list: [
    { key: "categoryIds", kind: "ids" },
    { key: "parentId", kind: "id" },
  ],
  brand_list: [
    { key: "brandIds", kind: "ids" },
    { key: "limit", kind: "count" },
  ],
  blog_list: [{ key: "limit", kind: "count" }],
  most_read: [{ key: "limit", kind: "count" }],
  campaign_list: [{ key: "limit", kind: "count" }],
};
const IMAGE_TYPES = new Set(["banner", "slider"]);
// The storefront shows at most this many of a list.
const MAX_COUNT = 24;

interface ConfigItem {
  image: string;
  link: string;
  /** What else the stored item holds (the smaller images): kept as it was. */
  rest: Record<string, unknown>;
}

/** A widget's settings as its fields show them. */
export interface ConfigDraft {
  fields: Record<string, string>;
  items: ConfigItem[];
}

export type ConfigProblem = keyof Pick<
  typeof messages,
  "required" | "wholeNumber" | "tooMany" | "idList" | "path"
>;

const text = (value: unknown) =>
  typeof value === "number" || typeof value === "string" ? String(value) : "";

export function configDraft(config: Record<string, unknown>): ConfigDraft {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(config))
    fields[key] = Array.isArray(value) ? value.map(text).join(", ") : text(value);
  const items = Array.isArray(config.items)
    ? config.items.flatMap((item): ConfigItem[] => {
        if (!item || typeof item !== "object") return [];
        const { image, link, ...rest } = item as Record<string, unknown>;
        return [{ image: text(image), link: text(link), rest }];
      })
    : [];
  return { fields, items };
}

const positive = (value: string) =>
  /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : null;
const isPath = (value: string) => /^(\/(?!\/)|https:\/\/)\S*$/.test(value);

/**
 * The widget's settings from its fields, over what was stored (keys no field shows stay), or the
 * problem of each field that does not read.
 */
export function readConfig(
  type: string,
  draft: ConfigDraft,
  stored: Record<string, unknown>,
): { config: Record<string, unknown> } | { problems: Record<string, ConfigProblem> } {
  const config: Record<string, unknown> = { ...stored };
  const problems: Record<string, ConfigProblem> = {};
  for (const field of CONFIG_FIELDS[type] ?? []) {
    const value = (draft.fields[field.key] ?? "").trim();
    delete config[field.key];
    if (!value) {
      if (field.required) problems[field.key] = "required";
      continue;
    }
    if (field.kind === "ids") {
      const ids = value
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(positive);
      if (ids.some((id) => id === null)) problems[field.key] = "idList";
      else config[field.key] = ids;
      continue;
    }
    const number = positive(value);
    if (number === null) problems[field.key] = "wholeNumber";
    else if (field.kind === "count" && number > MAX_COUNT) problems[field.key] = "tooMany";
    else config[field.key] = number;
  }
  if (IMAGE_TYPES.has(type)) {
    config.items = draft.items.map((item, index) => {
      const image = item.image.trim();
      const link = item.link.trim();
      if (!image) problems[`items.${index}.image`] = "required";
      else if (!isPath(image)) problems[`items.${index}.image`] = "path";
      if (link && !isPath(link)) problems[`items.${index}.link`] = "path";
      return { ...item.rest, image, ...(link ? { link } : {}) };
    });
  }
  return Object.keys(problems).length > 0 ? { problems } : { config };
}

export interface WidgetConfigFieldsProps {
  /** Prefix of the fields' ids. */
  id: string;
  type: string;
  draft: ConfigDraft;
  problems?: Record<string, ConfigProblem>;
  onChange: (draft: ConfigDraft) => void;
}

/** The settings of one widget, each a field of its own, checked where it stands. */
export function WidgetConfigFields({
  id,
  type,
  draft,
  problems = {},
  onChange,
}: WidgetConfigFieldsProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  const problem = (key: string) => {
    const found = problems[key];
    return found ? t(found) : undefined;
  };
  const fields = CONFIG_FIELDS[type] ?? [];
  const setField = (key: string, value: string) =>
    onChange({ ...draft, fields: { ...draft.fields, [key]: value } });
  const setItem = (index: number, patch: Partial<ConfigItem>) =>
    onChange({
      ...draft,
      items: draft.items.map((item, at) => (at === index ? { ...item, ...patch } : item)),
    });

  if (fields.length === 0 && !IMAGE_TYPES.has(type))
    return <p className="text-body-sm text-fg-muted">{t("none")}</p>;
  return (
    <div data-slot="widget-config-fields" className="flex flex-col gap-3">
      {fields.length > 0 && (
        <div className="grid gap-3 md:grid-cols-2">
          {fields.map((field) => (
            <FormField
              key={field.key}
              label={t(field.key)}
              required={field.required}
              hint={field.kind === "ids" ? t("idsHint") : undefined}
              error={problem(field.key)}
            >
              <Input
                id={`${id}-${field.key}`}
                name={field.key}
                dir="ltr"
                inputMode={field.kind === "ids" ? "text" : "numeric"}
                value={draft.fields[field.key] ?? ""}
                onChange={(event) => setField(field.key, event.target.value)}
              />
            </FormField>
          ))}
        </div>
      )}
      {IMAGE_TYPES.has(type) && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-medium text-body-sm text-fg">{t("items")}</legend>
          {draft.items.map((item, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own
              key={index}
              data-slot="widget-config-item"
              className="grid items-start gap-3 rounded-md border border-border-subtle p-3 md:grid-cols-[1fr_1fr_auto]"
            >
              <FormField label={t("image")} required error={problem(`items.${index}.image`)}>
                <Input
                  id={`${id}-item-${index}-image`}
                  dir="ltr"
                  value={item.image}
                  placeholder="/uploads/…"
                  onChange={(event) => setItem(index, { image: event.target.value })}
                />
              </FormField>
              <FormField label={t("link")} error={problem(`items.${index}.link`)}>
                <Input
                  id={`${id}-item-${index}-link`}
                  dir="ltr"
                  value={item.link}
                  onChange={(event) => setItem(index, { link: event.target.value })}
                />
              </FormField>
              <IconButton
                variant="ghost"
                className="md:mt-7"
                label={t("removeItem", { n: index + 1 })}
                onClick={() =>
                  onChange({ ...draft, items: draft.items.filter((_, at) => at !== index) })
                }
              >
                <X aria-hidden="true" />
              </IconButton>
            </div>
          ))}
          <div>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() =>
                onChange({ ...draft, items: [...draft.items, { image: "", link: "", rest: {} }] })
              }
            >
              <Plus aria-hidden="true" />
              {t("addItem")}
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
