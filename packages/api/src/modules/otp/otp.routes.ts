import {
  CustomerToken,
  ErrorResponse,
  LocaleQuery,
  OtpCodeParam,
  OtpControlResult,
  OtpRequest,
  OtpSent,
  PhoneCode,
  PhoneConfirmed,
  PhoneOnly,
} from "../../contract/index.ts";
import {
  createRoute,
  customerSecurity,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Phone codes (SMS, WhatsApp)"];

const refusal = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorResponse } },
});

const SEND_RULES =
  "The code is six digits, works for 10 minutes and once; the message names the shop, the code and its 10 minutes, in the requested language. With no SMS or WhatsApp provider configured it goes to the outbox (channel sms or whatsapp, the phone as recipient), where the admin reads it. A new code replaces the earlier one, but only a minute after it (too_many_attempts, 429, with Retry-After in seconds). At most 5 codes a phone and 20 a client network an hour (too_many_attempts). The phone may be written in any usual notation.";
const LOGIN_SEND =
  "For a sign-in (purpose login) the phone must be an active member's (user_not_found, 404, counted against the limits like a known one) and confirmed (phone_confirmation_needed, 403: the member confirms it once while signed in). ";
const CONFIRM_SEND =
  "For confirm_phone the caller must be signed in as a customer (unauthorized, 401) and the phone must be the one in the profile (check_phone, 400). ";

const sendResponses = {
  ...okResponse(OtpSent, "The code is on its way"),
  400: refusal("validation_error, or check_phone: not the signed-in member's phone"),
  401: refusal("unauthorized: confirm_phone without a customer token"),
  403: refusal("phone_confirmation_needed (sign-in with an unconfirmed phone), origin_not_allowed"),
  404: refusal("user_not_found: no active member has this phone"),
  ...errorResponses(415, 429),
};

const CHECK_RULES =
  "A wrong code is wrong_code (400) and counts: the fifth wrong try kills the code (too_many_attempts, 429, until a new one is sent). A used, expired, replaced or never sent code is timeout (410). Checks are limited to 30 a client network an hour (too_many_attempts). Two uses of one code at the same moment succeed once.";

const checkRefusals = {
  400: refusal("wrong_code (a try is counted), validation_error, check_phone"),
  410: refusal("timeout: the code is used, expired, replaced or was never sent"),
};

const SIGN_IN =
  "Signs the member in exactly as customerToken does: a token, also set as the HttpOnly `customer_token` cookie (86400 s), and the customer. ";

export const smsOtp = createRoute({
  method: "post",
  path: "/sms/otp",
  ...uncached,
  tags,
  summary: "Send a one-time code by SMS (sign-in or phone confirmation)",
  description: `The specification's generic send. ${LOGIN_SEND}${CONFIRM_SEND}${SEND_RULES}`,
  security: [...customerSecurity, {}],
  middleware: [authenticate(["customer"], { optional: true })] as const,
  request: { query: LocaleQuery, body: jsonBody(OtpRequest) },
  responses: sendResponses,
});

export const smsOtpControl = createRoute({
  method: "post",
  path: "/sms/otpControl/{code}",
  ...uncached,
  tags,
  summary: "Check an SMS code: sign in, or confirm the phone",
  description: `purpose login (the default): ${SIGN_IN}The answer is a CustomerToken. purpose confirm_phone: needs the customer token; confirms the member's phone and answers PhoneConfirmed. ${CHECK_RULES} A sign-in whose member has since been deleted or changed the phone is user_not_found (401).`,
  security: [...customerSecurity, {}],
  middleware: [authenticate(["customer"], { optional: true })] as const,
  request: { params: OtpCodeParam, query: LocaleQuery, body: jsonBody(OtpRequest) },
  responses: {
    ...okResponse(OtpControlResult, "Signed in (CustomerToken) or the phone confirmed"),
    ...checkRefusals,
    ...errorResponses(401, 403, 415, 429),
  },
});

export const loginPhone = createRoute({
  method: "post",
  path: "/customer/loginPhone",
  ...uncached,
  tags,
  summary: "Send an SMS code to sign in with the phone",
  description: `Same as sms/otp with purpose login. ${LOGIN_SEND}${SEND_RULES} The code is then checked at sms/otpControl/{code}.`,
  request: { query: LocaleQuery, body: jsonBody(PhoneOnly) },
  responses: sendResponses,
});

export const sendOtpWhatsapp = createRoute({
  method: "post",
  path: "/customer/sendOtpWhatsapp",
  ...uncached,
  tags,
  summary: "Send a one-time code by WhatsApp (sign-in or phone confirmation)",
  description: `${LOGIN_SEND}${CONFIRM_SEND}${SEND_RULES} A login code is checked at loginWhatsapp, a confirm_phone code at controlWhatsapOTP.`,
  security: [...customerSecurity, {}],
  middleware: [authenticate(["customer"], { optional: true })] as const,
  request: { query: LocaleQuery, body: jsonBody(OtpRequest) },
  responses: sendResponses,
});

export const loginWhatsapp = createRoute({
  method: "post",
  path: "/customer/loginWhatsapp",
  ...uncached,
  tags,
  summary: "Sign in with a code received by WhatsApp",
  description: `${SIGN_IN}${CHECK_RULES}`,
  request: { query: LocaleQuery, body: jsonBody(PhoneCode) },
  responses: {
    ...okResponse(CustomerToken, "Signed in"),
    ...checkRefusals,
    ...errorResponses(401, 415, 429),
  },
});

export const controlWhatsapOTP = createRoute({
  method: "post",
  path: "/customer/controlWhatsapOTP",
  ...uncached,
  tags,
  summary: "Confirm the signed-in member's phone with a code received by WhatsApp",
  description: `The phone must be the one in the profile (check_phone, 400) and the code one sent with purpose confirm_phone. ${CHECK_RULES}`,
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery, body: jsonBody(PhoneCode) },
  responses: {
    ...okResponse(PhoneConfirmed, "The phone is confirmed"),
    ...checkRefusals,
    ...errorResponses(401, 403, 415, 429),
  },
});
