import { type ClassValue, clsx } from "clsx";
import { mergeClasses } from "./merge-classes.ts";

// Our own merge (merge-classes.ts) rather than tailwind-merge: it knows only the class groups
// that our sources use, so it weighs a fraction of tailwind-merge in the browser, and a test
// holds it to tailwind-merge's answers on every class we write.
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
