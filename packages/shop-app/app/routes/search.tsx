import { type MetaArgs, useLoaderData } from "react-router";
import { titleWithShop } from "../features/listing/listing-meta.ts";
import { SearchPage } from "../features/listing/search-page.tsx";
import { formatAppMessage } from "../i18n/messages.ts";
import { splitLocale } from "../lib/locale.ts";
import type { loader } from "./search.server.ts";

export { keepCatalogueAfterCartWrite as shouldRevalidate } from "../features/listing/catalogue-revalidation.ts";
export { loader } from "./search.server.ts";

export function meta(args: MetaArgs<typeof loader>) {
  const query = args.loaderData?.query;
  const { locale } = splitLocale(args.location.pathname);
  const text = query
    ? formatAppMessage(locale, "app.page.searchFor", { query })
    : formatAppMessage(locale, "app.page.search");
  return [{ title: titleWithShop(args, text) }, { name: "robots", content: "noindex, follow" }];
}

export default function SearchRoute() {
  const data = useLoaderData<typeof loader>();
  return <SearchPage data={data} />;
}
