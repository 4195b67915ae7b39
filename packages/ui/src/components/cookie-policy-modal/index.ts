export { CookiePolicyModal, type CookiePolicyModalProps } from "./cookie-policy-modal.tsx";
