export {
  type AdminGiftCertificateQuery,
  type AdminGiftCertificateRow,
  AdminGiftCertificateScreen,
  type AdminGiftCertificateScreenProps,
} from "./admin-gift-certificate-screen.tsx";
