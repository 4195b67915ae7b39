// A translated record kind's admin router: its declared routes answered by its service, chained
// so that the kind's paths and schemas reach ApiRoutes and the app's typed client.
import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { LanguageCode } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { ApiError } from "../../lib/errors.ts";
import { createRouter, ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import { type RecordKind, translatedRecordRoutes } from "./translated-record.routes.ts";

export { namedCategories } from "./named-categories.ts";
export { recordKind } from "./translated-record.routes.ts";
export * from "./translated-record.service.ts";

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type Records<K extends RecordKind> = K["records"];
type Categories<K extends RecordKind> = K["categories"];

/** What the kind's routes call, typed by the schemas the kind declares for them. */
export interface TranslatedRecordService<K extends RecordKind> {
  list(
    db: Database,
    request: Out<Records<K>["list"]["request"]>,
    lang: LanguageCode,
  ): Promise<Out<Records<K>["list"]["page"]>>;
  read(db: Database, id: number): Promise<Out<Records<K>["schema"]>>;
  create(db: Database, input: Out<Records<K>["input"]>): Promise<number>;
  update(db: Database, id: number, input: Out<Records<K>["input"]>): Promise<void>;
  remove(db: Database, id: number): Promise<void>;
  categories: {
    list(
      db: Database,
      lang: LanguageCode,
    ): Promise<Array<Out<Categories<K>["schema"]> & { id: number }>>;
    create(db: Database, input: Out<Categories<K>["input"]>): Promise<number>;
    update(db: Database, id: number, input: Out<Categories<K>["input"]>): Promise<void>;
    remove(db: Database, id: number): Promise<void>;
  };
}

/**
 * The validated input as the service's types say it is. Hono types a handler by its route, and
 * a route whose schemas are this function's type parameters gives it nothing to check; the kind's
 * service is checked against the same schemas where the kind is declared.
 */
type Call = Context<AppEnv, string, { out: { json: never; param: { id: number } } }>;

/** A handler that answers what `run` gives, for an admin only. */
const asAdmin = (run: (c: Call) => Promise<unknown>) =>
  (async (c: Call) => {
    requireIdentity(c, ["admin"]);
    return c.json(ok(await run(c)), 200);
  }) as never;

export function translatedRecordRouter<K extends RecordKind>(
  kind: K,
  service: TranslatedRecordService<K>,
) {
  const routes = translatedRecordRoutes(kind);
  const { categories } = service;
  const readCategory = async (db: Database, id: number, lang: LanguageCode) => {
    const found = (await categories.list(db, lang)).find((row) => row.id === id);
    if (!found) throw new ApiError("record_not_found", 404);
    return found;
  };
  const idOf = (c: Call) => c.req.valid("param").id;
  return createRouter()
    .openapi(
      routes.list,
      asAdmin((c) => service.list(c.var.db, c.req.valid("json"), c.var.lang)),
    )
    .openapi(
      routes.one,
      asAdmin((c) => service.read(c.var.db, idOf(c))),
    )
    .openapi(
      routes.add,
      asAdmin(async (c) =>
        service.read(c.var.db, await service.create(c.var.db, c.req.valid("json"))),
      ),
    )
    .openapi(
      routes.update,
      asAdmin(async (c) => {
        await service.update(c.var.db, idOf(c), c.req.valid("json"));
        return service.read(c.var.db, idOf(c));
      }),
    )
    .openapi(
      routes.remove,
      asAdmin(async (c) => {
        await service.remove(c.var.db, idOf(c));
        return { id: idOf(c) };
      }),
    )
    .openapi(
      routes.categories,
      asAdmin((c) => categories.list(c.var.db, c.var.lang)),
    )
    .openapi(
      routes.categoryAdd,
      asAdmin(async (c) =>
        readCategory(c.var.db, await categories.create(c.var.db, c.req.valid("json")), c.var.lang),
      ),
    )
    .openapi(
      routes.categoryUpdate,
      asAdmin(async (c) => {
        await categories.update(c.var.db, idOf(c), c.req.valid("json"));
        return readCategory(c.var.db, idOf(c), c.var.lang);
      }),
    )
    .openapi(
      routes.categoryRemove,
      asAdmin(async (c) => {
        await categories.remove(c.var.db, idOf(c));
        return { id: idOf(c) };
      }),
    );
}
