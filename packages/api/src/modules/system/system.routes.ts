import { createRoute } from "@hono/zod-openapi";
import { Health } from "../../contract/index.ts";
import { errorResponses, okResponse } from "../../lib/openapi.ts";

export const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Liveness and database reachability (for load balancers)",
  responses: { ...okResponse(Health, "The API and its database answer"), ...errorResponses() },
});
