export {
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  Breadcrumbs,
  type BreadcrumbsProps,
} from "./breadcrumbs.tsx";
