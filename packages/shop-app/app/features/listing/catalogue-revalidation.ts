// When a catalogue page (home, listing, search, /{seoLink}) loads its data again. A write to the
// cart (adding a product, the mini-cart's changes) changes none of it: only the cart's own data,
// which the root loader's customer state carries and loads again after any action.
import type { ShouldRevalidateFunction } from "react-router";
import { splitLocale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";

export const keepCatalogueAfterCartWrite: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => {
  const actionPath = formAction?.split("?")[0];
  if (actionPath !== undefined && splitLocale(actionPath).path === paths.cart) return false;
  return defaultShouldRevalidate;
};
