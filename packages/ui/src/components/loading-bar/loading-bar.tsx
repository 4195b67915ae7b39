import { type ComponentProps, useEffect, useState } from "react";
import { tokenValues } from "../../generated/tokens.ts";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  label: {
    id: "primitives.loadingBar.label",
    description: "Accessible name of the page loading bar",
  },
});

/** The bar waits this long before it shows, so that fast loads never flash it (spec: 200 ms). */
export const loadingBarDelay: number = tokenValues.durationMs["loading-delay"];
/** Time the bar takes to crawl towards the end while loading goes on (spec: 5000 ms). */
export const loadingBarDuration: number = tokenValues.durationMs.loading;
const finishDuration = tokenValues.durationMs.normal;

type Phase = "idle" | "waiting" | "running" | "finishing";

export type LoadingBarProps = Omit<ComponentProps<"div">, "children"> & {
  /** The page (or a navigation) is loading. */
  loading: boolean;
  /** `fixed` sits on top of the viewport; `absolute` on top of the nearest positioned box. */
  position?: "fixed" | "absolute";
};

/**
 * A thin progress bar at the top: shows only after 200 ms of loading, crawls towards the end for
 * 5 s, then completes and fades when loading ends.
 */
function LoadingBar({ loading, position = "fixed", className, ...props }: LoadingBarProps) {
  const intl = useIntl();
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (loading) {
      setPhase((current) => (current === "running" ? current : "waiting"));
      const timer = setTimeout(() => setPhase("running"), loadingBarDelay);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "finishing" : "idle"));
    return undefined;
  }, [loading]);

  useEffect(() => {
    if (phase !== "finishing") return;
    const timer = setTimeout(() => setPhase("idle"), finishDuration * 2);
    return () => clearTimeout(timer);
  }, [phase]);

  const shown = phase === "running" || phase === "finishing";
  return (
    <div
      data-slot="loading-bar"
      data-state={phase}
      className={cn(
        "pointer-events-none inset-x-0 top-0 z-loading-bar h-0.75 overflow-hidden",
        position === "fixed" ? "fixed" : "absolute",
        className,
      )}
      {...props}
    >
      {shown && (
        <div
          data-slot="loading-bar-indicator"
          role="progressbar"
          aria-label={intl.formatMessage(messages.label)}
          className={cn(
            "relative h-full bg-brand-accent",
            "after:absolute after:end-0 after:top-0 after:h-full after:w-20 after:shadow-[0_0_10px_var(--shop-color-brand-accent)]",
            phase === "running"
              ? "w-[90%] transition-[width] duration-loading ease-out starting:w-0"
              : "w-full opacity-0 transition-[width,opacity] duration-normal ease-standard [transition-delay:0ms,var(--shop-motion-duration-normal)]",
          )}
        />
      )}
    </div>
  );
}

export { LoadingBar };
