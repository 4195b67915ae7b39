import { type MetaArgs, useLoaderData } from "react-router";
import { newArrivalsMeta } from "../features/listing/listing-meta.ts";
import { NewArrivalsPage } from "../features/listing/listing-page.tsx";
import type { loader } from "./new-arrivals.server.ts";

export { keepCatalogueAfterCartWrite as shouldRevalidate } from "../features/listing/catalogue-revalidation.ts";
export { loader } from "./new-arrivals.server.ts";

export function meta(args: MetaArgs<typeof loader>) {
  return args.loaderData ? newArrivalsMeta(args, args.loaderData) : [];
}

export default function NewArrivalsRoute() {
  const data = useLoaderData<typeof loader>();
  return <NewArrivalsPage data={data} />;
}
