import { z } from "@hono/zod-openapi";
import {
  Address,
  AddressId,
  AddressInput,
  AddressUpdate,
  CartAddressBody,
  CartAddresses,
  IdParam,
  LocaleQuery,
  OrderAddressCheck,
} from "../../contract/index.ts";
import {
  createRoute,
  customerSecurity,
  errorResponses,
  guestSecurity,
  jsonBody,
  okResponse,
  shopperSecurity,
} from "../../lib/openapi.ts";
import { privateRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Addresses"];
const asShopper = authenticate(["customer", "guest"]);
const names =
  "Newest first. The country's name is in the requested language; provinces (state) and districts (city) are Turkish proper nouns, the same in every language.";
const fields =
  "Fields: title, individual or corporate (company name, tax office and a 10- or 11-digit tax number required for corporate), name, surname, phone (stored as E.164), e-mail (required for a guest), country, province (state) of that country and district (city) of that province, address and postal code (five digits in Turkey), and the Turkish identity number, checked with its checksum. Every refusal is a validation_error with the fields; nothing is written.";

export const customerAddresses = createRoute({
  method: "get",
  path: "/customer/getCustomerAddress",
  ...privateRead,
  tags,
  summary: "The customer's addresses, newest first",
  description: `${names} Needs a customer token; a guest reads getGuestAddress.`,
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(Address), "The addresses"), ...errorResponses(401) },
});

export const guestAddresses = createRoute({
  method: "get",
  path: "/customer/getGuestAddress",
  ...privateRead,
  tags,
  summary: "The guest's addresses, newest first",
  description: `${names} Needs the guest token (the guest identity made on the first add to cart).`,
  security: guestSecurity,
  middleware: [authenticate(["guest"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(Address), "The addresses"), ...errorResponses(401) },
});

export const add = createRoute({
  method: "post",
  path: "/customer/addCustomerAddress",
  ...uncached,
  tags,
  summary: "Add an address (customer or guest)",
  description: `${fields} A customer or a guest (a guest needs an address to check out). At most 20 addresses an owner (address_not_saved, 409).`,
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(AddressInput) },
  responses: { ...okResponse(Address, "The address"), ...errorResponses(400, 401, 403, 409) },
});

export const update = createRoute({
  method: "post",
  path: "/customer/updateCustomerAddress",
  ...uncached,
  tags,
  summary: "Change an address",
  description: `The body is the whole address with its id. ${fields} Another shopper's id is 404. Orders already placed keep the address as it was.`,
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(AddressUpdate) },
  responses: { ...okResponse(Address, "The address"), ...errorResponses(400, 401, 403, 404) },
});

export const remove = createRoute({
  method: "post",
  path: "/customer/deleteCustomerAddress",
  ...uncached,
  tags,
  summary: "Delete an address",
  description:
    "A cart that had chosen it as delivery or invoice address no longer has it there (the order address check asks for it again); orders already placed keep their copy. Another shopper's id is 404.",
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
  ...uncached,
  tags,
  summary: "Choose the cart's delivery and invoice addresses",
  description:
    "Sets the caller's cart's addresses, making the cart if the caller has none. Only the caller's own addresses (404 otherwise, nothing changed). The delivery address serves for the invoice too when same_for_invoice is true, or when it is left out and no invoice_address_id is given; that is stored as invoice_address_id equal to delivery_address_id. same_for_invoice false without an invoice_address_id leaves the invoice address to be chosen (the check then answers no_invoice_address). same_for_invoice true with a different invoice_address_id is a validation_error. Answers the cart's choice and the order address check on it.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(CartAddressBody) },
  responses: {
    ...okResponse(CartAddresses, "The cart's addresses and the check on them"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const removeInvoiceAddress = createRoute({
  method: "get",
  path: "/cart/removeInvoiceAddressCart/{id}",
  ...uncached,
  tags,
  summary: "Use the delivery address for the invoice too",
  description:
    "Clears the cart's own invoice address: invoice_address_id becomes delivery_address_id (null when no delivery address is chosen). {id} is the caller's cart (another shopper's cart is 404, nothing changed). A GET that writes, as the specification has it: with a token cookie it must come from this site (origin_not_allowed, 403).",
  security: shopperSecurity,
  middleware: [authenticate(["customer", "guest"], { writes: true })] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(CartAddresses, "The cart's addresses and the check on them"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const orderAddressCheck = createRoute({
  method: "get",
  path: "/order/contorOrderAddress",
  ...privateRead,
  tags,
  summary: "The order address check of section 4",
  description:
    "Section 4's check on the caller's cart: no_problem, or no_delivery_address, no_invoice_address or no_two_address (neither chosen), on which the page warns, scrolls to the address list and does not go on. An invoice address equal to the delivery address (the delivery address serves for both) counts as chosen. A caller without a cart has chosen nothing: no_two_address.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(OrderAddressCheck, "The check"), ...errorResponses(401) },
});
