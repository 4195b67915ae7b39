// Resource route: /favicon.ico.
export { loader } from "./favicon.server.ts";
