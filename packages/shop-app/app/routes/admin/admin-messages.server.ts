import type { LoaderFunctionArgs } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

const PAGE_SIZE = 20;

/** A page of the contact form's messages, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const asked = Number(args.url.searchParams.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const query = { page, limit: PAGE_SIZE };
  const messages = await unwrap(routeApi(args).shopApi.contact.messages.$get({ query }));
  // The call answers no total: a full page may have older messages behind it.
  return { page, messages, hasOlder: messages.length === PAGE_SIZE };
}
