import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and the first client render, true once React runs in the browser:
 * controls that stand in for JavaScript (a submit button beside radios) show until then, and
 * forms add `enhanced=1` with it, so that their action answers data instead of a redirect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
