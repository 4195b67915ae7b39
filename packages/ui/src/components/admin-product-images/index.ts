export {
  ADVISED_IMAGE_BYTES,
  type AdminImageMove,
  type AdminProductImage,
  AdminProductImages,
  type AdminProductImagesProps,
} from "./admin-product-images.tsx";
