export {
  ProductReviewForm,
  type ProductReviewFormProps,
  type ProductTalkFormProps,
} from "./product-review-form.tsx";
