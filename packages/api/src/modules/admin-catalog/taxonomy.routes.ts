// The admin's list, add, update/{id} and delete/{id} for each resource products are filed
// under, declared once for all of them.
import { z } from "@hono/zod-openapi";
import {
  AdminBrand,
  AdminBrandInput,
  AdminBrandPatch,
  AdminCategory,
  AdminCategoryInput,
  AdminCategoryMoveInput,
  AdminCategoryPatch,
  AdminModel,
  AdminModelInput,
  AdminModelPatch,
  AdminProperty,
  AdminPropertyInput,
  AdminSupplier,
  AdminSupplierInput,
  AdminSupplierPatch,
  AdminTaxonomyListRequest,
  IdParam,
  LocaleQuery,
} from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const Deleted = z.object({ id: z.number().int() });

function adminResource<
  R extends string,
  L extends string,
  I extends z.ZodType,
  P extends z.ZodType,
  O extends z.ZodType,
>(
  resource: R,
  listPath: L,
  label: string,
  { input, patch }: { input: I; patch: P },
  output: O,
  notes: { save?: string; remove: string },
) {
  const common = {
    tags: [`Admin: ${label}`],
    security: adminSecurity,
    middleware: [authenticate(["admin"])],
  };
  return {
    list: createRoute({
      ...common,
      method: "post",
      path: `/${resource}/${listPath}`,
      ...adminWrite,
      summary: `Every ${label.replace(/s$/, "")}, active or not, with how many products use it`,
      request: { query: LocaleQuery, body: jsonBody(AdminTaxonomyListRequest) },
      responses: { ...okResponse(z.array(output), "The list"), ...errorResponses(400, 401, 403) },
    }),
    add: createRoute({
      ...common,
      method: "post",
      path: `/${resource}/add`,
      ...adminWrite,
      summary: `Create a ${label.replace(/s$/, "")}`,
      ...(notes.save ? { description: notes.save } : {}),
      request: { query: LocaleQuery, body: jsonBody(input) },
      responses: { ...okResponse(output, "Created"), ...errorResponses(400, 401, 403, 409) },
    }),
    update: createRoute({
      ...common,
      method: "post",
      path: `/${resource}/update/{id}`,
      ...adminWrite,
      summary:
        (patch as z.ZodType) === input
          ? `Save a ${label.replace(/s$/, "")} whole`
          : `Change a ${label.replace(/s$/, "")}: the fields given, the rest kept`,
      ...(notes.save ? { description: notes.save } : {}),
      request: { params: IdParam, query: LocaleQuery, body: jsonBody(patch) },
      responses: { ...okResponse(output, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    remove: createRoute({
      ...common,
      method: "post",
      path: `/${resource}/delete/{id}`,
      ...adminWrite,
      summary: `Delete a ${label.replace(/s$/, "")}`,
      description: notes.remove,
      request: { params: IdParam, query: LocaleQuery },
      responses: { ...okResponse(Deleted, "Deleted"), ...errorResponses(401, 403, 404, 409) },
    }),
  };
}

const inUse =
  "record_in_use (409): nothing is deleted with it. Each kind that holds it is a field (categories, products, campaigns, showcases, models) with in_use, how many and the first names.";

const takenFields =
  "A taken code or seo link is validation_error (409) naming the field with already_used.";

export const categoryRoutes = adminResource(
  "category",
  "getAdminCategories",
  "categories",
  { input: AdminCategoryInput, patch: AdminCategoryPatch },
  AdminCategory,
  {
    save: `The tree in order (depth and parent). A parent must exist and not be the category or one under it. Seo links left empty are made from the name. ${takenFields}`,
    remove: `A category that sub-categories, products, campaigns or showcases use is ${inUse}`,
  },
);
export const brandRoutes = adminResource(
  "brand",
  "getAdminBrands",
  "brands",
  { input: AdminBrandInput, patch: AdminBrandPatch },
  AdminBrand,
  {
    save: `Every language gets the brand's page; seo links left empty are made from the name. ${takenFields}`,
    remove: `A brand that models, products or campaigns use is ${inUse}`,
  },
);
export const modelRoutes = adminResource(
  "model",
  "getAdminModels",
  "models",
  { input: AdminModelInput, patch: AdminModelPatch },
  AdminModel,
  { remove: "Its products keep no model." },
);
export const supplierRoutes = adminResource(
  "supplier",
  "getAdminSuppliers",
  "suppliers",
  { input: AdminSupplierInput, patch: AdminSupplierPatch },
  AdminSupplier,
  { remove: "Its products keep no supplier." },
);
export const propertyRoutes = adminResource(
  "property",
  "getAdminProperties",
  "properties",
  { input: AdminPropertyInput, patch: AdminPropertyInput },
  AdminProperty,
  {
    save: "Saved whole with every value in order (add, rename, reorder and delete values in one call); a value left out is deleted unless a sub-product is made of it: then property_value_in_use (409) and nothing is saved, since a variant is its value (rename it instead, or delete the variants first).",
    remove:
      "A property products vary by, or whose values sub-products are made of, is record_in_use (409).",
  },
);

export const categoryMove = createRoute({
  tags: ["Admin: categories"],
  security: adminSecurity,
  middleware: [authenticate(["admin"])],
  method: "post",
  path: "/category/move/{id}",
  ...adminWrite,
  summary: "Move a category in the tree",
  description:
    "Puts the category under parent_id (null: the top) at position among its new siblings, which are numbered again in that order in one transaction. A parent that is the category itself or one under it is category_move_into_itself (409); a parent that does not exist is validation_error on parent_id (400).",
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminCategoryMoveInput) },
  responses: {
    ...okResponse(AdminCategory, "The category where it now is"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
