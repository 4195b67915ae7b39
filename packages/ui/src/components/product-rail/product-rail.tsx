import { ChevronLeft, ChevronRight } from "lucide-react";
import {
  Children,
  type ComponentProps,
  isValidElement,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { IconButton } from "../icon-button/icon-button.tsx";

const messages = defineUiMessages({
  previous: { id: "product.rail.previous", description: "Button: scroll the rail back" },
  next: { id: "product.rail.next", description: "Button: scroll the rail on" },
});

export type ProductRailProps = Omit<ComponentProps<"div">, "children"> & {
  /** ProductCards, one per product. Without any, nothing is rendered. */
  children?: ReactNode;
  /** Accessible name of the list (usually the section's title). */
  label: string;
};

/**
 * A horizontal row of product cards that scrolls (swipe on phones, buttons on wider screens) and
 * snaps to a card. Two and a bit cards on phones, four on desktops; renders nothing when empty.
 */
export function ProductRail({ children, label, className, ...props }: ProductRailProps) {
  const intl = useIntl();
  const { dir } = useLocale();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const items = Children.toArray(children);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    // scrollLeft runs from 0 towards negative values in RTL
    const position = Math.abs(element.scrollLeft);
    const room = element.scrollWidth - element.clientWidth;
    setEdges({ start: position <= 1, end: position >= room - 1 });
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  if (items.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({
      left: direction * element.clientWidth * (dir === "rtl" ? -1 : 1),
      behavior: reduce ? "auto" : "smooth",
    });
  };
  const scrollable = !(edges.start && edges.end);
  const button =
    "absolute top-[calc(50%-3rem)] z-10 hidden bg-surface text-fg-strong shadow-md hover:bg-surface-muted md:inline-flex";

  return (
    <div data-slot="product-rail" className={cn("relative", className)} {...props}>
      <ul
        ref={track}
        aria-label={label}
        data-slot="product-rail-track"
        onScroll={measure}
        className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-1 px-1 pt-1 pb-3 md:gap-4 [scrollbar-width:thin]"
      >
        {items.map((item, index) => (
          <li
            key={isValidElement(item) && item.key !== null ? item.key : index}
            data-slot="product-rail-item"
            className="w-[calc((100%-0.75rem)/2.2)] shrink-0 snap-start sm:w-[calc((100%-1.5rem)/3)] md:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-3rem)/4)]"
          >
            {item}
          </li>
        ))}
      </ul>
      {scrollable && (
        <>
          <IconButton
            data-slot="product-rail-previous"
            label={intl.formatMessage(messages.previous)}
            variant="outline"
            shape="round"
            disabled={edges.start}
            onClick={() => scroll(-1)}
            className={cn(button, "-start-3")}
          >
            <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          </IconButton>
          <IconButton
            data-slot="product-rail-next"
            label={intl.formatMessage(messages.next)}
            variant="outline"
            shape="round"
            disabled={edges.end}
            onClick={() => scroll(1)}
            className={cn(button, "-end-3")}
          >
            <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
          </IconButton>
        </>
      )}
    </div>
  );
}
