export { LanguageSwitcher, type LanguageSwitcherProps } from "./language-switcher.tsx";
