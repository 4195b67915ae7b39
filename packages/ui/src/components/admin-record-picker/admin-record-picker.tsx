import { Search, X } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { Input } from "../input/input.tsx";
import { Spinner } from "../spinner/spinner.tsx";

const messages = defineUiMessages({
  search: { id: "admin.picker.search" },
  change: { id: "admin.picker.change" },
  clear: { id: "admin.picker.clear" },
  noResults: { id: "admin.picker.noResults" },
  failed: { id: "admin.picker.failed" },
  results: { id: "admin.picker.results" },
});

export interface AdminPickedRecord {
  id: string;
  /** What the record is called (a product's name, a customer's name). */
  label: string;
  /** A second line: a SKU, an e-mail address. */
  detail?: string;
}

export interface AdminRecordPickerProps {
  /** The hidden field's name that carries the chosen record's id with the form. */
  name: string;
  /** The id of the search box (a FormField's label points at it). */
  id?: string;
  value: AdminPickedRecord | null;
  onValueChange?: (value: AdminPickedRecord | null) => void;
  /** Looks records up on the server; the picker shows what it resolves with. */
  onSearch: (text: string) => Promise<readonly AdminPickedRecord[]>;
  placeholder?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
  "aria-labelledby"?: string;
  /** Results shown at once (stories). */
  initialResults?: readonly AdminPickedRecord[];
  /** Shows the choice but lets nothing change it (while the form is being saved). */
  disabled?: boolean;
  className?: string;
}

/**
 * A search box that looks records up through the app (products, customers) and lets the admin
 * pick one; the chosen id goes with the form in a hidden field.
 */
export function AdminRecordPicker({
  name,
  id,
  value: controlled,
  onValueChange,
  onSearch,
  placeholder,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
  "aria-labelledby": labelledBy,
  initialResults,
  disabled = false,
  className,
}: AdminRecordPickerProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const listId = useId();
  const [own, setOwn] = useState(controlled);
  const value = onValueChange ? controlled : own;
  const [text, setText] = useState("");
  const [results, setResults] = useState<readonly AdminPickedRecord[] | null>(
    initialResults ?? null,
  );
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const latest = useRef(0);

  const choose = (next: AdminPickedRecord | null) => {
    setOwn(next);
    onValueChange?.(next);
    setResults(null);
    setText("");
  };
  const search = () => {
    const query = text.trim();
    if (!query) return;
    const ticket = ++latest.current;
    setState("busy");
    onSearch(query).then(
      (found) => {
        if (ticket !== latest.current) return;
        setResults(found);
        setState("idle");
      },
      () => {
        if (ticket === latest.current) setState("failed");
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    search();
  };

  return (
    <div data-slot="admin-record-picker" className={cn("flex flex-col gap-2", className)}>
      <input type="hidden" name={name} value={value?.id ?? ""} />
      {value && (
        <div
          data-slot="admin-record-picker-value"
          className="flex items-center justify-between gap-2 rounded-md border border-border-subtle bg-surface-muted px-3 py-2"
        >
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium text-body text-fg-strong">{value.label}</span>
            {value.detail && (
              <span dir="ltr" className="truncate text-caption text-fg-muted">
                {value.detail}
              </span>
            )}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t("clear")}
            disabled={disabled}
            onClick={() => choose(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="search"
          size="sm"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-labelledby={labelledBy}
          aria-controls={results ? listId : undefined}
          startAdornment={<Search aria-hidden="true" />}
          className="flex-1"
        />
        <Button type="button" size="sm" variant="secondary" disabled={disabled} onClick={search}>
          {state === "busy" ? <Spinner size="sm" /> : null}
          {t(value ? "change" : "search")}
        </Button>
      </div>
      {state === "failed" && <p className="text-body-sm text-danger-fg">{t("failed")}</p>}
      {results && (
        <ul
          id={listId}
          aria-label={t("results")}
          className="flex max-h-64 flex-col overflow-y-auto rounded-md border border-border-subtle"
        >
          {results.length === 0 && (
            <li className="px-3 py-2 text-body-sm text-fg-muted">{t("noResults")}</li>
          )}
          {results.map((record) => (
            <li key={record.id} className="border-border-subtle border-b last:border-b-0">
              <button
                type="button"
                disabled={disabled}
                onClick={() => choose(record)}
                className="flex w-full flex-col items-start px-3 py-2 text-start hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
              >
                <span className="text-body text-fg-strong">{record.label}</span>
                {record.detail && (
                  <span dir="ltr" className="text-caption text-fg-muted">
                    {record.detail}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
