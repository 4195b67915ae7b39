export { PhoneSignInForm, type PhoneSignInFormProps } from "./phone-sign-in-form.tsx";
export {
  type SocialProviderLink,
  SocialSignIn,
  type SocialSignInProps,
} from "./social-sign-in.tsx";
