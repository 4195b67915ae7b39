import type { RouteHandler } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { readiness } from "./readiness.service.ts";
import type * as routes from "./system.routes.ts";

export const onHealth: RouteHandler<typeof routes.health, AppEnv> = async (c) => {
  const result = await c.var.db.execute<{ now: string | Date }>(sql`SELECT now() AS now`);
  const rows = (result as unknown as { rows?: Array<{ now: string | Date }> }).rows ?? [];
  const now = rows[0]?.now;
  return c.json(
    ok({
      status: "ok" as const,
      database: c.var.databaseKind,
      time: now ? new Date(now).toISOString() : new Date().toISOString(),
    }),
    200,
  );
};

export const onReady: RouteHandler<typeof routes.ready, AppEnv> = async (c) => {
  const state = await readiness(c.var.db);
  return c.json(state, state.status === "ready" ? 200 : 503);
};
