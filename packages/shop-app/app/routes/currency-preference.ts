// Resource route (no UI): the no-JavaScript form target of the currency switcher.
export { action, loader } from "./currency-preference.server.ts";
