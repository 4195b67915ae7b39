export { type FaqEntry, FaqScreen, type FaqScreenProps, type FaqSection } from "./faq-screen.tsx";
