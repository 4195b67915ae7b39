// The toasts' state: what is shown, raised with useToast() anywhere under the ToastProvider. The
// Toaster that shows them (toast.tsx, with Radix Toast) is separate and may be loaded later.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { tokenValues } from "../../generated/tokens.ts";

/** A toast stays this long before it closes by itself (at least 4 s: the specification's 500 ms is too short to read, WCAG 2.2.1). */
export const toastDuration: number = tokenValues.durationMs.toast;
/** Its leave transition (spec: 500 ms). */
export const toastLeaveDuration: number = tokenValues.durationMs["toast-leave"];
const maxToasts = 3;

export type ToastStatus = "success" | "warning" | "error" | "info";

export interface ToastAction {
  label: ReactNode;
  /** What the action does, for screen readers that cannot reach the toast in time. */
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  status?: ToastStatus;
  title: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  /** Stays until dismissed: for errors that block a step. */
  persistent?: boolean;
  /** Milliseconds before it closes by itself; defaults to the provider's duration. */
  duration?: number;
  /** Reuse an id to replace a toast that is still shown instead of stacking a second one. */
  id?: string;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

interface ToastContextValue {
  toasts: ToastRecord[];
  /** How long a toast stays by default, in ms. */
  duration: number;
  toast: (options: ToastOptions) => string;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
}

export const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Default time a toast stays, in ms (the token: 5000; never below 4000). */
  duration?: number;
}

/**
 * Holds the app's toasts; a `<Toaster />` inside it shows them. The two are apart so that a page
 * can raise a toast before the Toaster (and Radix's toast code) has been loaded.
 */
export function ToastProvider({ children, duration = toastDuration }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const counter = useRef(0);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const remove = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const dismiss = useCallback((id?: string) => {
    setToasts((current) =>
      current.map((toast) =>
        id === undefined || toast.id === id ? { ...toast, open: false } : toast,
      ),
    );
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = options.id ?? `toast-${counter.current}`;
    clearTimeout(timers.current.get(id));
    setToasts((current) => {
      const record = { ...options, id, open: true };
      if (current.some((item) => item.id === id)) {
        return current.map((item) => (item.id === id ? record : item));
      }
      const shown = current.filter((item) => item.open);
      const extra = shown.length + 1 - maxToasts;
      const dropped = new Set(shown.slice(0, Math.max(0, extra)).map((item) => item.id));
      return [
        ...current.map((item) => (dropped.has(item.id) ? { ...item, open: false } : item)),
        record,
      ];
    });
    return id;
  }, []);

  // closed toasts stay for their leave transition, then go
  useEffect(() => {
    for (const item of toasts) {
      if (!item.open && !timers.current.has(item.id)) {
        timers.current.set(
          item.id,
          setTimeout(() => remove(item.id), toastLeaveDuration),
        );
      }
    }
  }, [toasts, remove]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const value = useMemo(
    () => ({ toasts, duration: Math.max(duration, 4000), toast, dismiss, remove }),
    [toasts, duration, toast, dismiss, remove],
  );

  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** `const { toast, dismiss } = useToast(); toast({ status: "success", title: ... })`. */
export function useToast(): Pick<ToastContextValue, "toast" | "dismiss"> {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast must be used inside a ToastProvider");
  const { toast, dismiss } = context;
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}

/** Whether any toast is in the list (shown or leaving): for loading the Toaster on the first. */
export function useHasToasts(): boolean {
  return (useContext(ToastContext)?.toasts.length ?? 0) > 0;
}
