import type { LoaderFunctionArgs } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

const PAGE_SIZE = 50;

export async function loader(args: LoaderFunctionArgs) {
  const page = Math.max(1, Math.min(100_000, Number(args.url.searchParams.get("page")) || 1));
  // A table name only as the API takes it; anything else lists every table.
  const asked = args.url.searchParams.get("table") ?? "";
  const table = /^[a-z_]{1,63}$/.test(asked) ? asked : "";
  const query = { page, page_size: PAGE_SIZE, ...(table ? { table } : {}) };
  const changes = await unwrap(routeApi(args).shopApi.admin.changes.$get({ query }));
  return { changes, table };
}
