export { type PageRangeItem, pageRange } from "./page-range.ts";
export { Pagination, type PaginationLinkProps, type PaginationProps } from "./pagination.tsx";
