import type { ComponentType, ReactNode } from "react";
import type { AdminMenuGroupSection, AdminSection } from "./admin-menu-sections.ts";

type AdminMenuLabel =
  | {
      /** A known section: its label and icon come from the library. */
      section: AdminSection;
      /** Overrides the section's label. */
      label?: ReactNode;
    }
  | { section?: undefined; label: ReactNode };

export type AdminMenuItem = AdminMenuLabel & {
  /** Unique in the whole menu; `activeId` names one of these. */
  id: string;
  /** Where the item leads. An item with children and no href only opens and closes them. */
  href?: string;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  /** Shown at the end of the row (a Badge with a count of new orders, say). */
  badge?: ReactNode;
  children?: AdminMenuItem[];
};

export type AdminMenuGroup = {
  id: string;
  items: AdminMenuItem[];
} & (
  | { section: AdminMenuGroupSection; label?: ReactNode }
  | { section?: undefined; label?: ReactNode }
);

/** The ids of the items above `id`, outermost first; empty when `id` is not in the menu. */
export function ancestorsOf(groups: AdminMenuGroup[], id: string | undefined): string[] {
  if (!id) return [];
  const walk = (items: AdminMenuItem[], path: string[]): string[] | undefined => {
    for (const item of items) {
      if (item.id === id) return path;
      if (item.children) {
        const found = walk(item.children, [...path, item.id]);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const group of groups) {
    const found = walk(group.items, []);
    if (found) return found;
  }
  return [];
}
