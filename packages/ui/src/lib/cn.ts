import { type ClassValue, clsx } from "clsx";
import { mergeClasses } from "./merge-classes.ts";

/**
 * Merges already made, by class list: components ask for the same few hundred lists on every
 * render (on the server, for every page), and merging one costs tens of microseconds.
 */
const merges = new Map<string, string>();
const MAX_REMEMBERED = 2000;

// Our own merge (merge-classes.ts) rather than tailwind-merge: it knows only the class groups
// that our sources use, so it weighs a fraction of tailwind-merge in the browser, and a test
// holds it to tailwind-merge's answers on every class we write.
export function cn(...inputs: ClassValue[]): string {
  const classList = clsx(inputs);
  let merged = merges.get(classList);
  if (merged === undefined) {
    if (merges.size >= MAX_REMEMBERED) merges.clear();
    merged = mergeClasses(classList);
    merges.set(classList, merged);
  }
  return merged;
}
