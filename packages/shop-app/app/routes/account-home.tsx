import type { MetaArgs } from "react-router";
import { pageTitle } from "../lib/page-meta.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.account") }];
}

export default function AccountHome() {
  return null;
}
