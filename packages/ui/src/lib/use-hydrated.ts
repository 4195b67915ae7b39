import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and the first client render, true once React runs in the browser:
 * controls that stand in for JavaScript (a submit button beside radios) show until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
