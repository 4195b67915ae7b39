import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { moderationAction } from "../../features/admin-customers/moderation-action.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { questions: await routeApi(args).api.pendingQuestions() };
}

/** Answers (which approves) or rejects one question. */
export function action(args: ActionFunctionArgs) {
  return moderationAction(args, (api, intent, id, form) =>
    intent === "answer"
      ? api.answerQuestion(id, String(form.get("answer") ?? ""))
      : api.rejectQuestion(id),
  );
}
