export {
  ADMIN_PRODUCT_LANGUAGES,
  ADMIN_PRODUCT_TEXT_FIELDS,
  ADMIN_PRODUCT_VAT_RATES,
  AdminProductEditScreen,
  type AdminProductEditScreenProps,
  type AdminProductFormIntent,
  type AdminProductLanguage,
  type AdminProductTextField,
  type AdminProductTexts,
  type AdminProductValues,
  productTextFieldName,
} from "./admin-product-edit-screen.tsx";
export type { AdminPersonalizationRow } from "./personalizations-section.tsx";
export type { AdminRowValues } from "./row-dialog.tsx";
