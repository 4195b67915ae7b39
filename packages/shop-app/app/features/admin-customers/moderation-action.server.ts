// The moderation pages' action: one decision on a comment or a question (approve, answer,
// reject), answered as the page reads it; the API's refusals come back by field.
import { type ActionFunctionArgs, data } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, type ShopApi } from "../../lib/shop-api.ts";
import type { ModerationResult } from "./use-moderation.ts";

export async function moderationAction(
  args: ActionFunctionArgs,
  decide: (api: ShopApi, intent: string, id: number, form: FormData) => Promise<unknown>,
) {
  const { shopApi } = routeApi(args);
  const form = await args.request.formData();
  const id = Number(form.get("id"));
  try {
    await decide(shopApi, String(form.get("intent")), id, form);
    return { ok: true } satisfies ModerationResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: ModerationResult = {
      ok: false,
      code: error.code,
      errors: Object.fromEntries((error.fields ?? []).map((f) => [f.field, f.message])),
    };
    return data(result, error.status);
  }
}
