import type { LoaderFunctionArgs } from "react-router";
import { page as pageField } from "../../lib/list-query.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

const PAGE_SIZE = 20;

/** A page of the contact form's messages, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const page = pageField.read(args.url.searchParams.get("page"));
  const query = { page, limit: PAGE_SIZE };
  const messages = await unwrap(routeApi(args).shopApi.contact.messages.$get({ query }));
  // The call answers no total: a full page may have older messages behind it.
  return { page, messages, hasOlder: messages.length === PAGE_SIZE };
}
