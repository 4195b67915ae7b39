import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { redirectSignedInAdmin } from "../features/guards/guards.server.ts";
import { isApiRequestError } from "../lib/api-client.ts";
import { paths } from "../lib/paths.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";

export function loader({ context, url }: LoaderFunctionArgs) {
  redirectSignedInAdmin(context, url);
  return { returnTo: safeRedirectPath(url.searchParams.get("r"), paths.admin) };
}

/** Signs the admin in through the API (which sets the HttpOnly admin_token cookie). */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const { api } = routeApi(args);
  try {
    await api.adminLogin({ email, password });
  } catch (error) {
    if (isApiRequestError(error) && error.status < 500) {
      return data({ error: error.code, email }, { status: error.status });
    }
    throw error;
  }
  const target = safeRedirectPath(args.url.searchParams.get("r"), paths.admin);
  return redirect(target.startsWith(paths.admin) ? target : paths.admin);
}
