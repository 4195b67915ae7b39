import { type MetaArgs, useLoaderData } from "react-router";
import { BrandList } from "../features/listing/catalogue-lists.tsx";
import { pageTitle } from "../lib/page-meta.ts";
import type { loader } from "./brand-list.server.ts";

export { loader } from "./brand-list.server.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.brands") }];
}

export default function BrandListRoute() {
  const data = useLoaderData<typeof loader>();
  return <BrandList data={data} />;
}
