export {
  Footer,
  type FooterColumn,
  type FooterLinkItem,
  type FooterProps,
  type NewsletterStatus,
} from "./footer.tsx";
export { defaultPaymentMarks, type PaymentMark } from "./payment-marks.tsx";
