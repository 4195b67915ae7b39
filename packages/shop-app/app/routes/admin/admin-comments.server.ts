import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { moderationAction } from "../../features/admin-customers/moderation-action.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { comments: await routeApi(args).api.pendingComments() };
}

/** Approves or rejects one comment. */
export function action(args: ActionFunctionArgs) {
  return moderationAction(args, (api, intent, id) =>
    intent === "approve" ? api.approveComment(id) : api.rejectComment(id),
  );
}
