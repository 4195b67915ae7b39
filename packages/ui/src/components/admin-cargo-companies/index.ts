export {
  AdminCargoCompaniesScreen,
  type AdminCargoCompaniesScreenProps,
  type AdminCargoCompanyRow,
} from "./admin-cargo-companies-screen.tsx";
