export {
  type AdminProductImportPreview,
  type AdminProductImportResult,
  type AdminProductImportRow,
  AdminProductImportScreen,
  type AdminProductImportScreenProps,
  type AdminProductImportStatus,
} from "./admin-product-import-screen.tsx";
