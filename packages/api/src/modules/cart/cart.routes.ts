import { z } from "@hono/zod-openapi";
import {
  CampaignBody,
  CargoOption,
  CartAddBody,
  CartAddQuery,
  CartAddResult,
  CartChoicesBody,
  CartDetails,
  CartDetailsQuery,
  CartUpdateBody,
  CouponBody,
  CouponRemoveBody,
  GuestToCustomerBody,
  IdParam,
  LocaleQuery,
} from "../../contract/index.ts";
import {
  createRoute,
  customerSecurity,
  errorResponses,
  jsonBody,
  okResponse,
  shopperSecurity,
} from "../../lib/openapi.ts";
import { privateRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Cart"];
const asShopper = authenticate(["customer", "guest"]);
const cartAnswer = okResponse(CartDetails, "The cart after the change");
const refusals = (...extra: Array<404 | 409 | 429>) => errorResponses(400, 401, 403, ...extra);

export const add = createRoute({
  method: "post",
  path: "/cart/add",
  ...uncached,
  tags,
  summary: "Add products to the cart",
  description:
    "Adds each product (with its sub-product where the product has them) to the caller's cart; a product already there with the same sub-product gets the quantity added to its line. A caller without a token becomes a guest: the answer carries the new guest_code and token and the guest_token cookie is set. Refusals (409): required_sub_product, no_stock, not_enough_stock, error_member_min_order, error_member_max_order; an unknown or switched-off product is 404. Quantities are whole numbers from 1 to 9999; prices are never read from the client. Nothing changes when any product is refused.",
  security: shopperSecurity,
  middleware: [authenticate(["customer", "guest"], { optional: true })] as const,
  request: { query: LocaleQuery.extend(CartAddQuery.shape), body: jsonBody(CartAddBody) },
  responses: { ...okResponse(CartAddResult, "Added"), ...refusals(404, 409, 429) },
});

export const update = createRoute({
  method: "post",
  path: "/cart/update",
  ...uncached,
  tags,
  summary: "Set the quantity of cart lines",
  description:
    "Sets each line's quantity (cart_product_id is the line's id). The rules of cart/add apply to the new quantity; a line of another shopper is 404. Nothing changes when any line is refused.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery.extend(CartDetailsQuery.shape), body: jsonBody(CartUpdateBody) },
  responses: { ...cartAnswer, ...refusals(404, 409) },
});

export const remove = createRoute({
  method: "get",
  path: "/cart/delete/{id}",
  ...uncached,
  tags,
  summary: "Remove a cart line",
  description:
    "Removes the line with this id from the caller's cart (404 for anyone else's). A GET that writes, as the specification has it: a cookie-authenticated call must come from the shop's own pages.",
  security: shopperSecurity,
  middleware: [authenticate(["customer", "guest"], { writes: true })] as const,
  request: { params: IdParam, query: LocaleQuery.extend(CartDetailsQuery.shape) },
  responses: { ...cartAnswer, ...refusals(404) },
});

export const choices = createRoute({
  method: "post",
  path: "/cart/cartUpdate",
  ...uncached,
  tags,
  summary: "Update the cart's choices: note, gift, delivery date",
  description:
    "general_note, is_gift_cart with gift_note (the gift package price is added to the total), delivery_date (one of the cart's delivery_dates) and delivery_date_text. Fields left out keep their value; null clears. cart_empty (409) when the caller has no cart.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery.extend(CartDetailsQuery.shape), body: jsonBody(CartChoicesBody) },
  responses: { ...cartAnswer, ...refusals(409) },
});

export const details = createRoute({
  method: "get",
  path: "/cart/getCartDetails/{id}",
  ...privateRead,
  tags,
  summary: "The cart with today's prices, totals, campaigns and cargo options",
  description:
    "{id} is the signed-in customer's id or the guest's guest_code (or `me`); any other value is 404. Prices, stock and names are read now, in the requested language and currency; payment_code prices the cart for a payment method. A caller without a token gets an empty cart.",
  security: shopperSecurity,
  middleware: [authenticate(["customer", "guest"], { optional: true })] as const,
  request: {
    params: z.object({ id: z.string().min(1).max(64) }),
    query: LocaleQuery.extend(CartDetailsQuery.shape),
  },
  responses: { ...okResponse(CartDetails, "The cart"), ...errorResponses(400, 401, 404) },
});

export const activeCampaign = createRoute({
  method: "post",
  path: "/cart/cartActiveCampaign",
  ...uncached,
  tags,
  summary: "Apply a campaign to the cart",
  description:
    "Refusals (409): cart_price_more_than_campaign_price (the cart does not reach the campaign's amount), campaign_product_no_stock (the gift is out of stock), reached_maximum_usage, reached_maximum_usage_customer, otherwise campaign_no_added. One campaign at a time: applying another replaces it.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery.extend(CartDetailsQuery.shape), body: jsonBody(CampaignBody) },
  responses: { ...cartAnswer, ...refusals(409) },
});

export const removeCampaign = createRoute({
  method: "post",
  path: "/cart/cartRemoveCampaign",
  ...uncached,
  tags,
  summary: "Remove the cart's campaign",
  description: "campaign_no_removed (409) when the cart does not have that campaign.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery.extend(CartDetailsQuery.shape), body: jsonBody(CampaignBody) },
  responses: { ...cartAnswer, ...refusals(409) },
});

export const activeCoupon = createRoute({
  method: "post",
  path: "/cart/activeCouponCode",
  ...uncached,
  tags,
  summary: "Apply a coupon or gift certificate code",
  description:
    "Codes are matched regardless of case. Refusals (409): no_price_range (the cart after its campaign is outside the coupon's range), cant_customer (the code belongs to another customer; a gift certificate always belongs to one), reached_maximum_usage, reached_maximum_usage_customer (this shopper used it up: a customer by id, a guest by guest code, both by the delivery e-mail and phone), coupon_members_only (a guest and a coupon for customers only), otherwise coupon_code_no_added.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery.extend(CartDetailsQuery.shape), body: jsonBody(CouponBody) },
  responses: { ...cartAnswer, ...refusals(409) },
});

export const removeCoupon = createRoute({
  method: "post",
  path: "/cart/cartRemoveCouponCode",
  ...uncached,
  tags,
  summary: "Remove the cart's coupon",
  description: "coupon_code_no_removed (409) when the cart does not have that coupon.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery.extend(CartDetailsQuery.shape), body: jsonBody(CouponRemoveBody) },
  responses: { ...cartAnswer, ...refusals(409) },
});

export const guestToCustomer = createRoute({
  method: "post",
  path: "/cartGuestToCustomer",
  ...uncached,
  tags,
  summary: "Move the guest's cart to the signed-in customer",
  description:
    "Called with the customer's token once a guest signs in or registers, naming the guest by its token (body or guest_token cookie). The guest's lines join the customer's cart (quantities of the same product and sub-product add up, within stock and the maximum order); the guest's cart is gone. A guest token that is unknown or has no cart changes nothing.",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery, body: jsonBody(GuestToCustomerBody) },
  responses: { ...cartAnswer, ...errorResponses(400, 401, 403) },
});

export const getCargo = createRoute({
  method: "get",
  path: "/cargo/getCargo",
  ...privateRead,
  tags: ["Cargo"],
  summary: "Cargo companies with their price for the caller's cart",
  description:
    "Each active company with what it would cost for the caller's cart now (0 above its free-shipping threshold), in the requested currency; without a cart, the base prices.",
  security: shopperSecurity,
  middleware: [authenticate(["customer", "guest"], { optional: true })] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(CargoOption), "The companies"), ...errorResponses(400) },
});

export const changeCargo = createRoute({
  method: "get",
  path: "/cargo/changeCargo/{id}",
  ...uncached,
  tags: ["Cargo"],
  summary: "Choose the cart's cargo company",
  description: "A GET that writes, as the specification has it; 404 for an unknown company.",
  security: shopperSecurity,
  middleware: [authenticate(["customer", "guest"], { writes: true })] as const,
  request: { params: IdParam, query: LocaleQuery.extend(CartDetailsQuery.shape) },
  responses: { ...cartAnswer, ...refusals(404) },
});
