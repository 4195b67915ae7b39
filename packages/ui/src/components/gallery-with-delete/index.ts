export {
  type GalleryImage,
  GalleryWithDelete,
  type GalleryWithDeleteProps,
} from "./gallery-with-delete.tsx";
