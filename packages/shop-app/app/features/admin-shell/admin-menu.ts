// The admin menu, built from the pages' declaration (lib/admin-pages.ts): each group's entries in
// the declaration's order, those listed under a section gathered below it, where the first of
// them stands.
import type { AdminMenuGroup, AdminMenuItem } from "@shop/ui";
import { adminMenuGroups, adminPages } from "../../lib/admin-pages.ts";

export function adminMenu(basePath: string): AdminMenuGroup[] {
  return adminMenuGroups.flatMap((group) => {
    const items: AdminMenuItem[] = [];
    for (const page of adminPages) {
      if (page.nav?.group !== group) continue;
      const { section, under } = page.nav;
      const item = {
        id: page.menu,
        section,
        href: page.path ? `${basePath}/${page.path}` : basePath,
      };
      if (!under) {
        items.push(item);
        continue;
      }
      const parent = items.find((candidate) => candidate.id === under);
      if (parent) parent.children = [...(parent.children ?? []), item];
      else items.push({ id: under, section: under, children: [item] });
    }
    if (items.length === 0) return [];
    return [group === "overview" ? { id: group, items } : { id: group, section: group, items }];
  });
}
