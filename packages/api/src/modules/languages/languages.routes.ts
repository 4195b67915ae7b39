import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { Language, LocaleQuery } from "../../contract/index.ts";
import { errorResponses, okResponse } from "../../lib/openapi.ts";

export const list = createRoute({
  method: "get",
  path: "/language",
  tags: ["Reference data"],
  summary: "The shop's languages (code, name, direction, ISO tag)",
  request: { query: LocaleQuery },
  responses: {
    ...okResponse(z.array(Language), "Active languages, default first"),
    ...errorResponses(),
  },
});
