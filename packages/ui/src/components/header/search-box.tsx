import { Search, X } from "lucide-react";
import {
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { Input } from "../input/input.tsx";
import { Spinner } from "../spinner/spinner.tsx";

const messages = defineUiMessages({
  label: { id: "layout.search.label", description: "Search field label and placeholder" },
  landmark: { id: "layout.search.landmark", description: "Name of the search landmark" },
  submit: { id: "layout.search.submit" },
  clear: { id: "layout.search.clear" },
  suggestions: { id: "layout.search.suggestions", description: "Name of the suggestions list" },
  loading: { id: "layout.search.loading" },
  noSuggestions: { id: "layout.search.noSuggestions" },
  count: {
    id: "layout.search.count",
    description: "Announced to screen readers when suggestions arrive",
  },
  query: { id: "layout.search.kind.query" },
  product: { id: "layout.search.kind.product" },
  category: { id: "layout.search.kind.category" },
  brand: { id: "layout.search.kind.brand" },
});

export interface SearchSuggestion {
  id: string;
  /** The text shown; for "query" suggestions also the text searched. */
  label: string;
  kind?: "query" | "product" | "category" | "brand";
  /** A small picture (product suggestions). */
  imageUrl?: string;
  /** Where the suggestion leads, for the app's `onSuggestionSelect`. */
  href?: string;
}

export type SearchBoxProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /** Called with the trimmed text when the form is submitted (button or Enter). */
  onSearch: (text: string) => void;
  /** Called on every change of the text, so that the app can fetch suggestions. */
  onQueryChange?: (text: string) => void;
  /** Called when a suggestion is chosen; without it, choosing searches the suggestion's label. */
  onSuggestionSelect?: (suggestion: SearchSuggestion) => void;
  suggestions?: SearchSuggestion[];
  suggestionsLoading?: boolean;
  /** The text when the component mounts (the current search page's query). */
  defaultValue?: string;
  /** The query parameter name used when the form is submitted without JavaScript. */
  name?: string;
};

/**
 * The header's search: a form (it also works without JavaScript through `action` and `name`)
 * with a combobox that lists the suggestions the app passes in, navigable with the arrow keys.
 */
function SearchBox({
  onSearch,
  onQueryChange,
  onSuggestionSelect,
  suggestions = [],
  suggestionsLoading = false,
  defaultValue = "",
  name = "q",
  action,
  method = "get",
  className,
  ...props
}: SearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  const trimmed = query.trim();
  const open =
    focused &&
    !dismissed &&
    trimmed !== "" &&
    (suggestionsLoading || suggestions.length > 0 || onQueryChange !== undefined);

  const suggestionKey = suggestions.map((suggestion) => suggestion.id).join("\n");
  useEffect(() => {
    // other suggestions: nothing is highlighted until the shopper moves
    if (suggestionKey !== undefined) setActive(-1);
  }, [suggestionKey]);

  const change = (text: string) => {
    setQuery(text);
    setDismissed(false);
    setActive(-1);
    onQueryChange?.(text);
  };

  const choose = (suggestion: SearchSuggestion) => {
    setQuery(suggestion.label);
    setDismissed(true);
    setActive(-1);
    if (onSuggestionSelect) onSuggestionSelect(suggestion);
    else onSearch(suggestion.label.trim());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = open ? suggestions[active] : undefined;
    if (chosen) {
      choose(chosen);
      return;
    }
    if (trimmed === "") {
      inputRef.current?.focus();
      return;
    }
    setDismissed(true);
    onSearch(trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      setDismissed(false);
      setActive((current) => {
        if (event.key === "ArrowDown") return current + 1 >= count ? -1 : current + 1;
        return current - 1 < -1 ? count - 1 : current - 1;
      });
      return;
    }
    if (event.key === "Escape") {
      event.preventDefault();
      if (open) {
        setDismissed(true);
        setActive(-1);
      } else if (query !== "") {
        change("");
      }
    }
  };

  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;
  const showEmpty = open && !suggestionsLoading && suggestions.length === 0;

  return (
    <search
      data-slot="search-box"
      aria-label={intl.formatMessage(messages.landmark)}
      className={cn("relative w-full", className)}
    >
      <form
        data-slot="search-box-form"
        action={action}
        method={method}
        onSubmit={submit}
        {...props}
      >
        <div data-slot="search-box-field" className="flex items-center gap-2">
          <Input
            ref={inputRef}
            type="search"
            name={name}
            value={query}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            role="combobox"
            aria-label={intl.formatMessage(messages.label)}
            aria-expanded={open}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={intl.formatMessage(messages.label)}
            className="flex-1"
            startAdornment={<Search aria-hidden="true" />}
            endAdornment={
              query === "" ? undefined : (
                <IconButton
                  data-slot="search-box-clear"
                  label={intl.formatMessage(messages.clear)}
                  size="sm"
                  shape="round"
                  onClick={() => {
                    change("");
                    inputRef.current?.focus();
                  }}
                  className="text-fg-muted"
                >
                  <X aria-hidden="true" />
                </IconButton>
              )
            }
          />
          <Button type="submit" data-slot="search-box-submit" className="shrink-0 px-3 md:px-5">
            <Search aria-hidden="true" className="md:hidden" />
            <span className="sr-only md:not-sr-only">{intl.formatMessage(messages.submit)}</span>
          </Button>
        </div>
        <div
          data-slot="search-box-popup"
          hidden={!open}
          className="absolute inset-x-0 top-full z-dropdown mt-1 overflow-hidden rounded-lg border border-border-subtle bg-surface-raised shadow-md"
        >
          {suggestionsLoading && (
            <div data-slot="search-box-loading" className="px-4 py-3">
              <Spinner size="sm" showLabel label={intl.formatMessage(messages.loading)} />
            </div>
          )}
          {showEmpty && (
            <p data-slot="search-box-empty" className="px-4 py-3 text-body-sm text-fg-muted">
              {intl.formatMessage(messages.noSuggestions, { query: trimmed })}
            </p>
          )}
          <div
            id={listboxId}
            role="listbox"
            data-slot="search-box-listbox"
            aria-label={intl.formatMessage(messages.suggestions)}
            hidden={suggestionsLoading || suggestions.length === 0}
            className="max-h-popup overflow-y-auto py-1"
          >
            {!suggestionsLoading &&
              suggestions.map((suggestion, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keyboard (arrows + Enter)
                <div
                  key={suggestion.id}
                  id={`${id}-option-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  data-slot="search-box-option"
                  data-kind={suggestion.kind ?? "query"}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(suggestion)}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 px-4 py-2 text-body-sm text-fg",
                    index === active && "bg-brand-subtle text-brand-fg",
                  )}
                >
                  {suggestion.imageUrl ? (
                    <img
                      src={suggestion.imageUrl}
                      alt=""
                      className="size-9 shrink-0 rounded-md border border-border-subtle object-cover"
                    />
                  ) : (
                    <Search aria-hidden="true" className="size-4 shrink-0 text-fg-subtle" />
                  )}
                  <span className="min-w-0 flex-1 truncate">{suggestion.label}</span>
                  {suggestion.kind && suggestion.kind !== "query" && (
                    <span className="shrink-0 text-caption text-fg-muted">
                      {intl.formatMessage(messages[suggestion.kind])}
                    </span>
                  )}
                </div>
              ))}
          </div>
        </div>
        <span data-slot="search-box-status" role="status" className="sr-only">
          {open && !suggestionsLoading && suggestions.length > 0
            ? intl.formatMessage(messages.count, { count: suggestions.length })
            : ""}
        </span>
      </form>
    </search>
  );
}

export { SearchBox };
