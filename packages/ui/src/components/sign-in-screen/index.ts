export { SignInScreen, type SignInScreenProps } from "./sign-in-screen.tsx";
