import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { moderationAction } from "../../features/admin-customers/moderation-action.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  const query = { page: 1, limit: 100 };
  return { comments: await unwrap(routeApi(args).shopApi.product.comment.pending.$get({ query })) };
}

/** Approves or rejects one comment. */
export function action(args: ActionFunctionArgs) {
  return moderationAction(args, (api, intent, id) =>
    unwrap(
      intent === "approve"
        ? api.product.comment.approve[":id"].$post({ param: { id } })
        : api.product.comment.reject[":id"].$post({ param: { id } }),
    ),
  );
}
