import { type MetaArgs, useLoaderData } from "react-router";
import { CampaignList } from "../features/listing/catalogue-lists.tsx";
import { pageTitle } from "../lib/page-meta.ts";
import type { loader } from "./campaigns.server.ts";

export { loader } from "./campaigns.server.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.campaigns") }];
}

export default function CampaignListRoute() {
  const data = useLoaderData<typeof loader>();
  return <CampaignList data={data} />;
}
