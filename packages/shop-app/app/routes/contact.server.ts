import type { ActionFunctionArgs } from "react-router";
import { sendContactForm } from "../features/help/contact-form.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /iletisim: sends the contact form's message. */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  return sendContactForm(shopApi, await args.request.formData());
}
