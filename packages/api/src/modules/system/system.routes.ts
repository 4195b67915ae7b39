import { Health, Readiness } from "../../contract/index.ts";
import { createRoute, errorResponses, okResponse } from "../../lib/openapi.ts";
import { uncached } from "../../lib/route-policy.ts";

export const health = createRoute({
  method: "get",
  path: "/health",
  ...uncached,
  tags: ["System"],
  summary: "Liveness and database reachability (for load balancers)",
  responses: { ...okResponse(Health, "The API and its database answer"), ...errorResponses() },
});

export const ready = createRoute({
  method: "get",
  path: "/health/ready",
  ...uncached,
  tags: ["System"],
  summary: "Readiness: the database answers and holds this version's migrations",
  description:
    "For load balancers and orchestrators: 200 when this process may take traffic, 503 (same body) while it may not, as when the database is unreachable or not yet migrated, or the process is stopping.",
  responses: {
    200: { description: "Ready", content: { "application/json": { schema: Readiness } } },
    503: { description: "Not ready", content: { "application/json": { schema: Readiness } } },
    ...errorResponses(),
  },
});
