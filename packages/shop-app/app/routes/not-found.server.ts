import { data } from "react-router";

/** Unmatched storefront paths: 404, rendered by the storefront layout's error boundary. */
export function loader(): never {
  throw data(null, { status: 404 });
}
