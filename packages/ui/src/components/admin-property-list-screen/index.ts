export {
  AdminPropertyListScreen,
  type AdminPropertyListScreenProps,
} from "./admin-property-list-screen.tsx";
export type { AdminPropertyItem, AdminPropertyValue } from "./values-dialog.tsx";
