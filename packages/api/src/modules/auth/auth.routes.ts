import { z } from "zod";
import {
  AdminMe,
  AdminToken,
  AdminTwoFactorAnswer,
  AdminTwoFactorChallenge,
  Credentials,
  GuestMe,
  GuestToken,
  LocaleQuery,
  LoggedOut,
  SessionEnd,
  SessionStart,
  TotpConfirmation,
  TotpEnabled,
  TotpEnrolment,
} from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  customerSecurity,
  errorResponses,
  guestSecurity,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite, privateRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "./auth.middleware.ts";

const customerTag = ["Customer sign-in"];
const adminTag = ["Admin sign-in"];
const guestTag = ["Guest identity"];

const SessionParams = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }),
});

export const sessionStart = createRoute({
  method: "get",
  path: "/customerToken/sessionStart/{userId}",
  ...uncached,
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
  ...uncached,
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
  ...uncached,
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
  ...uncached,
  tags: adminTag,
  summary: "Sign an admin in with e-mail and password",
  description:
    "Returns a token (also set as the HttpOnly `admin_token` cookie). Rate limited like customer sign-in. An admin with a second factor gets `two_factor_required` and a ticket instead: the sign-in ends at adminToken/totp.",
  request: { query: LocaleQuery, body: jsonBody(Credentials) },
  responses: {
    ...okResponse(
      z.union([AdminToken, AdminTwoFactorChallenge]),
      "Signed in, or the code is needed",
    ),
    ...errorResponses(400, 401, 415, 429),
  },
});

export const adminTwoFactor = createRoute({
  method: "post",
  path: "/adminToken/totp",
  ...uncached,
  tags: adminTag,
  summary: "Finish an admin's sign-in with the authenticator code",
  description:
    "The 6-digit code of the admin's authenticator app (one 30 s step of clock drift either way), with the ticket of adminToken. Each code works once; a wrong one is wrong_code (401) and counts as a failed sign-in (too_many_attempts as for passwords). An unknown, used or expired ticket is unauthorized: sign in again.",
  request: { query: LocaleQuery, body: jsonBody(AdminTwoFactorAnswer) },
  responses: { ...okResponse(AdminToken, "Signed in"), ...errorResponses(400, 401, 415, 429) },
});

export const adminTotpEnrol = createRoute({
  method: "post",
  path: "/adminToken/totp/enrol",
  ...adminWrite,
  tags: adminTag,
  summary: "Start enrolling an authenticator app as the admin's second factor",
  description:
    "Returns a new secret, this once; it takes effect when a code of it is confirmed (adminToken/totp/confirm). forbidden (403) once a second factor is enrolled.",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(TotpEnrolment, "The secret"), ...errorResponses(401, 403) },
});

export const adminTotpConfirm = createRoute({
  method: "post",
  path: "/adminToken/totp/confirm",
  ...adminWrite,
  tags: adminTag,
  summary: "Confirm the authenticator with a first code: from now on sign-in asks for codes",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(TotpConfirmation) },
  responses: { ...okResponse(TotpEnabled, "Enrolled"), ...errorResponses(400, 401, 403, 415) },
});

export const adminMe = createRoute({
  method: "get",
  path: "/adminToken/me",
  ...privateRead,
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
  ...adminWrite,
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
  ...uncached,
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
  ...privateRead,
  tags: guestTag,
  summary: "The guest the token stands for",
  security: guestSecurity,
  middleware: [authenticate(["guest"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(GuestMe, "The guest"), ...errorResponses(401) },
});
