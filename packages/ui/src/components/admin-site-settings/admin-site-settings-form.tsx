import { Upload } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import {
  AdminForm,
  type AdminFormError,
  FormActions,
  FormGridItem,
  FormSection,
} from "../admin-form/admin-form.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Textarea } from "../textarea/textarea.tsx";

const messages = defineUiMessages({
  general: { id: "admin.site.general" },
  generalHint: { id: "admin.site.generalHint" },
  shopName: { id: "admin.site.shopName" },
  timeZone: { id: "admin.site.timeZone" },
  timeZoneHint: { id: "admin.site.timeZoneHint" },
  favicon: { id: "admin.site.favicon" },
  faviconHint: { id: "admin.site.faviconHint" },
  noImage: { id: "admin.site.noImage" },
  noImageHint: { id: "admin.site.noImageHint" },
  upload: { id: "admin.site.upload" },
  uploading: { id: "admin.site.uploading" },
  preview: { id: "admin.site.preview" },
  tracking: { id: "admin.site.tracking" },
  trackingHint: { id: "admin.site.trackingHint" },
  verification: { id: "admin.site.verification" },
  verificationHint: { id: "admin.site.verificationHint" },
  gtm: { id: "admin.site.gtm" },
  gtmHint: { id: "admin.site.gtmHint" },
  code: { id: "admin.site.code" },
  codeHint: { id: "admin.site.codeHint" },
  css: { id: "admin.site.css" },
  headScript: { id: "admin.site.headScript" },
  bodyScript: { id: "admin.site.bodyScript" },
  bodyHtml: { id: "admin.site.bodyHtml" },
  headScripts: { id: "admin.site.headScripts" },
  bodyScripts: { id: "admin.site.bodyScripts" },
  scriptsHint: { id: "admin.site.scriptsHint" },
});

export interface AdminSiteSettingsValues {
  shop_name: string;
  google_site_verification: string;
  google_gtm_id: string;
  /** An IANA time zone name (Europe/Istanbul): every date and time shown, and the shop's days. */
  time_zone: string;
  favicon: string;
  no_image_product: string;
  css: string;
  head_script: string;
  body_script: string;
  body_html: string;
  head_scripts: string[];
  body_scripts: string[];
}

export type AdminSiteSettingsField = keyof AdminSiteSettingsValues;
type PictureField = "favicon" | "no_image_product";

export interface AdminSiteSettingsFormProps {
  values: AdminSiteSettingsValues;
  /** Refusals by field; a list's entry as "head_scripts.0" counts for the list. */
  errors?: Partial<Record<string, ReactNode>>;
  saving?: boolean;
  /** Which picture is being uploaded. */
  uploading?: PictureField | null;
  /** Uploads a picture; the form puts the address it answers into the field. */
  onUpload?: (field: PictureField, file: File) => Promise<string | null>;
  onSave?: (values: AdminSiteSettingsValues) => unknown;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The shop-wide settings: name, icon, placeholder picture, verification, GTM, scripts and CSS. */
export function AdminSiteSettingsForm({
  values,
  errors = {},
  saving = false,
  uploading = null,
  onUpload,
  onSave,
}: AdminSiteSettingsFormProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const id = useId();
  const [form, setForm] = useState({
    ...values,
    head_scripts: values.head_scripts.join("\n"),
    body_scripts: values.body_scripts.join("\n"),
  });
  const [dirty, setDirty] = useState(false);
  type Key = keyof typeof form;
  const set = (key: Key, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };
  const error = (key: string) =>
    errors[key] ?? Object.entries(errors).find(([name]) => name.startsWith(`${key}.`))?.[1];
  const fieldId = (key: string) => `${id}-${key}`;
  const order: Key[] = [
    "shop_name",
    "time_zone",
    "favicon",
    "no_image_product",
    "google_site_verification",
    "google_gtm_id",
    "css",
    "head_script",
    "head_scripts",
    "body_html",
    "body_script",
    "body_scripts",
  ];
  const summary: AdminFormError[] = order.flatMap((key) => {
    const message = error(key);
    return message ? [{ fieldId: fieldId(key), message }] : [];
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave?.({
      ...form,
      head_scripts: lines(form.head_scripts),
      body_scripts: lines(form.body_scripts),
    });
  };

  const text = (key: Key, label: string, hint?: string, extra: { dir?: "ltr" } = {}) => (
    <FormField label={label} hint={hint} error={error(key)}>
      <Input
        id={fieldId(key)}
        name={key}
        value={form[key]}
        onChange={(event) => set(key, event.target.value)}
        {...extra}
      />
    </FormField>
  );
  const code = (key: Key, label: string, hint?: string) => (
    <FormField label={label} hint={hint} error={error(key)}>
      <Textarea
        id={fieldId(key)}
        name={key}
        dir="ltr"
        rows={5}
        spellCheck={false}
        className="font-mono text-body-sm"
        value={form[key]}
        onChange={(event) => set(key, event.target.value)}
      />
    </FormField>
  );

  return (
    <AdminForm errors={summary} onSubmit={submit} aria-label={t("general")}>
      <FormSection title={t("general")} description={t("generalHint")}>
        <FormGridItem span="full">{text("shop_name", t("shopName"))}</FormGridItem>
        <FormGridItem span="full">
          {text("time_zone", t("timeZone"), t("timeZoneHint"), { dir: "ltr" })}
        </FormGridItem>
        <Picture
          field="favicon"
          id={fieldId("favicon")}
          label={t("favicon")}
          hint={t("faviconHint")}
          value={form.favicon}
          error={error("favicon")}
          busy={uploading === "favicon"}
          onChange={(value) => set("favicon", value)}
          onUpload={onUpload}
        />
        <Picture
          field="no_image_product"
          id={fieldId("no_image_product")}
          label={t("noImage")}
          hint={t("noImageHint")}
          value={form.no_image_product}
          error={error("no_image_product")}
          busy={uploading === "no_image_product"}
          onChange={(value) => set("no_image_product", value)}
          onUpload={onUpload}
        />
      </FormSection>
      <FormSection title={t("tracking")} description={t("trackingHint")}>
        {text("google_site_verification", t("verification"), t("verificationHint"), { dir: "ltr" })}
        {text("google_gtm_id", t("gtm"), t("gtmHint"), { dir: "ltr" })}
      </FormSection>
      <FormSection title={t("code")} description={t("codeHint")}>
        <FormGridItem span="full">{code("css", t("css"))}</FormGridItem>
        {code("head_script", t("headScript"))}
        {code("head_scripts", t("headScripts"), t("scriptsHint"))}
        {code("body_script", t("bodyScript"))}
        {code("body_scripts", t("bodyScripts"), t("scriptsHint"))}
        <FormGridItem span="full">{code("body_html", t("bodyHtml"))}</FormGridItem>
      </FormSection>
      <FormActions pending={saving} dirty={dirty} sticky={false} />
    </AdminForm>
  );
}

interface PictureProps {
  field: PictureField;
  id: string;
  label: string;
  hint: string;
  value: string;
  error: ReactNode;
  busy: boolean;
  onChange: (value: string) => void;
  onUpload: AdminSiteSettingsFormProps["onUpload"];
}

function Picture({ field, id, label, hint, value, error, busy, onChange, onUpload }: PictureProps) {
  const intl = useIntl();
  const file = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2">
      <FormField label={label} hint={hint} error={error}>
        <Input
          id={id}
          name={field}
          dir="ltr"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </FormField>
      <div className="flex items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={intl.formatMessage(messages.preview)}
            className="size-12 rounded-md border border-border bg-surface object-contain"
          />
        ) : null}
        {onUpload && (
          <>
            <input
              ref={file}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/avif"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={async (event) => {
                const chosen = event.target.files?.[0];
                event.target.value = "";
                if (!chosen) return;
                const path = await onUpload(field, chosen);
                if (path) onChange(path);
              }}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              loading={busy}
              onClick={() => file.current?.click()}
            >
              <Upload aria-hidden="true" />
              {intl.formatMessage(busy ? messages.uploading : messages.upload)}
              <span className="sr-only">{` (${label})`}</span>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
