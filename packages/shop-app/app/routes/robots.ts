// Resource route: /robots.txt.
export { loader } from "./robots.server.ts";
