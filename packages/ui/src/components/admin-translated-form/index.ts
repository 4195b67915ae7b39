export {
  ADMIN_CONTENT_LANGUAGES,
  type AdminContentLanguage,
  type AdminTranslatedEditScreenProps,
  AdminTranslatedForm,
  type AdminTranslatedFormLayout,
  type AdminTranslatedFormProps,
  type AdminTranslatedTextField,
  usePageTextFields,
} from "./admin-translated-form.tsx";
