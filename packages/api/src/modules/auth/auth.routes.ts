import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  AdminMe,
  AdminToken,
  Credentials,
  CustomerMe,
  CustomerToken,
  GuestMe,
  GuestToken,
  LocaleQuery,
  LoggedOut,
  SessionEnd,
  SessionStart,
} from "../../contract/index.ts";
import {
  adminSecurity,
  customerSecurity,
  errorResponses,
  guestSecurity,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { authenticate } from "./auth.middleware.ts";

const customerTag = ["Customer sign-in"];
const adminTag = ["Admin sign-in"];
const guestTag = ["Guest identity"];

export const customerLogin = createRoute({
  method: "post",
  path: "/customerToken",
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
  tags: customerTag,
  summary: "Revoke the customer's token and clear its cookie",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(LoggedOut, "Signed out"), ...errorResponses(401, 403) },
});

const SessionParams = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }),
});

export const sessionStart = createRoute({
  method: "get",
  path: "/customerToken/sessionStart/{userId}",
  tags: customerTag,
  summary: "Start or continue the signed-in customer's browsing session",
  description:
    "Continues `session_id` when it is the customer's open session; otherwise starts a new one.",
  security: customerSecurity,
  middleware: [authenticate(["customer"], { writes: true })] as const,
  request: {
    params: SessionParams,
    query: LocaleQuery.extend({ session_id: z.string().max(100).optional() }),
  },
  responses: { ...okResponse(SessionStart, "The session"), ...errorResponses(400, 401, 404) },
});

const sessionEndRequest = {
  params: SessionParams.extend({ sessionId: z.string().min(1).max(100) }),
  query: LocaleQuery,
};

export const sessionEnd = createRoute({
  method: "get",
  path: "/customerToken/sessionEnd/{userId}/{sessionId}",
  tags: customerTag,
  summary: "End a browsing session (GET fallback of the beacon)",
  security: customerSecurity,
  middleware: [authenticate(["customer"], { writes: true })] as const,
  request: sessionEndRequest,
  responses: {
    ...okResponse(SessionEnd, "Ended (false when it was not open)"),
    ...errorResponses(400, 401, 404),
  },
});

export const sessionEndBeacon = createRoute({
  method: "post",
  path: "/customerToken/sessionEnd/{userId}/{sessionId}",
  tags: customerTag,
  summary: "End a browsing session (navigator.sendBeacon)",
  security: customerSecurity,
  middleware: [authenticate(["customer"], { writes: true })] as const,
  request: sessionEndRequest,
  responses: {
    ...okResponse(SessionEnd, "Ended (false when it was not open)"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const adminLogin = createRoute({
  method: "post",
  path: "/adminToken",
  tags: adminTag,
  summary: "Sign an admin in with e-mail and password",
  description:
    "Returns a token (also set as the HttpOnly `admin_token` cookie). Rate limited like customer sign-in.",
  request: { query: LocaleQuery, body: jsonBody(Credentials) },
  responses: { ...okResponse(AdminToken, "Signed in"), ...errorResponses(400, 401, 415, 429) },
});

export const adminMe = createRoute({
  method: "get",
  path: "/adminToken/me",
  tags: adminTag,
  summary: "The signed-in admin",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(AdminMe, "The admin"), ...errorResponses(401) },
});

export const adminLogout = createRoute({
  method: "post",
  path: "/adminToken/logout",
  tags: adminTag,
  summary: "Revoke the admin's token and clear its cookie",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(LoggedOut, "Signed out"), ...errorResponses(401, 403) },
});

export const guestCreate = createRoute({
  method: "post",
  path: "/guestToken",
  tags: guestTag,
  summary: "Create a guest identity (guest code and token)",
  description:
    "The cart creates one on a guest's first add; also callable on its own. Sets the `guest_token` cookie.",
  request: { query: LocaleQuery },
  responses: { ...okResponse(GuestToken, "The new guest"), ...errorResponses() },
});

export const guestMe = createRoute({
  method: "get",
  path: "/guestToken/me",
  tags: guestTag,
  summary: "The guest the token stands for",
  security: guestSecurity,
  middleware: [authenticate(["guest"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(GuestMe, "The guest"), ...errorResponses(401) },
});
