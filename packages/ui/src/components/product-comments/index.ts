export { maskName } from "./mask-name.ts";
export {
  type ProductComment,
  ProductComments,
  type ProductCommentsProps,
  type RatingDistribution,
} from "./product-comments.tsx";
