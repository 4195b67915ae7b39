export {
  NewsletterConfirmationScreen,
  type NewsletterConfirmationScreenProps,
} from "./newsletter-confirmation-screen.tsx";
