import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, createContext, useContext } from "react";
import { cn } from "../../lib/cn.ts";

type TabsStyle = VariantProps<typeof tabsTriggerVariants>;

const TabsStyleContext = createContext<TabsStyle>({});

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

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root> & TabsStyle;

/**
 * Radix tabs: arrow keys follow the reading direction (the provider's direction), Home/End jump.
 * `appearance` underline (product page sections) or pills (segmented filters); sizes as Button.
 */
function Tabs({ appearance, size, className, ...props }: TabsProps) {
  return (
    <TabsStyleContext.Provider value={{ appearance, size }}>
      <TabsPrimitive.Root
        data-slot="tabs"
        data-appearance={appearance ?? "underline"}
        className={cn("flex flex-col gap-4", className)}
        {...props}
      />
    </TabsStyleContext.Provider>
  );
}

function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const { appearance } = useContext(TabsStyleContext);
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(tabsListVariants({ appearance }), className)}
      {...props}
    />
  );
}

function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const style = useContext(TabsStyleContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants(style), className)}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "rounded-sm text-body text-fg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus",
        className,
      )}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger, tabsListVariants, tabsTriggerVariants };
