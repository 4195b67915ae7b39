// The nine admin routes of a record kind written in every language and filed under a category (a
// blog post, a FAQ entry, a content page): its list, its edit screen and its writes, and its
// categories'. A kind declares its paths, schemas and documentation; the policies come from the
// method alone, as ADR api-031 has it for every admin route (a GET is the admin's own read, any
// other call a write the security log records and that drops what the processes remember).
import { z } from "@hono/zod-openapi";
import { IdParam, LocaleQuery } from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite, privateRead } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

interface Documented {
  summary: string;
  description?: string;
}
type At<P extends string> = Documented & { path: P };

export interface RecordKind {
  records: {
    tag: string;
    /** The record as the edit screen holds it, and what saving it takes. */
    schema: z.ZodType;
    input: z.ZodType;
    list: At<string> & { request: z.ZodType; page: z.ZodType };
    /** `answer`: what the OpenAPI document calls the record in the answer. */
    one: At<string> & { answer: string };
    add: At<string>;
    update: At<string>;
    remove: At<string>;
  };
  categories: {
    tag: string;
    /** The list's tag, where it is documented with the records whose form reads it. */
    listTag?: string;
    schema: z.ZodType;
    input: z.ZodType;
    list: At<string>;
    add: At<string>;
    update: At<string>;
    /** `conflicts`: [409] where a category still holding records is kept (record_in_use). */
    remove: At<string> & { conflicts: readonly 409[] };
  };
}

/** A kind's declaration as written, its paths and schemas kept as they are for its routes' types. */
export const recordKind = <const K extends RecordKind>(kind: K) => kind;

const documented = ({ summary, description }: Documented) =>
  description === undefined ? { summary } : { summary, description };

const deleted = okResponse(z.object({ id: z.number().int() }), "Deleted");

export function translatedRecordRoutes<K extends RecordKind>({ records, categories }: K) {
  const taggedAdmin = (tag: string) => ({
    tags: [tag],
    security: adminSecurity,
    middleware: [authenticate(["admin"])],
  });
  const recordRoutes = taggedAdmin(records.tag);
  const categoryRoutes = taggedAdmin(categories.tag);
  const listed: K["records"]["schema"] = records.schema;
  const filed: K["categories"]["schema"] = categories.schema;
  return {
    list: createRoute({
      ...recordRoutes,
      method: "post",
      path: records.list.path as K["records"]["list"]["path"],
      ...adminWrite,
      ...documented(records.list),
      request: {
        query: LocaleQuery,
        body: jsonBody(records.list.request as K["records"]["list"]["request"]),
      },
      responses: {
        ...okResponse(records.list.page as K["records"]["list"]["page"], "A page"),
        ...errorResponses(400, 401, 403),
      },
    }),
    one: createRoute({
      ...recordRoutes,
      method: "get",
      path: records.one.path as K["records"]["one"]["path"],
      ...privateRead,
      ...documented(records.one),
      request: { params: IdParam, query: LocaleQuery },
      responses: { ...okResponse(listed, records.one.answer), ...errorResponses(401, 403, 404) },
    }),
    add: createRoute({
      ...recordRoutes,
      method: "post",
      path: records.add.path as K["records"]["add"]["path"],
      ...adminWrite,
      ...documented(records.add),
      request: { query: LocaleQuery, body: jsonBody(records.input as K["records"]["input"]) },
      responses: { ...okResponse(listed, "Created"), ...errorResponses(400, 401, 403, 409) },
    }),
    update: createRoute({
      ...recordRoutes,
      method: "post",
      path: records.update.path as K["records"]["update"]["path"],
      ...adminWrite,
      ...documented(records.update),
      request: {
        params: IdParam,
        query: LocaleQuery,
        body: jsonBody(records.input as K["records"]["input"]),
      },
      responses: { ...okResponse(listed, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    remove: createRoute({
      ...recordRoutes,
      method: "post",
      path: records.remove.path as K["records"]["remove"]["path"],
      ...adminWrite,
      ...documented(records.remove),
      request: { params: IdParam, query: LocaleQuery },
      responses: { ...deleted, ...errorResponses(401, 403, 404) },
    }),
    categories: createRoute({
      ...taggedAdmin(categories.listTag ?? categories.tag),
      method: "post",
      path: categories.list.path as K["categories"]["list"]["path"],
      ...adminWrite,
      ...documented(categories.list),
      request: { query: LocaleQuery },
      responses: { ...okResponse(z.array(filed), "The list"), ...errorResponses(401, 403) },
    }),
    categoryAdd: createRoute({
      ...categoryRoutes,
      method: "post",
      path: categories.add.path as K["categories"]["add"]["path"],
      ...adminWrite,
      ...documented(categories.add),
      request: {
        query: LocaleQuery,
        body: jsonBody(categories.input as K["categories"]["input"]),
      },
      responses: { ...okResponse(filed, "Created"), ...errorResponses(400, 401, 403, 409) },
    }),
    categoryUpdate: createRoute({
      ...categoryRoutes,
      method: "post",
      path: categories.update.path as K["categories"]["update"]["path"],
      ...adminWrite,
      ...documented(categories.update),
      request: {
        params: IdParam,
        query: LocaleQuery,
        body: jsonBody(categories.input as K["categories"]["input"]),
      },
      responses: { ...okResponse(filed, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    categoryRemove: createRoute({
      ...categoryRoutes,
      method: "post",
      path: categories.remove.path as K["categories"]["remove"]["path"],
      ...adminWrite,
      ...documented(categories.remove),
      request: { params: IdParam, query: LocaleQuery },
      responses: {
        ...deleted,
        ...errorResponses<401 | 403 | 404 | K["categories"]["remove"]["conflicts"][number]>(
          401,
          403,
          404,
          ...categories.remove.conflicts,
        ),
      },
    }),
  };
}
