// /yazar/admin (spec section 2) leads to the admin area.
import { redirect } from "react-router";
import { paths } from "../lib/paths.ts";

export function loader() {
  return redirect(paths.admin, 301);
}
