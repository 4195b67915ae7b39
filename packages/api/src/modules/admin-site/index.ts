import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter, ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import * as routes from "./site.routes.ts";
import * as site from "./site.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const onReadSite: Handler<"readSite"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await site.readAdminSiteSettings(c.var.db)), 200);
};
const onUpdateSite: Handler<"updateSite"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await site.updateAdminSiteSettings(c.var.db, c.req.valid("json"))), 200);
};
const onReadLayout: Handler<"readLayout"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await site.readAdminLayout(c.var.db, c.req.valid("param").page)), 200);
};
const onSaveLayout: Handler<"saveLayout"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { page } = c.req.valid("param");
  return c.json(ok(await site.saveAdminLayout(c.var.db, page, c.req.valid("json"))), 200);
};
const onReadLinks: Handler<"readLinks"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await site.listAdminPageLinks(c.var.db)), 200);
};
const onSaveLinks: Handler<"saveLinks"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await site.saveAdminPageLinks(c.var.db, c.req.valid("json"))), 200);
};

/** The site settings the admin runs: general settings, page layouts and page links. */
export const adminSiteRouter = createRouter()
  .openapi(routes.readSite, onReadSite)
  .openapi(routes.updateSite, onUpdateSite)
  .openapi(routes.readLayout, onReadLayout)
  .openapi(routes.saveLayout, onSaveLayout)
  .openapi(routes.readLinks, onReadLinks)
  .openapi(routes.saveLinks, onSaveLinks);
