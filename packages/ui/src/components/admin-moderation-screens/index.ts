export {
  AdminCommentsScreen,
  type AdminCommentsScreenProps,
  type AdminPendingCommentRow,
} from "./admin-comments-screen.tsx";
export {
  type AdminPendingQuestionRow,
  AdminQuestionsScreen,
  type AdminQuestionsScreenProps,
} from "./admin-questions-screen.tsx";
