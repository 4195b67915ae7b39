export { type AdminFormFieldLayout, adminFieldLayout } from "./admin-field-layout.tsx";
export { AdminFilterForm, type AdminFilterFormProps } from "./admin-filter-form.tsx";
export {
  AdminForm,
  type AdminFormError,
  type AdminFormProps,
  FormActions,
  type FormActionsProps,
  FormGridItem,
  type FormGridItemProps,
  FormSection,
  type FormSectionProps,
} from "./admin-form.tsx";
export {
  AdminLanguageTabsList,
  type AdminLanguageTabsListProps,
  AdminRefusalSummary,
  type AdminRefusalSummaryProps,
  type AdminTextLanguage,
} from "./admin-form-refusals.tsx";
export {
  AdminSearchFilterBar,
  type AdminSearchFilterBarProps,
} from "./admin-search-filter-bar.tsx";
