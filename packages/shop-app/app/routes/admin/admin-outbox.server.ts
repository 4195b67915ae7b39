import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { outboxQueryOf, outboxRequest } from "../../features/admin-settings/outbox-query.ts";
import { isApiRequestError } from "../../lib/api-client.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const query = outboxQueryOf(args.url);
  return { query, page: await routeApi(args).api.adminOutbox(outboxRequest(query)) };
}

export type OutboxActionResult = { ok: true } | { ok: false; code: ErrorCode };

/**
 * Resends one message (a copy joins the outbox; the list shows it first), or, with
 * intent=retry, tries a failed message again now.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const id = Number(form.get("id"));
  const { api } = routeApi(args);
  try {
    if (form.get("intent") === "retry") await api.retryOutboxMessage(id);
    else await api.resendOutboxMessage(id);
    return { ok: true } satisfies OutboxActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data({ ok: false, code: error.code } satisfies OutboxActionResult, error.status);
  }
}
