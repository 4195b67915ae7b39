export {
  ADMIN_FAQ_TEXT_FIELDS,
  AdminFaqEditScreen,
  type AdminFaqEditScreenProps,
  type AdminFaqTexts,
  type AdminFaqValues,
} from "./admin-faq-edit-screen.tsx";
export {
  AdminFaqListScreen,
  type AdminFaqListScreenProps,
  type AdminFaqQuery,
  type AdminFaqRow,
} from "./admin-faq-list-screen.tsx";
