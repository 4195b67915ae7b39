export {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormProps,
  ContactScreen,
  type ContactScreenProps,
} from "./contact-screen.tsx";
