import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { keepCatalogueAfterCartWrite } from "./catalogue-revalidation.ts";

const after = (formAction: string | undefined, defaultShouldRevalidate = true) =>
  keepCatalogueAfterCartWrite({
    currentUrl: new URL("http://shop.test/en/a-product"),
    nextUrl: new URL("http://shop.test/en/a-product"),
    formMethod: formAction === undefined ? undefined : "POST",
    formAction,
    defaultShouldRevalidate,
  } as ShouldRevalidateFunctionArgs);

describe("a catalogue page's revalidation", () => {
  it("skips a write to the cart, in every locale", () => {
    expect(after("/cart")).toBe(false);
    expect(after("/en/cart")).toBe(false);
    expect(after("/ar/cart?index")).toBe(false);
  });

  it("follows the router otherwise: the page's own forms and navigations", () => {
    expect(after("/en/a-product")).toBe(true);
    expect(after("/en/cart-gifts")).toBe(true);
    expect(after(undefined)).toBe(true);
    expect(after(undefined, false)).toBe(false);
  });
});
