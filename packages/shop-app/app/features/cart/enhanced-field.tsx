import { useHydrated } from "@shop/ui";

/** Tells a cart action that the page's JavaScript runs and wants data back, not a redirect. */
export function EnhancedField() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="1" /> : null;
}
