export {
  type RegisterAgreement,
  type RegisterField,
  RegisterScreen,
  type RegisterScreenProps,
} from "./register-screen.tsx";
