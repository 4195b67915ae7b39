export {
  type AdminPropertyItem,
  AdminPropertyListScreen,
  type AdminPropertyListScreenProps,
  type AdminPropertyValue,
} from "./admin-property-list-screen.tsx";
