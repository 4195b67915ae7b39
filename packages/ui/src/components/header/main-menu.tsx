import { ChevronDown, ChevronRight } from "lucide-react";
import { type ComponentProps, type FocusEvent, useEffect, useId, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { Container } from "../container/container.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";

const messages = defineUiMessages({
  label: { id: "layout.menu.label", description: "Name of the categories navigation" },
  toggle: {
    id: "layout.menu.toggle",
    description: "Button that shows a category's subcategories; {label} is the category",
  },
  seeAll: { id: "layout.menu.seeAll", description: "Link to the whole category from its panel" },
});

/** A menu entry (a category); `children` are its subcategories, which may have their own. */
export interface MenuItem {
  id: string;
  label: string;
  href: string;
  children?: MenuItem[];
  /** Draw attention to it (campaigns, outlet). */
  highlight?: boolean;
}

export type MainMenuProps = Omit<ComponentProps<"nav">, "children"> & {
  items: MenuItem[];
  /** The id of the category the shopper is in: marked as the current page. */
  currentId?: string;
  /** Renders the links (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
};

const hoverDelay = 120;

/**
 * The desktop categories bar. A category with subcategories opens a full-width panel on hover
 * or with its chevron button (keyboard and touch); Escape closes it. Every entry is a plain link.
 */
function MainMenu({
  items,
  currentId,
  renderLink = defaultRenderLink,
  className,
  ...props
}: MainMenuProps) {
  const intl = useIntl();
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toggles = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (id: string | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenId(id), hoverDelay);
  };

  const closeAndFocus = (id: string) => {
    setOpenId(null);
    toggles.current.get(id)?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  };

  const focusRing =
    "rounded-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus";

  return (
    <nav
      data-slot="main-menu"
      aria-label={intl.formatMessage(messages.label)}
      className={cn("relative", className)}
      onMouseLeave={() => later(null)}
      {...props}
    >
      <ul className="flex flex-wrap items-stretch gap-x-1">
        {items.map((item) => {
          const hasChildren = (item.children?.length ?? 0) > 0;
          const open = openId === item.id;
          const panelId = `${baseId}-${item.id}`;
          return (
            <li
              key={item.id}
              data-slot="main-menu-item"
              data-state={hasChildren ? (open ? "open" : "closed") : undefined}
              onMouseEnter={() => later(hasChildren ? item.id : null)}
              onBlur={hasChildren ? onBlur : undefined}
              onKeyDown={(event) => {
                if (event.key === "Escape" && open) {
                  event.preventDefault();
                  closeAndFocus(item.id);
                }
              }}
              className="flex"
            >
              <div
                className={cn(
                  "flex items-center border-b-2 transition-colors duration-fast",
                  open ? "border-brand-accent" : "border-transparent hover:border-brand-accent",
                )}
              >
                {renderLink({
                  "data-slot": "main-menu-link",
                  href: item.href,
                  "aria-current": item.id === currentId ? "page" : undefined,
                  className: cn(
                    "flex items-center py-3 ps-3 text-body-sm font-medium whitespace-nowrap transition-colors duration-fast",
                    focusRing,
                    hasChildren ? "pe-1" : "pe-3",
                    item.highlight || item.id === currentId
                      ? "font-semibold text-brand-fg"
                      : "text-fg-strong hover:text-brand-fg",
                  ),
                  children: item.label,
                })}
                {hasChildren && (
                  <IconButton
                    ref={(element: HTMLButtonElement | null) => {
                      if (element) toggles.current.set(item.id, element);
                      else toggles.current.delete(item.id);
                    }}
                    data-slot="main-menu-toggle"
                    label={intl.formatMessage(messages.toggle, { label: item.label })}
                    title=""
                    aria-expanded={open}
                    aria-controls={panelId}
                    size="sm"
                    onClick={() => {
                      clearTimeout(timer.current);
                      setOpenId(open ? null : item.id);
                    }}
                    className="me-1 size-7 min-h-7 text-fg-muted hover:bg-transparent hover:text-brand-fg"
                  >
                    <ChevronDown
                      aria-hidden="true"
                      className={cn("transition-transform duration-fast", open && "rotate-180")}
                    />
                  </IconButton>
                )}
              </div>
              {hasChildren && (
                <div
                  id={panelId}
                  data-slot="main-menu-panel"
                  hidden={!open}
                  className="absolute inset-x-0 top-full z-dropdown border-y border-border-subtle bg-surface-raised shadow-md"
                >
                  <Container className="py-6">
                    <div className="mb-4 flex items-center justify-between gap-4">
                      <p className="text-heading-sm font-semibold text-fg-strong">{item.label}</p>
                      {renderLink({
                        "data-slot": "main-menu-see-all",
                        href: item.href,
                        className: cn(
                          "flex items-center gap-1 text-body-sm font-medium text-brand-fg hover:underline",
                          focusRing,
                        ),
                        children: (
                          <>
                            {intl.formatMessage(messages.seeAll)}
                            <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                          </>
                        ),
                      })}
                    </div>
                    <ul className="grid grid-cols-4 gap-x-6 gap-y-5 xl:grid-cols-5">
                      {item.children?.map((child) => (
                        <li key={child.id} data-slot="main-menu-group" className="min-w-0">
                          {renderLink({
                            "data-slot": "main-menu-group-link",
                            href: child.href,
                            "aria-current": child.id === currentId ? "page" : undefined,
                            className: cn(
                              "block text-body-sm font-semibold text-fg-strong hover:text-brand-fg",
                              focusRing,
                            ),
                            children: child.label,
                          })}
                          {(child.children?.length ?? 0) > 0 && (
                            <ul className="mt-2 flex flex-col gap-1.5">
                              {child.children?.map((leaf) => (
                                <li key={leaf.id}>
                                  {renderLink({
                                    "data-slot": "main-menu-leaf-link",
                                    href: leaf.href,
                                    "aria-current": leaf.id === currentId ? "page" : undefined,
                                    className: cn(
                                      "block text-body-sm text-fg-muted hover:text-brand-fg",
                                      focusRing,
                                    ),
                                    children: leaf.label,
                                  })}
                                </li>
                              ))}
                            </ul>
                          )}
                        </li>
                      ))}
                    </ul>
                  </Container>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export { MainMenu };
