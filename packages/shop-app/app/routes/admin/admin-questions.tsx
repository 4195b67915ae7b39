// Customers' questions waiting for an answer: answered in a dialog (the answer approves it) or
// rejected after a confirmation, through the route's action.
import { AdminQuestionsScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import { useModeration } from "../../features/admin-customers/use-moderation.ts";
import { errorMessageId } from "../../i18n/messages.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loader } from "./admin-questions.server.ts";

export { action, loader } from "./admin-questions.server.ts";

export default function AdminQuestions() {
  const { questions } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const { decide, refused, busy } = useModeration("app.admin.decisionSaved");
  return (
    <AdminQuestionsScreen
      questions={questions.map((question) => ({
        id: String(question.id),
        productName: question.product_name ?? `#${question.product_id}`,
        customerName: question.customer_name,
        ...(question.customer_id !== null
          ? { customerHref: `${paths.admin}/customers/${question.customer_id}` }
          : {}),
        question: question.question,
        language: question.language,
        createdAt: question.created_at,
      }))}
      renderLink={renderRouterLink}
      saving={busy}
      {...(refused ? { errors: refused.errors } : {})}
      {...(refused
        ? { rejectError: intl.formatMessage({ id: errorMessageId(refused.code) }) }
        : {})}
      onAnswer={(values, row) =>
        decide({ intent: "answer", id: row.id, answer: values.answer ?? "" })
      }
      onReject={(row) => decide({ intent: "reject", id: row.id })}
    />
  );
}
