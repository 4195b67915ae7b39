export {
  Skeleton,
  type SkeletonProps,
  SkeletonText,
  type SkeletonTextProps,
  skeletonVariants,
} from "./skeleton.tsx";
