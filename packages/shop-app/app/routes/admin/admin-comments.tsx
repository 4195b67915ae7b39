// Comments waiting for review: approved (shown on the product) or rejected, each after a
// confirmation, through the route's action.
import { AdminCommentsScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import { useModeration } from "../../features/admin-customers/use-moderation.ts";
import { errorMessageId } from "../../i18n/messages.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loader } from "./admin-comments.server.ts";

export { action, loader } from "./admin-comments.server.ts";

export default function AdminComments() {
  const { comments } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const { decide, refused } = useModeration("app.admin.decisionSaved");
  return (
    <AdminCommentsScreen
      comments={comments.map((comment) => ({
        id: String(comment.id),
        productName: comment.product_name ?? `#${comment.product_id}`,
        customerName: comment.customer_name,
        customerHref: `${paths.admin}/customers/${comment.customer_id}`,
        rate: comment.rate,
        text: comment.text,
        nameHidden: !comment.show_name,
        language: comment.language,
        createdAt: comment.created_at,
      }))}
      renderLink={renderRouterLink}
      {...(refused
        ? { decisionError: intl.formatMessage({ id: errorMessageId(refused.code) }) }
        : {})}
      onApprove={(row) => decide({ intent: "approve", id: row.id })}
      onReject={(row) => decide({ intent: "reject", id: row.id })}
    />
  );
}
