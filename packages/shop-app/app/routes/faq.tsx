import { type MetaArgs, useLoaderData, useLocation } from "react-router";
import { FaqPage, faqJsonLd } from "../features/help/faq-page.tsx";
import { splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import type { loader } from "./faq.server.ts";

export { loader } from "./faq.server.ts";

export function meta(args: MetaArgs<typeof loader>) {
  return [
    { title: pageTitle(args, "app.page.faq") },
    ...(args.loaderData ? [faqJsonLd(args.loaderData.groups)] : []),
  ];
}

export default function FaqRoute() {
  const { groups } = useLoaderData<typeof loader>();
  const { locale } = splitLocale(useLocation().pathname);
  return <FaqPage groups={groups} locale={locale} />;
}
