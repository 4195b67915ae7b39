import { createContext } from "react";

/**
 * The text of a built stylesheet, for the server to put in the document itself; null when it has
 * none (development, where Vite serves the styles), and the page links the file instead.
 */
export const StylesheetText = createContext<(href: string) => string | null>(() => null);
