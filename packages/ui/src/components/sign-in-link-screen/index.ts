export { SignInLinkScreen, type SignInLinkScreenProps } from "./sign-in-link-screen.tsx";
