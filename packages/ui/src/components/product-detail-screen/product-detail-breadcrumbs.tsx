import { type BreadcrumbItem, Breadcrumbs } from "../breadcrumbs/breadcrumbs.tsx";
import { useProductDetail } from "./product-detail-root.tsx";

export interface ProductDetailBreadcrumbsProps {
  items: BreadcrumbItem[];
}

export function ProductDetailBreadcrumbs({ items }: ProductDetailBreadcrumbsProps) {
  const { renderLink } = useProductDetail();
  return (
    <Breadcrumbs
      items={items}
      {...(renderLink
        ? { renderLink: ({ href, children }) => renderLink({ href, children }) }
        : {})}
    />
  );
}
