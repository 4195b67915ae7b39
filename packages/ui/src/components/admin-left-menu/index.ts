export {
  AdminLeftMenu,
  type AdminLeftMenuProps,
  type AdminMenuLinkProps,
} from "./admin-left-menu.tsx";
export type { AdminMenuGroup, AdminMenuItem } from "./admin-menu.ts";
export type { AdminMenuGroupSection, AdminSection } from "./admin-menu-sections.ts";
