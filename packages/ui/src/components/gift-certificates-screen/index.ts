export {
  type GiftCertificateItem,
  GiftCertificatesScreen,
  type GiftCertificatesScreenProps,
} from "./gift-certificates-screen.tsx";
