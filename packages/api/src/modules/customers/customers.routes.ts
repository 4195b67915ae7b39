import { createRoute } from "@hono/zod-openapi";
import {
  Customer,
  CustomerRegistration,
  CustomerToken,
  ErrorResponse,
  LocaleQuery,
  RegistrationQuery,
  successEnvelope,
} from "../../contract/index.ts";
import { customerSecurity, errorResponses, jsonBody, okResponse } from "../../lib/openapi.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Customers"];

export const register = createRoute({
  method: "post",
  path: "/customer/add",
  tags,
  summary: "Register a customer (member)",
  description:
    "Rules of the specification: name, surname, e-mail (word characters, dots or dashes, @, domain, 2-3 letter top-level part), phone, password of at least 8 characters, KVKK and membership agreements accepted; e-mail and phone unique (email_or_phone_already_used, 409, with the colliding fields). Signs the new customer in: returns a token and sets the `customer_token` cookie. Nothing is written when the input is refused. Limited per client address and hour (too_many_attempts).",
  request: {
    query: LocaleQuery.extend(RegistrationQuery.shape),
    body: jsonBody(CustomerRegistration),
  },
  responses: {
    201: {
      description: "Registered and signed in",
      content: { "application/json": { schema: successEnvelope(CustomerToken) } },
    },
    409: {
      description: "email_or_phone_already_used",
      content: { "application/json": { schema: ErrorResponse } },
    },
    ...errorResponses(400, 413, 415, 429),
  },
});

export const getCustomer = createRoute({
  method: "get",
  path: "/customer/getCustomer",
  tags,
  summary: "The signed-in customer's profile",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(Customer, "The customer"), ...errorResponses(401) },
});
