// Resource route: /sitemap.xml.
export { loader } from "./sitemap.server.ts";
