import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { cva } from "class-variance-authority";
import { ChevronDown } from "lucide-react";
import { type ComponentProps, createContext, useContext } from "react";
import { cn } from "../../lib/cn.ts";

type AccordionAppearance = "line" | "card";

const AppearanceContext = createContext<AccordionAppearance>("line");

const accordionItemVariants = cva("", {
  variants: {
    appearance: {
      line: "border-border-subtle border-b",
      card: "rounded-lg border border-border bg-surface shadow-sm data-[state=open]:border-border-strong",
    },
  },
  defaultVariants: { appearance: "line" },
});

export type AccordionProps = ComponentProps<typeof AccordionPrimitive.Root> & {
  /** "line": rows split by rules (FAQ, filters); "card": separate boxes. */
  appearance?: AccordionAppearance;
};

/**
 * Radix accordion, `type="single"` (one open at a time; add `collapsible` to close it again) or
 * `type="multiple"`. Arrow keys move between headers, Home/End jump.
 */
function Accordion({ appearance = "line", className, ...props }: AccordionProps) {
  return (
    <AppearanceContext.Provider value={appearance}>
      <AccordionPrimitive.Root
        data-slot="accordion"
        data-appearance={appearance}
        className={cn("flex flex-col", appearance === "card" && "gap-3", className)}
        {...props}
      />
    </AppearanceContext.Provider>
  );
}

function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  const appearance = useContext(AppearanceContext);
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn(accordionItemVariants({ appearance }), className)}
      {...props}
    />
  );
}

function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  const appearance = useContext(AppearanceContext);
  return (
    <AccordionPrimitive.Header data-slot="accordion-header" className="flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          "group flex min-h-12 flex-1 cursor-pointer items-center justify-between gap-4 py-3 text-start font-medium text-body text-fg-strong",
          "transition-colors duration-fast ease-standard hover:text-brand-fg",
          "rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
          "disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:text-fg-strong",
          appearance === "card" && "rounded-lg px-4 focus-visible:outline-offset-0",
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          data-slot="accordion-chevron"
          aria-hidden="true"
          className="size-5 shrink-0 text-fg-muted transition-transform duration-normal ease-standard group-data-[state=open]:rotate-180"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  const appearance = useContext(AppearanceContext);
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-body-sm text-fg"
      {...props}
    >
      <div className={cn("pb-4", appearance === "card" && "px-4", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

export { Accordion, AccordionContent, AccordionItem, AccordionTrigger, accordionItemVariants };
