export {
  AdminCommentsScreen,
  type AdminCommentsScreenProps,
  type AdminPendingCommentRow,
} from "./admin-comments-screen.tsx";
export {
  type AdminModerationDecision,
  type AdminModerationPageProps,
  type AdminModerationRow,
  AdminModerationScreen,
  type AdminModerationScreenProps,
  shopperTextColumn,
} from "./admin-moderation-screen.tsx";
export {
  type AdminPendingQuestionRow,
  AdminQuestionsScreen,
  type AdminQuestionsScreenProps,
} from "./admin-questions-screen.tsx";
