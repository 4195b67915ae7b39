import {
  AdminCoupon,
  AdminCouponCreate,
  AdminCouponDeleted,
  AdminCouponGenerate,
  AdminCouponGenerated,
  AdminCouponListQuery,
  AdminCouponPage,
  AdminCouponUpdate,
  AdminGiftCertificateCreate,
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

const coupons = { tags: ["Admin: coupons"], security: adminSecurity };
const fieldRefusals = errorResponses(400, 401, 403, 404, 409);

export const list = createRoute({
  method: "get",
  path: "/coupon/getAdminCoupons",
  ...privateRead,
  ...coupons,
  summary: "Coupons, newest first, searched by code and a page at a time, with their uses (admin)",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery.extend(AdminCouponListQuery.shape) },
  responses: { ...okResponse(AdminCouponPage, "A page"), ...errorResponses(400, 401, 403) },
});

export const add = createRoute({
  method: "post",
  path: "/coupon/add",
  ...adminWrite,
  ...coupons,
  summary: "Create a coupon",
  description:
    "A taken code (regardless of case) is validation_error (409) naming code with already_used; a discount its type needs, missing, is required; ends_at before starts_at or max_cart_amount below min_cart_amount is too_small.",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AdminCouponCreate) },
  responses: { ...okResponse(AdminCoupon, "The new coupon"), ...fieldRefusals },
});

export const generate = createRoute({
  method: "post",
  path: "/coupon/generate",
  ...adminWrite,
  ...coupons,
  summary: "Create many coupons with random codes at once",
  description:
    "count codes (up to 500), each the prefix and 8 random upper-case letters and digits without look-alikes (no 0, O, 1, I, L). All are made or none.",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AdminCouponGenerate) },
  responses: { ...okResponse(AdminCouponGenerated, "The new codes"), ...fieldRefusals },
});

export const addGiftCertificate = createRoute({
  method: "post",
  path: "/coupon/addGiftCertificate",
  ...adminWrite,
  ...coupons,
  summary: "Make out a gift certificate to a customer",
  description:
    "Only that customer can use it (anyone else: cant_customer); it shows among their gift certificates. A customer that does not exist is invalid_value; a code left out is drawn at random.",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AdminGiftCertificateCreate) },
  responses: { ...okResponse(AdminCoupon, "The new gift certificate"), ...fieldRefusals },
});

export const update = createRoute({
  method: "post",
  path: "/coupon/update/{id}",
  ...adminWrite,
  ...coupons,
  summary: "Save a coupon's terms (the code stays)",
  description: "A usage_limit below the uses already made is too_small.",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminCouponUpdate) },
  responses: { ...okResponse(AdminCoupon, "The coupon"), ...fieldRefusals },
});

export const remove = createRoute({
  method: "post",
  path: "/coupon/delete/{id}",
  ...adminWrite,
  ...coupons,
  summary: "Delete a coupon that was never used",
  description:
    "A coupon with uses is record_in_use (409): orders point at it, so switch it off (is_active false) instead.",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(AdminCouponDeleted, "Deleted"),
    ...errorResponses(401, 403, 404, 409),
  },
});
