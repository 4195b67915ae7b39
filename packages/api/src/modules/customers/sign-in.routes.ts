// Signing a customer in and out: by e-mail and password, or with a single-use sign-in link code
// (`?token=`). Customers own their sign-in; auth (tokens, passwords, the middleware) serves it.
import {
  Credentials,
  CustomerMe,
  CustomerToken,
  ErrorResponse,
  LocaleQuery,
  LoggedOut,
  SignInCode,
  SignInCodeCheck,
  SignInCodeExchange,
  SignInCodeOwner,
  SignInCodeRequest,
} from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  customerSecurity,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite, privateRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const customerTag = ["Customer sign-in"];

export const customerLogin = createRoute({
  method: "post",
  path: "/customerToken",
  ...uncached,
  tags: customerTag,
  summary: "Sign a customer in with e-mail and password",
  description:
    "Returns a token (also set as the HttpOnly `customer_token` cookie, 86400 s). Rate limited per account and per client address: too_many_attempts with Retry-After.",
  request: { query: LocaleQuery, body: jsonBody(Credentials) },
  responses: { ...okResponse(CustomerToken, "Signed in"), ...errorResponses(400, 401, 415, 429) },
});

export const customerMe = createRoute({
  method: "get",
  path: "/customerToken/me",
  ...privateRead,
  tags: customerTag,
  summary: "The signed-in customer and the token's expiry",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(CustomerMe, "The customer"), ...errorResponses(401) },
});

export const customerLogout = createRoute({
  method: "post",
  path: "/customerToken/logout",
  ...uncached,
  tags: customerTag,
  summary: "Revoke the customer's token and clear its cookie",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(LoggedOut, "Signed out"), ...errorResponses(401, 403) },
});

const codeExpired = {
  410: {
    description: "sign_in_link_expired: the code is unknown, used already or expired",
    content: { "application/json": { schema: ErrorResponse } },
  },
};

export const signInCodeCreate = createRoute({
  method: "post",
  path: "/customerToken/signInCode",
  ...adminWrite,
  tags: customerTag,
  summary: "Make a single-use sign-in link code (`?token=`) for a customer",
  description:
    "A customer makes one for itself; an admin for `customer_id` (sign in as this customer). The code lives a few minutes (`expires_in`) and works once: put it on any page of the shop as `?token=<code>`. It is not a session token and opens no API call by itself.",
  security: [...customerSecurity, ...adminSecurity],
  middleware: [authenticate(["customer", "admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(SignInCodeRequest) },
  responses: {
    ...okResponse(SignInCode, "The code"),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});

export const signInCodeCheck = createRoute({
  method: "post",
  path: "/customerToken/signInCode/check",
  ...uncached,
  tags: customerTag,
  summary: "Whom a sign-in code signs in, without using it",
  description:
    'For the page that asks "continue as …?" when another customer is signed in on the browser. sign_in_link_expired (410) when the code is unknown, used or expired.',
  request: { query: LocaleQuery, body: jsonBody(SignInCodeCheck) },
  responses: {
    ...okResponse(SignInCodeOwner, "The code's customer"),
    ...codeExpired,
    ...errorResponses(400, 415),
  },
});

export const signInCodeExchange = createRoute({
  method: "post",
  path: "/customerToken/signInCode/exchange",
  ...uncached,
  tags: customerTag,
  summary: "Use a sign-in code up for a fresh session token",
  description:
    "Returns a new token (also set as the HttpOnly `customer_token` cookie). The code works once: two uses at the same moment succeed once, the other is sign_in_link_expired (410). When another customer's cookie is on the request, the switch must be confirmed (`switch: true`, from this site: origin_not_allowed otherwise), else sign_in_switch_unconfirmed (409).",
  request: { query: LocaleQuery, body: jsonBody(SignInCodeExchange) },
  responses: {
    ...okResponse(CustomerToken, "Signed in"),
    ...codeExpired,
    ...errorResponses(400, 403, 409, 415),
  },
});
