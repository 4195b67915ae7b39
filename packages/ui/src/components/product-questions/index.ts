export {
  type ProductQuestion,
  ProductQuestions,
  type ProductQuestionsProps,
} from "./product-questions.tsx";
