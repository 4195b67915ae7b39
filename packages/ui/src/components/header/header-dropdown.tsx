import { ChevronDown } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "../../lib/cn.ts";

export interface HeaderDropdownProps {
  /** `data-slot` of the root; the parts get `-trigger` and `-panel`. */
  slot: string;
  /** The trigger's visible content. */
  trigger: ReactNode;
  /** The trigger's accessible name, when its content is not enough. */
  triggerLabel?: string;
  /** Panel content; a function gets `close` for items that act without leaving the page. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Which edge of the trigger the panel lines up with. */
  align?: "start" | "end";
  className?: string;
  triggerClassName?: string;
  panelClassName?: string;
}

const itemSelector = "[data-dropdown-item]:not([disabled])";

/**
 * A disclosure built on `<details>`: it opens and its links work before JavaScript loads; with
 * JavaScript it also closes on Escape, outside clicks and focus leaving, and arrow keys move
 * between the items (elements marked `data-dropdown-item`).
 */
export function HeaderDropdown({
  slot,
  trigger,
  triggerLabel,
  children,
  align = "end",
  className,
  triggerClassName,
  panelClassName,
}: HeaderDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) summary.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>(itemSelector) ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const list = items();
    if (list.length === 0) return;
    event.preventDefault();
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next = 0;
    if (event.key === "End") next = list.length - 1;
    else if (event.key === "ArrowDown") next = index < 0 ? 0 : (index + 1) % list.length;
    else if (event.key === "ArrowUp") next = index <= 0 ? list.length - 1 : index - 1;
    if (open) {
      list[next]?.focus();
      return;
    }
    // a closed panel is hidden: open it, then focus once the browser has shown it
    setOpen(true);
    requestAnimationFrame(() => list[next]?.focus());
  };

  return (
    <details
      ref={root}
      data-slot={slot}
      data-state={open ? "open" : "closed"}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      className={cn("group/dropdown relative h-fit", className)}
    >
      <summary
        ref={summary}
        data-slot={`${slot}-trigger`}
        aria-label={triggerLabel}
        aria-controls={panelId}
        className={cn(
          "flex cursor-pointer list-none items-center gap-1.5 rounded-md select-none [&::-webkit-details-marker]:hidden",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
          triggerClassName,
        )}
      >
        {trigger}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform duration-fast group-open/dropdown:rotate-180"
        />
      </summary>
      <div
        id={panelId}
        data-slot={`${slot}-panel`}
        className={cn(
          "absolute top-full z-dropdown mt-2 min-w-48 rounded-lg border border-border-subtle bg-surface-raised p-1.5 text-fg shadow-md",
          align === "end" ? "end-0" : "start-0",
          panelClassName,
        )}
      >
        {typeof children === "function" ? children(() => close(true)) : children}
      </div>
    </details>
  );
}
