import { type MetaArgs, useLoaderData } from "react-router";
import type { BlogListData } from "../features/blog/blog-list.server.ts";
import { BlogListPage } from "../features/blog/blog-list-page.tsx";
import type { loader } from "./blog.server.ts";
import { blogListMeta } from "./blog-meta.ts";

export { loader } from "./blog.server.ts";

export function meta(args: MetaArgs) {
  const data = args.loaderData as BlogListData | undefined;
  return data ? blogListMeta(args, data) : [];
}

export default function BlogRoute() {
  const data = useLoaderData<typeof loader>();
  return <BlogListPage data={data} />;
}
