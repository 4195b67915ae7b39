export {
  Grid,
  GridItem,
  type GridItemProps,
  type GridProps,
  type GridSpan,
  gridVariants,
} from "./grid.tsx";
