import { type MetaArgs, useLoaderData } from "react-router";
import { brandMeta } from "../features/listing/listing-meta.ts";
import { BrandPage } from "../features/listing/listing-page.tsx";
import type { loader } from "./brand-category.server.ts";

export { keepCatalogueAfterCartWrite as shouldRevalidate } from "../features/listing/catalogue-revalidation.ts";
export { loader } from "./brand-category.server.ts";

export function meta(args: MetaArgs<typeof loader>) {
  return args.loaderData ? brandMeta(args, args.loaderData) : [];
}

export default function BrandCategoryRoute() {
  const data = useLoaderData<typeof loader>();
  return <BrandPage data={data} />;
}
