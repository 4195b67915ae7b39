export {
  type AdminLanguageRow,
  AdminLanguagesForm,
  type AdminLanguagesFormProps,
} from "./admin-languages-form.tsx";
