import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { moderationAction } from "../../features/admin-customers/moderation-action.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  const query = { page: 1, limit: 100 };
  return {
    questions: await unwrap(routeApi(args).shopApi.product.question.pending.$get({ query })),
  };
}

/** Answers (which approves) or rejects one question. */
export function action(args: ActionFunctionArgs) {
  return moderationAction(args, (api, intent, id, form) =>
    unwrap(
      intent === "answer"
        ? api.product.question.answer[":id"].$post({
            param: { id },
            json: { answer: String(form.get("answer") ?? "") },
          })
        : api.product.question.reject[":id"].$post({ param: { id } }),
    ),
  );
}
