export { ThreeDSecureScreen, type ThreeDSecureScreenProps } from "./three-d-secure-screen.tsx";
