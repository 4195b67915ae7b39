export {
  AdminLeftMenu,
  type AdminLeftMenuProps,
  type AdminMenuLinkProps,
} from "./admin-left-menu.tsx";
export {
  type AdminMenuGroup,
  type AdminMenuItem,
  createAdminMenu,
  filterAdminMenu,
} from "./admin-menu.ts";
export type { AdminMenuGroupSection, AdminSection } from "./admin-menu-sections.ts";
