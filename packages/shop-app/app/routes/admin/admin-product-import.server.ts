import { type ActionFunctionArgs, data } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

/**
 * Previews (intent=preview) or imports (intent=import) the CSV file sent as `file`; the API
 * checks every row and writes all of them or none.
 */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const form = await args.request.formData();
  const intent = form.get("intent") === "import" ? ("import" as const) : ("preview" as const);
  const file = form.get("file");
  const csv = typeof file === "string" || file === null ? "" : await file.text();
  // The file goes as the body, as the API declares it: hono/client has an input for JSON and
  // forms only, so the body and its type are given to the request as they are.
  const asCsv = {
    headers: { "Content-Type": "text/csv; charset=utf-8" },
    init: { body: csv },
  };
  try {
    if (intent === "import") {
      return {
        ok: true as const,
        intent,
        result: await unwrap(shopApi.product.import.$post({}, asCsv)),
        preview: null,
      };
    }
    return {
      ok: true as const,
      intent,
      preview: await unwrap(shopApi.product.import.preview.$post({}, asCsv)),
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
