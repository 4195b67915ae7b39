// Wires each admin resource's four routes to its service functions.
import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type { categoryMove } from "./taxonomy.routes.ts";
import { moveCategory } from "./taxonomy.service.ts";

interface Service<I, P, O> {
  list: (db: Database, search?: string) => Promise<O[]>;
  create: (db: Database, input: I) => Promise<O>;
  /** Changes the fields given (a resource saved whole takes the whole input). */
  update: (db: Database, id: number, patch: P) => Promise<O>;
  remove: (db: Database, id: number) => Promise<void>;
}

/**
 * One resource's list, add, update and delete handlers. They serve any resource's routes, so the
 * router takes them `as never` and its type stays the routes' own (which the typed client reads).
 */
export function resourceHandlers<I, P, O>(service: Service<I, P, O>) {
  const json = <T>(c: { req: { valid: (target: "json") => unknown } }) => c.req.valid("json") as T;
  const id = (c: { req: { valid: (target: "param") => unknown } }) =>
    (c.req.valid("param") as { id: number }).id;
  const list: RouteHandler<RouteConfig, AppEnv> = async (c) => {
    requireIdentity(c, ["admin"]);
    const { search } = c.req.valid("json" as never) as { search?: string };
    return c.json(ok(await service.list(c.var.db, search)), 200);
  };
  const add: RouteHandler<RouteConfig, AppEnv> = async (c) => {
    requireIdentity(c, ["admin"]);
    return c.json(ok(await service.create(c.var.db, json<I>(c as never))), 200);
  };
  const update: RouteHandler<RouteConfig, AppEnv> = async (c) => {
    requireIdentity(c, ["admin"]);
    return c.json(ok(await service.update(c.var.db, id(c as never), json<P>(c as never))), 200);
  };
  const remove: RouteHandler<RouteConfig, AppEnv> = async (c) => {
    requireIdentity(c, ["admin"]);
    const deleted = id(c as never);
    await service.remove(c.var.db, deleted);
    return c.json(ok({ id: deleted }), 200);
  };
  return { list, add, update, remove };
}

export const onCategoryMove: RouteHandler<typeof categoryMove, AppEnv> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  return c.json(ok(await moveCategory(c.var.db, id, c.req.valid("json"))), 200);
};
