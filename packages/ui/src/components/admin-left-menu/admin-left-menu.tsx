import * as Collapsible from "@radix-ui/react-collapsible";
import * as Tooltip from "@radix-ui/react-tooltip";
import { ChevronDown, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useId, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { type AdminMenuGroup, type AdminMenuItem, ancestorsOf } from "./admin-menu.ts";
import {
  adminGroupMessages,
  adminSectionIcons,
  adminSectionMessages,
} from "./admin-menu-sections.ts";

const messages = defineUiMessages({
  label: { id: "admin.leftMenu.label", description: "Accessible name of the admin navigation" },
  collapse: { id: "admin.leftMenu.collapse", description: "Button that narrows the menu to icons" },
  expand: { id: "admin.leftMenu.expand", description: "Button that widens the menu to labels" },
});

/** Props a menu link receives; render them on an `<a>` or on the router's link. */
export type AdminMenuLinkProps = ComponentProps<"a"> & { href: string };

export interface AdminLeftMenuProps extends Omit<ComponentProps<"nav">, "children"> {
  groups: AdminMenuGroup[];
  /** The id of the item for the current page: marked `aria-current="page"`, its parents open. */
  activeId?: string;
  /** Icons only (with tooltips) instead of icons and labels. */
  collapsed?: boolean;
  /** The collapse toggle or a collapsed parent item asks for a new state; the app stores it. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Shows the collapse toggle (off inside the phone drawer, where the menu is always wide). */
  collapsible?: boolean;
  /** A menu link was followed (the shell closes its phone drawer). */
  onNavigate?: (id: string) => void;
  /** Renders each link, for the app's router link; a plain `<a>` by default. */
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
}

const rowClass = cn(
  "group/row relative flex min-h-10 w-full items-center gap-3 rounded-md px-3 py-2 text-start",
  "text-body-sm font-medium text-fg-muted transition-colors duration-fast ease-standard",
  "hover:bg-surface-muted hover:text-fg-strong",
  "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus",
);

const activeRowClass = cn(
  "bg-brand-subtle text-brand-fg hover:bg-brand-muted hover:text-brand-fg",
  "before:absolute before:inset-y-2 before:start-0 before:w-1 before:rounded-e-full before:bg-brand-accent",
);

function AdminLeftMenu({
  groups,
  activeId,
  collapsed = false,
  onCollapsedChange,
  collapsible = true,
  onNavigate,
  renderLink = defaultRenderLink,
  className,
  ...props
}: AdminLeftMenuProps) {
  const intl = useIntl();
  const { dir } = useLocale();
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(ancestorsOf(groups, activeId)),
  );
  const activeAncestors = new Set(ancestorsOf(groups, activeId));

  const setOpen = (id: string, open: boolean) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const labelOf = (item: AdminMenuItem): ReactNode =>
    item.label ?? (item.section ? intl.formatMessage(adminSectionMessages[item.section]) : null);

  const iconOf = (item: AdminMenuItem) =>
    item.icon ?? (item.section ? adminSectionIcons[item.section] : undefined);

  const withTooltip = (label: ReactNode, trigger: ReactElement) =>
    collapsed ? (
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{trigger}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            dir={dir}
            side={dir === "rtl" ? "left" : "right"}
            sideOffset={8}
            data-slot="admin-left-menu-tooltip"
            className="z-popover rounded-md bg-surface-inverse px-2.5 py-1.5 text-body-sm font-medium text-fg-inverse shadow-md"
          >
            {label}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    ) : (
      trigger
    );

  const renderLeaf = (item: AdminMenuItem, depth: number) => {
    const Icon = iconOf(item);
    const label = labelOf(item);
    const active = item.id === activeId;
    const link = renderLink({
      href: item.href ?? "#",
      "aria-current": active ? "page" : undefined,
      onClick: () => onNavigate?.(item.id),
      className: cn(
        rowClass,
        depth > 0 && "min-h-9 ps-3 font-normal",
        collapsed && "justify-center px-0",
        active && activeRowClass,
        active && depth > 0 && "font-semibold",
      ),
      children: (
        <>
          {Icon && (
            <Icon
              aria-hidden="true"
              className={cn(
                "size-5 shrink-0 text-fg-subtle group-hover/row:text-fg-muted",
                active && "text-brand-fg group-hover/row:text-brand-fg",
              )}
            />
          )}
          <span
            data-slot="admin-left-menu-label"
            className={cn("min-w-0 flex-1 [overflow-wrap:anywhere]", collapsed && "sr-only")}
          >
            {label}
          </span>
          {item.badge && !collapsed && (
            <span data-slot="admin-left-menu-badge" className="shrink-0">
              {item.badge}
            </span>
          )}
        </>
      ),
    });
    return withTooltip(label, link);
  };

  const renderParent = (item: AdminMenuItem, depth: number) => {
    const Icon = iconOf(item);
    const label = labelOf(item);
    const open = openIds.has(item.id) && !collapsed;
    const holdsActive = activeAncestors.has(item.id);
    const iconNode = Icon && (
      <Icon
        aria-hidden="true"
        className={cn(
          "size-5 shrink-0 text-fg-subtle group-hover/row:text-fg-muted",
          holdsActive && "text-brand-fg group-hover/row:text-brand-fg",
        )}
      />
    );
    if (collapsed) {
      return withTooltip(
        label,
        <button
          type="button"
          data-slot="admin-left-menu-parent"
          aria-expanded={false}
          onClick={() => {
            setOpen(item.id, true);
            onCollapsedChange?.(false);
          }}
          className={cn(
            rowClass,
            "justify-center px-0",
            holdsActive && "bg-brand-subtle text-brand-fg hover:bg-brand-muted",
          )}
        >
          {iconNode}
          <span className="sr-only">{label}</span>
        </button>,
      );
    }
    return (
      <Collapsible.Root
        open={open}
        onOpenChange={(next) => setOpen(item.id, next)}
        data-slot="admin-left-menu-collapsible"
      >
        <Collapsible.Trigger
          data-slot="admin-left-menu-parent"
          className={cn(rowClass, holdsActive && "text-fg-strong")}
        >
          {iconNode}
          <span
            data-slot="admin-left-menu-label"
            className="min-w-0 flex-1 [overflow-wrap:anywhere]"
          >
            {label}
          </span>
          {item.badge && (
            <span data-slot="admin-left-menu-badge" className="shrink-0">
              {item.badge}
            </span>
          )}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              "size-4 shrink-0 text-fg-subtle transition-transform duration-fast ease-standard",
              open && "rotate-180",
            )}
          />
        </Collapsible.Trigger>
        <Collapsible.Content data-slot="admin-left-menu-submenu">
          <ul
            className={cn(
              "mt-0.5 flex flex-col gap-0.5 border-s border-border-subtle",
              depth === 0 ? "ms-5 ps-2" : "ms-3 ps-2",
            )}
          >
            {item.children?.map((child) => (
              <li key={child.id} data-slot="admin-left-menu-item">
                {child.children?.length
                  ? renderParent(child, depth + 1)
                  : renderLeaf(child, depth + 1)}
              </li>
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>
    );
  };

  const toggleLabel = intl.formatMessage(collapsed ? messages.expand : messages.collapse);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <Tooltip.Provider delayDuration={150} skipDelayDuration={300}>
      <nav
        data-slot="admin-left-menu"
        data-state={collapsed ? "collapsed" : "expanded"}
        aria-label={intl.formatMessage(messages.label)}
        className={cn(
          "flex h-full min-h-0 shrink-0 flex-col border-e border-border-subtle bg-surface",
          "transition-[width] duration-normal ease-standard",
          collapsed ? "w-16" : "w-64",
          className,
        )}
        {...props}
      >
        <div
          data-slot="admin-left-menu-body"
          className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overflow-x-hidden px-2 py-3"
        >
          {groups.map((group, index) => {
            const heading =
              group.label ??
              (group.section ? intl.formatMessage(adminGroupMessages[group.section]) : undefined);
            const headingId = `${baseId}-${group.id}`;
            return (
              <div key={group.id} data-slot="admin-left-menu-group">
                {heading &&
                  (collapsed ? (
                    <>
                      {index > 0 && (
                        <div aria-hidden="true" className="mx-3 mb-2 h-px bg-border-subtle" />
                      )}
                      <span id={headingId} className="sr-only">
                        {heading}
                      </span>
                    </>
                  ) : (
                    <span
                      id={headingId}
                      data-slot="admin-left-menu-group-label"
                      className="block px-3 pb-1.5 [overflow-wrap:anywhere] text-caption font-semibold uppercase tracking-wider text-fg-subtle"
                    >
                      {heading}
                    </span>
                  ))}
                <ul
                  aria-labelledby={heading ? headingId : undefined}
                  className="flex flex-col gap-0.5"
                >
                  {group.items.map((item) => (
                    <li key={item.id} data-slot="admin-left-menu-item">
                      {item.children?.length ? renderParent(item, 0) : renderLeaf(item, 0)}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
        {collapsible && (
          <div
            data-slot="admin-left-menu-footer"
            className="shrink-0 border-t border-border-subtle p-2"
          >
            {withTooltip(
              toggleLabel,
              <Button
                variant="ghost"
                size="sm"
                data-slot="admin-left-menu-toggle"
                aria-expanded={!collapsed}
                aria-label={collapsed ? toggleLabel : undefined}
                onClick={() => onCollapsedChange?.(!collapsed)}
                className={cn(
                  "min-h-10 w-full justify-start gap-3 px-3 text-fg-muted",
                  collapsed && "justify-center px-0",
                )}
              >
                <ToggleIcon aria-hidden="true" className="rtl:-scale-x-100" />
                {!collapsed && <span className="truncate">{toggleLabel}</span>}
              </Button>,
            )}
          </div>
        )}
      </nav>
    </Tooltip.Provider>
  );
}

export { AdminLeftMenu };
