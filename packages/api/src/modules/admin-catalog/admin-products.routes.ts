import { z } from "@hono/zod-openapi";
import {
  AdminDashboard,
  AdminImageOrder,
  AdminLanguageUpdate,
  AdminPersonalization,
  AdminPersonalizationCreate,
  AdminPersonalizationInput,
  AdminPriceUpdate,
  AdminProduct,
  AdminProductCreate,
  AdminProductListRequest,
  AdminProductPage,
  AdminProductUpdate,
  AdminSortUpdate,
  AdminSubProduct,
  AdminSubProductCreate,
  AdminSubProductUpdate,
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
import { adminWrite, privateRead } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const products = { tags: ["Admin: products"], security: adminSecurity };
const subProducts = { tags: ["Admin: sub-products"], security: adminSecurity };
const personalizations = { tags: ["Admin: personalisations"], security: adminSecurity };
const Deleted = z.object({ id: z.number().int() }).meta({ id: "Deleted" });
const fieldRefusals = errorResponses(400, 401, 403, 404, 409);

export const list = createRoute({
  method: "post",
  path: "/product/getAdminProducts",
  ...adminWrite,
  ...products,
  summary: "Every product, active or not, searched, filtered, sorted and a page at a time",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AdminProductListRequest) },
  responses: { ...okResponse(AdminProductPage, "A page"), ...errorResponses(400, 401, 403) },
});

export const one = createRoute({
  method: "get",
  path: "/product/getAdminProduct/{id}",
  ...privateRead,
  ...products,
  summary: "A product as the edit screen holds it: every field, every language's texts",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(AdminProduct, "The product"), ...errorResponses(401, 403, 404) },
});

export const add = createRoute({
  method: "post",
  path: "/product/add",
  ...adminWrite,
  ...products,
  summary: "Create a product",
  description:
    "The general fields, the prices and the texts (Turkish required). An seo link left empty is made from the name, unique in its language. A taken SKU, barcode or seo link is validation_error (409) naming the field with already_used; a category, brand, model, supplier or attribute that does not exist is invalid_value.",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AdminProductCreate) },
  responses: { ...okResponse(AdminProduct, "The new product"), ...fieldRefusals },
});

export const update = createRoute({
  method: "post",
  path: "/product/update/{id}",
  ...adminWrite,
  ...products,
  summary: "Save a product's general fields",
  description:
    "Sent whole, as the form holds them. For a product with sub-products the stock is the sum of theirs and the stock field is not read.",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminProductUpdate) },
  responses: { ...okResponse(AdminProduct, "The product"), ...fieldRefusals },
});

export const updatePrice = createRoute({
  method: "post",
  path: "/product/updatePrice/{id}",
  ...adminWrite,
  ...products,
  summary: "Save a product's prices and VAT rate",
  description:
    "Gross prices in minor units of the product's currency; a list price must be above the selling price.",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminPriceUpdate) },
  responses: { ...okResponse(AdminProduct, "The product"), ...fieldRefusals },
});

export const updateSort = createRoute({
  method: "post",
  path: "/product/updateSort/{id}",
  ...adminWrite,
  ...products,
  summary: "Set where a product comes in the default order of listings",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminSortUpdate) },
  responses: { ...okResponse(AdminProduct, "The product"), ...errorResponses(400, 401, 403, 404) },
});

export const updateLanguage = createRoute({
  method: "post",
  path: "/product/updateLanguage",
  ...adminWrite,
  ...products,
  summary: "Save a product's texts in one language",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AdminLanguageUpdate) },
  responses: { ...okResponse(AdminProduct, "The product"), ...fieldRefusals },
});

export const updateImages = createRoute({
  method: "post",
  path: "/product/updateProductImage/{id}",
  ...adminWrite,
  ...products,
  summary: "Put a product's pictures in order",
  description:
    "image_ids names every picture of the product once, first shown first. Pictures are added with image/uploadProductImage and removed with image/removeFile.",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminImageOrder) },
  responses: { ...okResponse(AdminProduct, "The product"), ...errorResponses(400, 401, 403, 404) },
});

export const remove = createRoute({
  method: "post",
  path: "/product/delete/{id}",
  ...adminWrite,
  ...products,
  summary: "Delete a product",
  description:
    "Past orders keep their copy of each line; carts, favourites, comments and back-in-stock requests for it go with it.",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(Deleted, "Deleted"), ...errorResponses(401, 403, 404) },
});

export const subList = createRoute({
  method: "get",
  path: "/sub_product/getByProductId/{id}",
  ...privateRead,
  ...subProducts,
  summary: "A product's sub-products, active or not",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(z.array(AdminSubProduct), "Its sub-products"),
    ...errorResponses(401, 403),
  },
});

export const subAdd = createRoute({
  method: "post",
  path: "/sub_product/add",
  ...adminWrite,
  ...subProducts,
  summary: "Add a sub-product",
  description:
    "Its values must be of the product's two attributes, in their slots; the pair, the code and the barcode are unique. The product's stock becomes the sum of its sub-products'.",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AdminSubProductCreate) },
  responses: { ...okResponse(AdminSubProduct, "The sub-product"), ...fieldRefusals },
});

export const subUpdate = createRoute({
  method: "post",
  path: "/sub_product/update/{id}",
  ...adminWrite,
  ...subProducts,
  summary: "Save a sub-product",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminSubProductUpdate) },
  responses: { ...okResponse(AdminSubProduct, "The sub-product"), ...fieldRefusals },
});

export const subDelete = createRoute({
  method: "post",
  path: "/sub_product/delete/{id}",
  ...adminWrite,
  ...subProducts,
  summary: "Delete a sub-product",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(Deleted, "Deleted"), ...errorResponses(401, 403, 404) },
});

export const personalizationList = createRoute({
  method: "get",
  path: "/product_personalization/getByProductId/{id}",
  ...privateRead,
  ...personalizations,
  summary: "A product's personalisations, active or not, with every language's label",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(z.array(AdminPersonalization), "Its personalisations"),
    ...errorResponses(401, 403),
  },
});

export const personalizationAdd = createRoute({
  method: "post",
  path: "/product_personalization/add",
  ...adminWrite,
  ...personalizations,
  summary: "Add a personalisation to a product",
  description:
    "A text the shopper types at add-to-cart, charged per unit on top of the product's price. A product that does not exist is invalid_value on product_id.",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AdminPersonalizationCreate) },
  responses: {
    ...okResponse(AdminPersonalization, "The personalisation"),
    ...errorResponses(400, 401, 403),
  },
});

export const personalizationUpdate = createRoute({
  method: "post",
  path: "/product_personalization/update/{id}",
  ...adminWrite,
  ...personalizations,
  summary: "Save a personalisation",
  description: "Sent whole: a language left out of texts is deleted.",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminPersonalizationInput) },
  responses: {
    ...okResponse(AdminPersonalization, "The personalisation"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const personalizationDelete = createRoute({
  method: "post",
  path: "/product_personalization/delete/{id}",
  ...adminWrite,
  ...personalizations,
  summary: "Delete a personalisation",
  description: "Orders keep the texts their lines were bought with.",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(Deleted, "Deleted"), ...errorResponses(401, 403, 404) },
});

export const dashboard = createRoute({
  method: "get",
  path: "/admin/dashboard",
  ...privateRead,
  tags: ["Admin: dashboard"],
  security: adminSecurity,
  summary: "Today's orders and revenue, what waits for approval, what runs out, the latest orders",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(AdminDashboard, "The overview"), ...errorResponses(401, 403) },
});
