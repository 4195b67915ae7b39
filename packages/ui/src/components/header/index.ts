export type { LayoutLinkProps, RenderLayoutLink } from "../../provider/link.tsx";
export { Header, type HeaderLink, type HeaderProps } from "./header.tsx";
export { MainMenu, type MainMenuProps, type MenuItem } from "./main-menu.tsx";
export { SearchBox, type SearchBoxProps, type SearchSuggestion } from "./search-box.tsx";
