export {
  type AdminMenuItemKind,
  type AdminMenuRow,
  AdminMenuScreen,
  type AdminMenuScreenProps,
} from "./admin-menu-screen.tsx";
