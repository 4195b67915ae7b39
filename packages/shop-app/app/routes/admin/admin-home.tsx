import type { MetaArgs } from "react-router";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { pageTitle } from "../../lib/page-meta.ts";

export const handle: AdminHandle = { admin: { menuId: "dashboard", title: "app.page.admin" } };

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.admin") }];
}

export default function AdminHome() {
  return null;
}
