import {
  AdminCampaign,
  AdminCampaignInput,
  AdminCampaignListQuery,
  AdminCampaignPage,
  AdminCouponDeleted,
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

const campaigns = { tags: ["Admin: campaigns"], security: adminSecurity };
const fieldRefusals = errorResponses(400, 401, 403, 404, 409);
const rules =
  "The type's own fields are required (cart_percent: discount_percent 1-100; cart_amount: discount_amount; buy_x_pay_y: buy_quantity above pay_quantity, not_below_buy otherwise; gift_product: product_id); the others are cleared. ends_at not after starts_at is not_after_start; a per-customer limit above the overall one is above_limit; max_cart_amount not above min_cart_amount is not_above_min; product_ids limits the campaign to those products' lines (each must exist, once: invalid_value); limits are at least 1. A Turkish name is required. A taken code is already_used (409); a category, brand or product that does not exist is invalid_value.";

export const listCampaigns = createRoute({
  method: "get",
  path: "/campaign/getAdminCampaigns",
  ...privateRead,
  ...campaigns,
  summary:
    "Campaigns, newest first, searched, filtered and a page at a time, with their uses (admin)",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery.extend(AdminCampaignListQuery.shape) },
  responses: { ...okResponse(AdminCampaignPage, "A page"), ...errorResponses(400, 401, 403) },
});

export const getCampaign = createRoute({
  method: "get",
  path: "/campaign/getAdminCampaign/{id}",
  ...privateRead,
  ...campaigns,
  summary: "One campaign with all its rules, texts and uses (admin)",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(AdminCampaign, "The campaign"), ...errorResponses(401, 403, 404) },
});

export const addCampaign = createRoute({
  method: "post",
  path: "/campaign/add",
  ...adminWrite,
  ...campaigns,
  summary: "Create a campaign",
  description: rules,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AdminCampaignInput) },
  responses: { ...okResponse(AdminCampaign, "The new campaign"), ...fieldRefusals },
});

export const updateCampaign = createRoute({
  method: "post",
  path: "/campaign/update/{id}",
  ...adminWrite,
  ...campaigns,
  summary: "Save a campaign's rules and texts",
  description: `${rules} A usage_limit below the uses already made is too_small.`,
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminCampaignInput) },
  responses: { ...okResponse(AdminCampaign, "The campaign"), ...fieldRefusals },
});

export const removeCampaign = createRoute({
  method: "post",
  path: "/campaign/delete/{id}",
  ...adminWrite,
  ...campaigns,
  summary: "Delete a campaign that was never used",
  description:
    "A campaign with uses is record_in_use (409): orders point at it, so switch it off (is_active false) instead.",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(AdminCouponDeleted, "Deleted"),
    ...errorResponses(401, 403, 404, 409),
  },
});
