export { ProductQuestionForm, type ProductQuestionFormProps } from "./product-question-form.tsx";
