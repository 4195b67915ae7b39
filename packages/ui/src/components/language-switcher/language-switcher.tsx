import { Check, Globe } from "lucide-react";
import { type ComponentProps, Fragment, type MouseEvent } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { type Locale, locales } from "../../i18n/locales.ts";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { defaultRenderLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { HeaderDropdown } from "../header/header-dropdown.tsx";

const messages = defineUiMessages({
  label: { id: "layout.language.label", description: "Name of the language choice" },
  current: {
    id: "layout.language.current",
    description: "Language switcher button; {language} is the current language's own name",
  },
});

export type LanguageSwitcherProps = Omit<ComponentProps<"div">, "onSelect" | "children"> & {
  /** The address of the current page in another language, so that switching stays on the page. */
  getHref: (locale: Locale) => string;
  /** Called before the link is followed (say, to remember the choice); may `preventDefault()`. */
  onSelect?: (locale: Locale, event: MouseEvent<HTMLAnchorElement>) => void;
  /** "dropdown" for the header, "inline" (all three side by side) for menus and footers. */
  variant?: "dropdown" | "inline";
  /** Show only the language code on the trigger (narrow headers). */
  compact?: boolean;
  /** Renders the links (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
  /** The languages the shop offers (the admin turns them on and off); every one by default. */
  available?: readonly Locale[];
};

/** Links to the current page in tr, en and ar, each language named in its own words. */
function LanguageSwitcher({
  getHref,
  onSelect,
  variant = "dropdown",
  compact = false,
  renderLink = defaultRenderLink,
  available,
  className,
  ...props
}: LanguageSwitcherProps) {
  const intl = useIntl();
  const { code } = useLocale();
  // The page's own language stays listed (it is where the shopper is), offered or not.
  const offered = locales.filter(
    (locale) => !available || available.includes(locale.code) || locale.code === code,
  );
  const current = locales.find((locale) => locale.code === code) ?? locales[0];

  const link = (locale: (typeof locales)[number], inline: boolean) => {
    const selected = locale.code === current.code;
    return (
      <Fragment key={locale.code}>
        {renderLink({
          "data-slot": "language-switcher-link",
          "data-dropdown-item": "",
          href: getHref(locale.code),
          hrefLang: locale.iso,
          lang: locale.code,
          "aria-current": selected ? "true" : undefined,
          onClick: (event) => onSelect?.(locale.code, event),
          className: cn(
            "flex items-center gap-2 rounded-md text-body-sm transition-colors duration-fast",
            "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
            inline
              ? cn(
                  "justify-center border px-3 py-1.5 font-medium",
                  selected
                    ? "border-brand bg-brand-subtle text-brand-fg"
                    : "border-border-subtle bg-surface text-fg hover:bg-surface-muted",
                )
              : cn(
                  "min-h-10 px-3 py-2",
                  selected
                    ? "bg-brand-subtle font-semibold text-brand-fg"
                    : "hover:bg-surface-muted",
                ),
          ),
          children: (
            <>
              {!inline && (
                <span
                  aria-hidden="true"
                  className="w-7 shrink-0 text-caption font-semibold text-fg-muted uppercase"
                >
                  {locale.code}
                </span>
              )}
              <span className={inline ? undefined : "flex-1"}>
                <span dir={locale.dir}>{locale.name}</span>
              </span>
              {!inline && selected && <Check aria-hidden="true" className="size-4 shrink-0" />}
            </>
          ),
        })}
      </Fragment>
    );
  };

  if (variant === "inline") {
    return (
      <div
        data-slot="language-switcher"
        data-variant="inline"
        className={cn("flex flex-col gap-2", className)}
        {...props}
      >
        <span
          data-slot="language-switcher-label"
          className="text-caption font-medium text-fg-muted"
        >
          {intl.formatMessage(messages.label)}
        </span>
        <nav aria-label={intl.formatMessage(messages.label)} className="grid grid-cols-3 gap-2">
          {offered.map((locale) => link(locale, true))}
        </nav>
      </div>
    );
  }

  return (
    <div
      data-slot="language-switcher"
      data-variant="dropdown"
      className={cn("inline-flex", className)}
      {...props}
    >
      <HeaderDropdown
        slot="language-switcher-dropdown"
        triggerLabel={intl.formatMessage(messages.current, {
          language: compact ? `${current.name}, ${current.code.toUpperCase()}` : current.name,
        })}
        triggerClassName="min-h-8 px-2 text-body-sm font-medium text-fg hover:text-brand-fg"
        trigger={
          <>
            <Globe aria-hidden="true" className="size-4 shrink-0" />
            <span lang={current.code}>{compact ? current.code.toUpperCase() : current.name}</span>
          </>
        }
      >
        <nav aria-label={intl.formatMessage(messages.label)} className="flex flex-col gap-0.5">
          {offered.map((locale) => link(locale, false))}
        </nav>
      </HeaderDropdown>
    </div>
  );
}

export { LanguageSwitcher };
