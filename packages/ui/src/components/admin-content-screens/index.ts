export {
  ADMIN_CONTENT_TEXT_FIELDS,
  AdminContentEditScreen,
  type AdminContentEditScreenProps,
  type AdminContentTexts,
  type AdminContentValues,
} from "./admin-content-edit-screen.tsx";
export {
  AdminContentListScreen,
  type AdminContentListScreenProps,
  type AdminContentQuery,
  type AdminContentRow,
} from "./admin-content-list-screen.tsx";
