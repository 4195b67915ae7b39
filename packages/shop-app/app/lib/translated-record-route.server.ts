// The loader and action of an admin page that writes or changes one translated record filed
// under a category (a content page, a blog post, a FAQ entry): /admin/x/new creates it,
// /admin/x/:id changes or deletes it, and the API's refusals come back keyed by form field.
import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { recordListQuery } from "./record-list-query.ts";
import { routeApi } from "./route-api.server.ts";
import { isApiRequestError, type ShopApi } from "./shop-api.ts";
import { shopTimeZoneOf } from "./shop-time.server.ts";
import { DEFAULT_SHOP_TIME_ZONE } from "./shop-time.ts";

export type TranslatedRecordResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; code: ErrorCode; errors: Record<string, string> };

/** What the loader gives the page. */
export interface TranslatedRecordPage<V> {
  mode: "create" | "edit";
  id: number | null;
  values: V;
  categories: { value: string; label: string }[];
  /** Just created: the page after the redirect says it was saved. */
  saved: boolean;
}

/** The categories as a form's or a filter's options. */
function categoryOptions(categories: readonly { id: number; name: string }[]) {
  return categories.map((category) => ({ value: String(category.id), label: category.name }));
}

/** The rows a list page shows at a time. */
const LIST_PAGE_SIZE = 20;

/** A list page's query as the URL asks (?q=&category=&page=), and the API's list request for it. */
function listQuery(url: URL) {
  const { q, category, page } = recordListQuery.parse(url);
  return {
    query: { q, category, page },
    json: {
      page,
      page_size: LIST_PAGE_SIZE,
      ...(q ? { search: q } : {}),
      ...(category ? { category_id: Number(category) } : {}),
    },
  };
}

export interface TranslatedRecordList<P> {
  list: (api: ShopApi, json: ReturnType<typeof listQuery>["json"]) => Promise<P>;
  categories: (api: ShopApi) => Promise<readonly { id: number; name: string }[]>;
}

/** A kind's list page's loader: the page of records the URL asks, and the categories to filter by. */
export function translatedRecordList<P>(route: TranslatedRecordList<P>) {
  return async (args: LoaderFunctionArgs) => {
    const { query, json } = listQuery(args.url);
    const { shopApi } = routeApi(args);
    const [page, categories] = await Promise.all([
      route.list(shopApi, json),
      route.categories(shopApi),
    ]);
    return { query, page, categories: categoryOptions(categories) };
  };
}

export interface TranslatedRecordRoute<R extends { id: number }, V, I> {
  /** The list the page returns to, and under which `new` and the record's id are. */
  listPath: string;
  read: (api: ShopApi, id: number) => Promise<R>;
  categories: (api: ShopApi) => Promise<readonly { id: number; name: string }[]>;
  /**
   * What the form shows first: the record, or a new one's defaults for null; `timeZone` is the
   * shop's, given when the route says `zoned` (its form has a date and time).
   */
  values: (record: R | null, timeZone: string) => V;
  /** The posted form as the API's input. */
  input: (form: FormData, timeZone: string) => I;
  /** The form shows a time: read the shop's time zone for `values` and `input`. */
  zoned?: boolean;
  create: (api: ShopApi, input: I) => Promise<{ id: number }>;
  update: (api: ShopApi, id: number, input: I) => Promise<unknown>;
  remove: (api: ShopApi, id: number) => Promise<unknown>;
}

export function translatedRecordRoute<R extends { id: number }, V, I>(
  route: TranslatedRecordRoute<R, V, I>,
) {
  const zoneOf = (api: ShopApi) =>
    route.zoned ? shopTimeZoneOf(api) : Promise.resolve(DEFAULT_SHOP_TIME_ZONE);

  /** The record of :id, or none for /new; an id that is not one is a 404. */
  async function recordOf(api: ShopApi, id: string | undefined) {
    if (id === undefined) return null;
    if (!/^\d+$/.test(id)) throw data(null, 404);
    try {
      return await route.read(api, Number(id));
    } catch (error) {
      if (isApiRequestError(error) && error.status === 404) throw data(null, 404);
      throw error;
    }
  }

  async function loader(args: LoaderFunctionArgs): Promise<TranslatedRecordPage<V>> {
    const { shopApi } = routeApi(args);
    const [record, categories, timeZone] = await Promise.all([
      recordOf(shopApi, args.params.id),
      route.categories(shopApi),
      zoneOf(shopApi),
    ]);
    return {
      mode: record ? "edit" : "create",
      id: record?.id ?? null,
      values: route.values(record, timeZone),
      categories: categoryOptions(categories),
      saved: args.url.searchParams.get("kaydedildi") !== null,
    };
  }

  /** Saves the whole form (create or update), or deletes the record (intent "delete"). */
  async function action(args: ActionFunctionArgs) {
    const { shopApi } = routeApi(args);
    const form = await args.request.formData();
    const intent = String(form.get("intent") ?? "save");
    const id = args.params.id ? Number(args.params.id) : null;
    try {
      if (intent === "delete" && id !== null) {
        await route.remove(shopApi, id);
        return redirect(route.listPath);
      }
      if (id === null) {
        const created = await route.create(shopApi, route.input(form, await zoneOf(shopApi)));
        return redirect(`${route.listPath}/${created.id}?kaydedildi`);
      }
      await route.update(shopApi, id, route.input(form, await zoneOf(shopApi)));
      return { ok: true, intent } satisfies TranslatedRecordResult;
    } catch (error) {
      if (!isApiRequestError(error) || error.status >= 500) throw error;
      const result: TranslatedRecordResult = {
        ok: false,
        intent,
        code: error.code,
        // the form names a text `ar.title` where the API says `texts.ar.title`
        errors: Object.fromEntries(
          (error.fields ?? []).map(({ field, message }) => [
            field.startsWith("texts.") ? field.slice("texts.".length) : field,
            message,
          ]),
        ),
      };
      return data(result, error.status);
    }
  }

  return { loader, action };
}
