import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { outboxQuery, outboxRequest } from "../../features/admin-settings/outbox-query.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  const query = outboxQuery.parse(args.url);
  const outbox = routeApi(args).shopApi.outbox;
  return { query, page: await unwrap(outbox.getAdminList.$get({ query: outboxRequest(query) })) };
}

export type OutboxActionResult = { ok: true } | { ok: false; code: ErrorCode };

/**
 * Resends one message (a copy joins the outbox; the list shows it first), or, with
 * intent=retry, tries a failed message again now.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const id = Number(form.get("id"));
  const { outbox } = routeApi(args).shopApi;
  try {
    if (form.get("intent") === "retry") await unwrap(outbox.retry[":id"].$post({ param: { id } }));
    else await unwrap(outbox.resend[":id"].$post({ param: { id } }));
    return { ok: true } satisfies OutboxActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data({ ok: false, code: error.code } satisfies OutboxActionResult, error.status);
  }
}
