import type { LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "../../features/guards/guards.server.ts";

/** Every admin page needs an admin (spec section 5): otherwise /login?r={path}. */
export function loader({ context, url }: LoaderFunctionArgs) {
  const admin = requireAdmin(context, url);
  return { admin: { id: admin.id, name: admin.name, email: admin.email } };
}
