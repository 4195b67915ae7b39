// tailwind-merge as cn used it before merge-classes.ts: the reference our merge is held to, and
// the config that generate-class-groups.ts takes our class groups from. Our theme's keys (text
// sizes, colours, z, duration) are added, else `text-body` and `text-fg` would conflict.
import { twMergeClassGroups, twMergeTheme } from "../generated/tokens.ts";

export const tailwindMergeExtension = {
  extend: {
    theme: twMergeTheme,
    classGroups: {
      z: [{ z: twMergeClassGroups.z }],
      duration: [{ duration: twMergeClassGroups.duration }],
    },
  },
};
