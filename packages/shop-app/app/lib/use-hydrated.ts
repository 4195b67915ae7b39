import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and the first client render, true once React runs in the browser:
 * forms add `enhanced=1` with it, so that their action answers data instead of a redirect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
