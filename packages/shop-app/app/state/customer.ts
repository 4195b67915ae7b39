// The customer state of spec section 3, as jotai atoms. The server render computes a snapshot
// (root loader) and the browser store starts from it, so the first paint and the hydrated page
// agree. Tokens are HttpOnly cookies that no script can read: `token` and `guestToken` only say
// which identity the browser holds.

import type { PriceCurrency } from "@shop/ui";
import { atom, type createStore, type WritableAtom } from "jotai";
import type { Locale } from "../lib/locale.ts";

export type Store = ReturnType<typeof createStore>;

export interface CustomerUser {
  id: number;
  name: string;
  surname: string;
  email: string;
}

/** A cart line as the state keeps it (spec section 3, cart product line). */
export interface CartProductDetail {
  cart_product_id: number;
  product_id: number;
  sub_product_id: number | null;
  quantity: number;
}

/** What the added-to-cart popup shows; cleared when the popup closes. */
export interface LastAddedProduct {
  product_id: number;
  sub_product_id: number | null;
  title: string;
  image: string | null;
  /** The line's quantity now, its unit price and chosen options, as the server has them. */
  quantity: number;
  price: number;
  options: ReadonlyArray<{ name: string; value: string }>;
  currency: PriceCurrency;
}

/** Shop-wide settings a page script may know (spec: config). */
export interface ShopConfig {
  shopName: string;
  noImageProduct: string;
  settings: Record<string, string>;
}

export interface CustomerSnapshot {
  /** Which token cookie the browser holds: customer or admin (the admin takes the token over). */
  token: "customer" | "admin" | null;
  guestToken: boolean;
  guestCode: string | null;
  user: CustomerUser | null;
  sessionId: string | null;
  language: Locale;
  currency: number;
  paymentCode: string | null;
  userLoggedIn: boolean;
  guestLoggedIn: boolean;
  adminLoggedIn: boolean;
  adminShowLeftMenu: boolean;
  cartProductDetails: CartProductDetail[];
  /** The signed-in customer's favourite product ids (the hearts on cards). */
  favouriteIds: number[];
  config: ShopConfig;
}

export const tokenAtom = atom<CustomerSnapshot["token"]>(null);
export const guestTokenAtom = atom(false);
export const guestCodeAtom = atom<string | null>(null);
export const userAtom = atom<CustomerUser | null>(null);
export const sessionIdAtom = atom<string | null>(null);
export const languageAtom = atom<Locale>("tr");
export const currencyAtom = atom(1);
export const paymentCodeAtom = atom<string | null>(null);
export const userLoggedInAtom = atom(false);
export const guestLoggedInAtom = atom(false);
export const adminLoggedInAtom = atom(false);
export const adminShowLeftMenuAtom = atom(true);
export const lastAddedProductAtom = atom<LastAddedProduct | null>(null);
export const cartProductDetailsAtom = atom<CartProductDetail[]>([]);
export const lastUrlAtom = atom<string | null>(null);
export const favouriteIdsAtom = atom<number[]>([]);
export const configAtom = atom<ShopConfig>({ shopName: "", noImageProduct: "", settings: {} });

/** Number of items in the cart, for the header's cart entry. */
export const cartItemCountAtom = atom((get) =>
  get(cartProductDetailsAtom).reduce((sum, line) => sum + line.quantity, 0),
);

// biome-ignore lint/suspicious/noExplicitAny: jotai's own type for "any writable atom" (useHydrateAtoms)
type AnyAtom = WritableAtom<any, any[], any>;

const snapshotAtoms = {
  token: tokenAtom,
  guestToken: guestTokenAtom,
  guestCode: guestCodeAtom,
  user: userAtom,
  sessionId: sessionIdAtom,
  language: languageAtom,
  currency: currencyAtom,
  paymentCode: paymentCodeAtom,
  userLoggedIn: userLoggedInAtom,
  guestLoggedIn: guestLoggedInAtom,
  adminLoggedIn: adminLoggedInAtom,
  adminShowLeftMenu: adminShowLeftMenuAtom,
  cartProductDetails: cartProductDetailsAtom,
  favouriteIds: favouriteIdsAtom,
  config: configAtom,
} satisfies {
  [K in keyof CustomerSnapshot]: WritableAtom<CustomerSnapshot[K], [CustomerSnapshot[K]], void>;
};

/** [atom, value] pairs of a snapshot, for useHydrateAtoms. */
export function snapshotEntries(snapshot: CustomerSnapshot): Map<AnyAtom, unknown> {
  const entries = new Map<AnyAtom, unknown>();
  for (const key of Object.keys(snapshotAtoms) as (keyof CustomerSnapshot)[]) {
    entries.set(snapshotAtoms[key] as unknown as AnyAtom, snapshot[key]);
  }
  return entries;
}

/** Writes a newer server snapshot (after a sign-in, a currency switch, ...) into the store. */
export function applySnapshot(store: Store, snapshot: CustomerSnapshot): void {
  for (const [target, value] of snapshotEntries(snapshot)) {
    if (!Object.is(store.get(target), value)) store.set(target, value as never);
  }
}
