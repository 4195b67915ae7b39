import { type MetaArgs, useLoaderData } from "react-router";
import { CategoryList } from "../features/listing/catalogue-lists.tsx";
import { pageTitle } from "../lib/page-meta.ts";
import type { loader } from "./category-list.server.ts";

export { loader } from "./category-list.server.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.categories") }];
}

export default function CategoryListRoute() {
  const data = useLoaderData<typeof loader>();
  return <CategoryList data={data} />;
}
