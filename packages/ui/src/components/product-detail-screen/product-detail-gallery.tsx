import { cn } from "../../lib/cn.ts";
import { ProductGallery } from "../product-gallery/product-gallery.tsx";
import { useProductDetail } from "./product-detail-root.tsx";

export interface ProductDetailGalleryProps {
  className?: string | undefined;
}

/** The product's images; it stays in view beside the buy box from tablets up. */
export function ProductDetailGallery({ className }: ProductDetailGalleryProps) {
  const { product, placeholderImage } = useProductDetail();
  return (
    <ProductGallery
      images={product.images}
      title={product.title}
      placeholderImage={placeholderImage}
      className={cn("min-w-0 self-start md:sticky md:top-4", className)}
    />
  );
}
