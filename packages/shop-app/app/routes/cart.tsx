import type { MetaArgs } from "react-router";
import { CartPage } from "../features/cart/cart-page.tsx";
import { pageTitle } from "../lib/page-meta.ts";

export { action, loader } from "./cart.server.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.cart") }, { name: "robots", content: "noindex" }];
}

export default function CartRoute() {
  return <CartPage />;
}
