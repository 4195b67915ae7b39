export { isoDate } from "./iso-date.ts";
export {
  type NewsCategory,
  type NewsItem,
  type NewsLinkProps,
  NewsList,
  type NewsListProps,
  newsListVariants,
} from "./news-list.tsx";
