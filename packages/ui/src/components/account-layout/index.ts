export {
  ACCOUNT_SECTIONS,
  AccountLayout,
  type AccountLayoutProps,
  type AccountLinkProps,
  type AccountSection,
} from "./account-layout.tsx";
