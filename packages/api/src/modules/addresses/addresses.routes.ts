import { createRoute, z } from "@hono/zod-openapi";
import {
  Address,
  AddressId,
  AddressInput,
  AddressUpdate,
  CartAddressBody,
  IdParam,
  LocaleQuery,
  OrderAddressCheck,
} from "../../contract/index.ts";
import {
  customerSecurity,
  errorResponses,
  guestSecurity,
  jsonBody,
  okResponse,
  shopperSecurity,
} from "../../lib/openapi.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Addresses"];
const asShopper = authenticate(["customer", "guest"]);
const fields =
  "Fields: title, individual or corporate (company name, tax office and a 10- or 11-digit tax number required for corporate), name, surname, phone (stored as E.164), e-mail (required for a guest), country, province (state) of that country and district (city) of that province, address and postal code (five digits in Turkey), and the Turkish identity number, checked with its checksum. Every refusal is a validation_error with the fields; nothing is written.";

export const customerAddresses = createRoute({
  method: "get",
  path: "/customer/getCustomerAddress",
  tags,
  summary: "The customer's addresses, newest first",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(Address), "The addresses"), ...errorResponses(401) },
});

export const guestAddresses = createRoute({
  method: "get",
  path: "/customer/getGuestAddress",
  tags,
  summary: "The guest's addresses, newest first",
  security: guestSecurity,
  middleware: [authenticate(["guest"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(Address), "The addresses"), ...errorResponses(401) },
});

export const add = createRoute({
  method: "post",
  path: "/customer/addCustomerAddress",
  tags,
  summary: "Add an address (customer or guest)",
  description: `${fields} At most 20 addresses (address_not_saved, 409).`,
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(AddressInput) },
  responses: { ...okResponse(Address, "The address"), ...errorResponses(400, 401, 403, 409) },
});

export const update = createRoute({
  method: "post",
  path: "/customer/updateCustomerAddress",
  tags,
  summary: "Change an address",
  description: `${fields} Another shopper's id is 404.`,
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(AddressUpdate) },
  responses: { ...okResponse(Address, "The address"), ...errorResponses(400, 401, 403, 404) },
});

export const remove = createRoute({
  method: "post",
  path: "/customer/deleteCustomerAddress",
  tags,
  summary: "Delete an address",
  description:
    "A cart that had chosen it has no address there any more. Another shopper's id is 404.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(AddressId) },
  responses: {
    ...okResponse(z.object({ deleted: z.literal(true) }), "Deleted"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const setCartAddress = createRoute({
  method: "post",
  path: "/cart/setCartAddress",
  tags,
  summary: "Choose the cart's delivery and invoice addresses",
  description: "Only the caller's own addresses (404 otherwise).",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(CartAddressBody) },
  responses: {
    ...okResponse(OrderAddressCheck, "The check after the choice"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const removeInvoiceAddress = createRoute({
  method: "get",
  path: "/cart/removeInvoiceAddressCart/{id}",
  tags,
  summary: "Use the delivery address for the invoice too",
  description: "{id} is the caller's cart. A GET that writes, as the specification has it.",
  security: shopperSecurity,
  middleware: [authenticate(["customer", "guest"], { writes: true })] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(OrderAddressCheck, "The check after the change"),
    ...errorResponses(401, 403, 404),
  },
});

export const orderAddressCheck = createRoute({
  method: "get",
  path: "/order/contorOrderAddress",
  tags,
  summary: "The order address check of section 4",
  description:
    "no_problem, or no_delivery_address, no_invoice_address or no_two_address (the page warns, scrolls to the address list and does not go on).",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(OrderAddressCheck, "The check"), ...errorResponses(401) },
});
