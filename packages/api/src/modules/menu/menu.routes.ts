import { z } from "zod";
import { LocaleQuery, MenuItem } from "../../contract/index.ts";
import { createRoute, errorResponses, okResponse } from "../../lib/openapi.ts";
import { publicRead } from "../../lib/route-policy.ts";

export const headerMenu = createRoute({
  method: "get",
  path: "/header_menu",
  ...publicRead,
  tags: ["Site settings"],
  summary: "The header menu as a tree, in the requested language",
  request: { query: LocaleQuery },
  responses: {
    ...okResponse(z.array(MenuItem), "Top-level items with their children"),
    ...errorResponses(),
  },
});
