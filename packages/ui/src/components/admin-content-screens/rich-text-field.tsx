import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Textarea, type TextareaProps } from "../textarea/textarea.tsx";

const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

const messages = defineUiMessages({
  bold: { id: "admin.richText.bold" },
  italic: { id: "admin.richText.italic" },
  h2: { id: "admin.richText.h2" },
  h3: { id: "admin.richText.h3" },
  bullets: { id: "admin.richText.bullets" },
  numbers: { id: "admin.richText.numbers" },
  link: { id: "admin.richText.link" },
  linkPrompt: { id: "admin.richText.linkPrompt" },
  undo: { id: "admin.richText.undo" },
  redo: { id: "admin.richText.redo" },
  source: { id: "admin.richText.source" },
});

export type RichTextFieldProps = Omit<TextareaProps, "defaultValue" | "value"> & {
  name: string;
  defaultValue: string;
  dir: "ltr" | "rtl";
  lang: string;
  /** The field's label, the editor's accessible name. */
  label: string;
  /** Shows the plain HTML textarea only (stories of the page without JavaScript). */
  plain?: boolean;
};

/**
 * HTML written by an admin: a plain textarea of HTML, which the form sends as it is (without
 * JavaScript too); once the page runs, a rich-text editor takes its place and writes its HTML
 * into the textarea, which stays in the form, hidden.
 */
export function RichTextField({
  name,
  defaultValue,
  dir,
  lang,
  label,
  plain = false,
  ...props
}: RichTextFieldProps) {
  const intl = useIntl();
  const source = useRef<HTMLTextAreaElement>(null);
  const [rich, setRich] = useState(false);
  const [showSource, setShowSource] = useState(false);
  useEffect(() => setRich(!plain), [plain]);
  const labels = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, intl.formatMessage(message)]),
  ) as Record<keyof typeof messages, string>;

  return (
    <div data-slot="rich-text-field" className="flex flex-col gap-2">
      {rich && !showSource && (
        <Suspense
          fallback={<div className="min-h-56 rounded-md border border-border bg-surface" />}
        >
          <RichTextEditor
            html={source.current?.value ?? defaultValue}
            onChange={(html) => {
              if (source.current) source.current.value = html;
            }}
            dir={dir}
            lang={lang}
            labels={labels}
            label={label}
            {...(props["aria-describedby"]
              ? { "aria-describedby": props["aria-describedby"] }
              : {})}
          />
        </Suspense>
      )}
      <Textarea
        ref={source}
        name={name}
        defaultValue={defaultValue}
        dir={dir}
        lang={lang}
        rows={10}
        className={cn("font-mono", rich && !showSource && "hidden")}
        {...props}
      />
      {rich && (
        <label className="flex items-center gap-2 text-body-sm text-fg-muted">
          <input
            type="checkbox"
            checked={showSource}
            onChange={(event) => setShowSource(event.target.checked)}
            className="size-4 accent-brand"
          />
          {labels.source}
        </label>
      )}
    </div>
  );
}
