import type { MetaArgs } from "react-router";
import { pageTitle } from "../lib/page-meta.ts";

export { loader } from "./home.server.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.home") }];
}

/** The home page is its layout: the center section's widgets, rendered by the shell. */
export default function Home() {
  return null;
}
