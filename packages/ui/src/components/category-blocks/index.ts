export {
  type CategoryBlock,
  CategoryBlocks,
  type CategoryBlocksProps,
} from "./category-blocks.tsx";
