import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import {
  fieldErrors,
  generalFields,
  languageTexts,
  priceFields,
  productValues,
} from "../../features/admin-catalog/product-form.server.ts";
import {
  adminProduct,
  productMedia,
  productMediaAction,
  productPersonalizations,
} from "../../features/admin-catalog/product-media.server.ts";
import { referenceOptions } from "../../features/admin-catalog/reference-options.server.ts";
import { paths } from "../../lib/paths.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, type ShopApi, unwrap } from "../../lib/shop-api.ts";

const listPath = `${paths.admin}/products`;

/** The product of /admin/products/:id, or none for /admin/products/new. */
async function productOf(api: ShopApi, id: string | undefined) {
  if (id === undefined) return null;
  if (!/^\d+$/.test(id)) throw data(null, 404);
  try {
    return await adminProduct(api, Number(id));
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) throw data(null, 404);
    throw error;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const [product, references, properties] = await Promise.all([
    productOf(shopApi, args.params.id),
    referenceOptions(shopApi, locale),
    unwrap(shopApi.property.getAdminProperties.$post({ json: {} })),
  ]);
  const personalizations = product ? await productPersonalizations(shopApi, product.id) : [];
  return {
    mode: product ? ("edit" as const) : ("create" as const),
    id: product?.id ?? null,
    values: productValues(product),
    ...productMedia(product, properties, personalizations, locale),
    saved: args.url.searchParams.get("kaydedildi") !== null,
    ...references,
  };
}

export type ProductFormResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; code: ErrorCode; errors: Record<string, string> };

/** Each section of the edit screen posts its own form; create posts them all at once. */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const product = shopApi.product;
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = args.params.id ? Number(args.params.id) : null;
  let language: (typeof languages)[number]["language"] | undefined;
  const languages = languageTexts(form);
  try {
    if (intent === "create" || id === null) {
      const json = {
        ...generalFields(form),
        ...priceFields(form),
        texts: Object.fromEntries(
          languages.map(({ language, texts }) => [language, texts]),
        ) as never,
      };
      const created = await unwrap(product.add.$post({ json }));
      return redirect(`${listPath}/${created.id}?kaydedildi`);
    }
    const param = { id };
    if (intent === "general")
      await unwrap(product.update[":id"].$post({ param, json: generalFields(form) }));
    else if (intent === "prices")
      await unwrap(product.updatePrice[":id"].$post({ param, json: priceFields(form) }));
    else if (intent === "texts") {
      for (const entry of languages) {
        language = entry.language;
        const json = { product_id: id, language: entry.language, ...entry.texts };
        await unwrap(product.updateLanguage.$post({ json }));
      }
    } else if (!(await productMediaAction(shopApi, id, intent, form))) throw data(null, 400);
    return { ok: true, intent } satisfies ProductFormResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: ProductFormResult = {
      ok: false,
      intent,
      code: error.code,
      // The upload form's field is `images`, the API's `file`; the personalisation dialog's
      // labels are `label.tr`, the API's `texts.tr.name`.
      errors: Object.fromEntries(
        Object.entries(fieldErrors(error, language)).map(([field, message]) => [
          intent === "images" && field === "file"
            ? "images"
            : intent === "personalization_save" && /^(tr|en|ar)\.name$/.test(field)
              ? `label.${field.slice(0, 2)}`
              : field,
          message,
        ]),
      ),
    };
    return data(result, error.status);
  }
}
