// Tabs after the WAI-ARIA pattern (tablist, tab, tabpanel; automatic activation; arrows follow
// the reading direction, Home and End jump, the list is one tab stop). Written here rather than
// taken from Radix: on a product page, Radix Tabs with its roving-focus and collection helpers
// was several kilobytes of the page's own JavaScript for what fits in this file.
import { cva, type VariantProps } from "class-variance-authority";
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useContext,
  useId,
  useState,
} from "react";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";

type TabsStyle = VariantProps<typeof tabsTriggerVariants>;

interface TabsState extends TabsStyle {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState>({ baseId: "", value: undefined, select: () => {} });

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

const tabsListVariants = cva(
  "flex max-w-full items-stretch overflow-x-auto [scrollbar-width:none]",
  {
    variants: {
      appearance: {
        underline: "gap-1 shadow-[inset_0_-1px_0_var(--shop-color-border-default)] sm:gap-2",
        pills: "w-fit gap-1 rounded-lg bg-surface-sunken p-1",
      },
    },
    defaultVariants: { appearance: "underline" },
  },
);

const tabsTriggerVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap font-medium text-fg-muted",
    "transition-colors duration-fast ease-standard hover:text-fg-strong",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:shrink-0",
  ],
  {
    variants: {
      appearance: {
        underline:
          "border-transparent border-b-2 focus-visible:-outline-offset-2 data-[state=active]:border-brand data-[state=active]:text-fg-strong",
        pills:
          "rounded-md data-[state=active]:bg-surface data-[state=active]:text-fg-strong data-[state=active]:shadow-sm",
      },
      size: {
        sm: "min-h-8 px-3 text-body-sm [&_svg]:size-4",
        md: "min-h-10 px-4 text-body [&_svg]:size-5",
        lg: "min-h-12 px-5 text-body-lg [&_svg]:size-5",
      },
    },
    compoundVariants: [
      { appearance: "pills", size: "sm", className: "min-h-7 px-2.5" },
      { appearance: "pills", size: "md", className: "min-h-9" },
      { appearance: "pills", size: "lg", className: "min-h-11" },
    ],
    defaultVariants: { appearance: "underline", size: "md" },
  },
);

export type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> &
  TabsStyle & {
    /** The open tab (controlled), with onValueChange. */
    value?: string;
    /** The tab open at first (uncontrolled). */
    defaultValue?: string;
    onValueChange?: (value: string) => void;
  };

/**
 * Tabs: arrow keys follow the reading direction (the provider's locale), Home/End jump, a tab
 * opens as it takes focus. `appearance` underline (product page sections) or pills (segmented
 * filters); sizes as Button.
 */
function Tabs({
  appearance,
  size,
  value: controlled,
  defaultValue,
  onValueChange,
  className,
  ...props
}: TabsProps) {
  const baseId = useId();
  const { dir } = useLocale();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const select = (next: string) => {
    if (next === value) return;
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ appearance, size, baseId, value, select }}>
      <div
        data-slot="tabs"
        data-appearance={appearance ?? "underline"}
        data-orientation="horizontal"
        dir={dir}
        className={cn("flex flex-col gap-4", className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

/** Moves focus (and with it the open tab) along the list: next and previous in reading order. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
  const step = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    Home: "first",
    End: "last",
  }[event.key];
  if (step === undefined) return;
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  ];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    step === "first"
      ? tabs[0]
      : step === "last"
        ? tabs.at(-1)
        : tabs[(at + (step as number) + tabs.length) % tabs.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const { appearance } = useContext(TabsContext);
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(tabsListVariants({ appearance }), className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

function TabsTrigger({
  value,
  className,
  disabled,
  onMouseDown,
  onFocus,
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const { appearance, size, baseId, value: open, select } = useContext(TabsContext);
  const selected = value === open;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      data-slot="tabs-trigger"
      disabled={disabled}
      // one tab stop for the list: the open tab; arrows reach the others
      tabIndex={selected ? 0 : -1}
      className={cn(tabsTriggerVariants({ appearance, size }), className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // opens on press, as a native control would, not on release
        if (!disabled && event.button === 0 && !event.ctrlKey) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled) select(value);
      }}
      {...props}
    />
  );
}

function TabsContent({
  value,
  forceMount,
  className,
  ...props
}: Omit<ComponentProps<"div">, "value"> & {
  value: string;
  /** Renders the panel (hidden) while another tab is open, for what must stay in the page. */
  forceMount?: boolean;
}) {
  const { baseId, value: open } = useContext(TabsContext);
  const selected = value === open;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-slot="tabs-content"
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern: Tab leaves the list for the panel
      tabIndex={0}
      className={cn(
        "rounded-sm text-body text-fg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus",
        className,
      )}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger, tabsListVariants, tabsTriggerVariants };
