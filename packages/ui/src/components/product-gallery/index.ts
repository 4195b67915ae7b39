export {
  ProductGallery,
  type ProductGalleryImage,
  type ProductGalleryProps,
} from "./product-gallery.tsx";
