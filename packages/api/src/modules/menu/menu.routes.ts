import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { LocaleQuery, MenuItem } from "../../contract/index.ts";
import { errorResponses, okResponse } from "../../lib/openapi.ts";

export const headerMenu = createRoute({
  method: "get",
  path: "/header_menu",
  tags: ["Site settings"],
  summary: "The header menu as a tree, in the requested language",
  request: { query: LocaleQuery },
  responses: {
    ...okResponse(z.array(MenuItem), "Top-level items with their children"),
    ...errorResponses(),
  },
});
