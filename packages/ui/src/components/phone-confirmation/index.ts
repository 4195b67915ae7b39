export { PhoneConfirmation, type PhoneConfirmationProps } from "./phone-confirmation.tsx";
