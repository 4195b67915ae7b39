import { type ActionFunctionArgs, data } from "react-router";
import { serverApi } from "../../lib/request-context.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError } from "../../lib/shop-api.ts";

/**
 * Previews (intent=preview) or imports (intent=import) the CSV file sent as `file`; the API
 * checks every row and writes all of them or none.
 */
export async function action(args: ActionFunctionArgs) {
  // The one call left on the old client: a text/csv body, which hono/client has no input for.
  const { locale, currency } = routeApi(args);
  const api = serverApi(args.context, args.request, { language: locale, currency });
  const form = await args.request.formData();
  const intent = form.get("intent") === "import" ? ("import" as const) : ("preview" as const);
  const file = form.get("file");
  const csv = typeof file === "string" || file === null ? "" : await file.text();
  try {
    if (intent === "import") {
      return { ok: true as const, intent, result: await api.importProducts(csv), preview: null };
    }
    return {
      ok: true as const,
      intent,
      preview: await api.previewProductImport(csv),
      result: null,
    };
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data(
      {
        ok: false as const,
        intent,
        message: error.message,
        fields: (error.fields ?? []).map((field) => ({
          field: field.field,
          message: field.message ?? "",
        })),
      },
      error.status,
    );
  }
}
