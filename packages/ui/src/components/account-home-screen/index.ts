export { AccountHomeScreen, type AccountHomeScreenProps } from "./account-home-screen.tsx";
