import type { MetaArgs } from "react-router";
import { pageTitle } from "../lib/page-meta.ts";

export { loader } from "./shopper-login.server.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.shopperLogin") }];
}

export default function ShopperLogin() {
  return null;
}
