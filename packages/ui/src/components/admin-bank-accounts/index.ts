export {
  type AdminBankAccountRow,
  AdminBankAccountsSection,
  type AdminBankAccountsSectionProps,
} from "./admin-bank-accounts-section.tsx";
