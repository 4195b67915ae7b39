import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";
import { twMergeClassGroups, twMergeTheme } from "../generated/tokens.ts";

// tailwind-merge only knows Tailwind's default theme: without our keys it would treat
// `text-body` (a size) and `text-fg` (a colour) as conflicting and drop one of them.
const twMerge = extendTailwindMerge({
  extend: {
    theme: twMergeTheme,
    classGroups: {
      z: [{ z: twMergeClassGroups.z }],
      duration: [{ duration: twMergeClassGroups.duration }],
    },
  },
});

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
