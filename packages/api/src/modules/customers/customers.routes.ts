import { z } from "@hono/zod-openapi";
import {
  AccountDeleted,
  AccountDeletion,
  Customer,
  CustomerRegistration,
  CustomerToken,
  CustomerUpdate,
  ErrorResponse,
  FavoriteChange,
  FavoritesRequest,
  ForgotPasswordRequest,
  ForgotPasswordSent,
  GiftCertificate,
  IdParam,
  LocaleQuery,
  PasswordChange,
  PasswordReset,
  PasswordResetDone,
  PasswordResetToken,
  PasswordResetTokenState,
  ProductPage,
  RegistrationQuery,
  successEnvelope,
} from "../../contract/index.ts";
import {
  createRoute,
  customerSecurity,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { privateRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Customers"];

export const register = createRoute({
  method: "post",
  path: "/customer/add",
  ...uncached,
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
  ...privateRead,
  tags,
  summary: "The signed-in customer's profile",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(Customer, "The customer"), ...errorResponses(401) },
});

export const update = createRoute({
  method: "post",
  path: "/customer/update",
  ...uncached,
  tags,
  summary: "Change the signed-in customer's personal information",
  description:
    "The personal-information form: name, surname, e-mail and phone are required (the registration's rules); gender, birthday, national ID, fax, home and office phone may be left out (unchanged) or sent empty or null (cleared); marketing_consent left out stays as it is. E-mail and phone stay unique: email_or_phone_already_used (409) with the colliding fields, as at registration. A new phone number is unconfirmed until confirmed again. A changed e-mail address gets nothing, the old one gets a notice (outbox, in the requested language). Returns the customer.",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery, body: jsonBody(CustomerUpdate) },
  responses: {
    ...okResponse(Customer, "The customer as saved"),
    409: {
      description: "email_or_phone_already_used",
      content: { "application/json": { schema: ErrorResponse } },
    },
    ...errorResponses(400, 401, 403, 415),
  },
});

export const changePassword = createRoute({
  method: "post",
  path: "/customer/changePassword",
  ...uncached,
  tags,
  summary: "Change the password (rotates the tokens)",
  description:
    "Needs the current password (wrong_password, 400, when it does not match; wrong guesses are counted per account, too_many_attempts after 5 in 15 minutes) and a new one of at least 8 characters that is not a common or breached password (validation_error with fields, as at registration). A new password equal to the current one, or a change that lost a race with another, is password_not_updated. Tokens are rotated: every token of the customer, the caller's included, is revoked, and the answer carries a new token for the caller (also set as the `customer_token` cookie); every other device is signed out. Unused password-reset links die too.",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery, body: jsonBody(PasswordChange) },
  responses: {
    ...okResponse(CustomerToken, "Password changed; the caller's new token"),
    ...errorResponses(400, 401, 403, 409, 415, 429),
  },
});

export const deleteAccount = createRoute({
  method: "post",
  path: "/customer/deleteAccount",
  ...uncached,
  tags,
  summary: "Delete the signed-in customer's account",
  description:
    "Needs the account's password (wrong_password, 400; guesses counted as for changePassword). Personal data is removed: name, e-mail, phone, birthday, national ID, other phones and the profile picture are replaced or cleared (the e-mail address and phone number can register again), addresses, cart, favourites and stock notifications are deleted, every token is revoked and the `customer_token` cookie cleared. Orders are kept for the accounts with the names and addresses they were placed with. Signing in afterwards answers user_not_found.",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AccountDeletion) },
  responses: {
    ...okResponse(AccountDeleted, "Deleted"),
    ...errorResponses(400, 401, 403, 415, 429),
  },
});

export const favorites = createRoute({
  method: "post",
  path: "/customer/getCustomerFavorites",
  ...privateRead,
  tags,
  summary: "The customer's favourite products, newest first",
  description:
    "Product cards of the shape the catalogue's lists answer (getCategoryProducts), in the requested language and currency, paged like them (page from 1, page_size 24 by default, at most 48). Products the shop no longer shows are left out and come back when shown again. An empty list (total 0) is the specification's \"no favourites\". The body may be empty.",
  security: customerSecurity,
  middleware: [authenticate(["customer"], { reads: true })] as const,
  request: {
    query: LocaleQuery,
    body: {
      required: false,
      description: "Optional: page and page_size.",
      content: { "application/json": { schema: FavoritesRequest } },
    },
  },
  responses: { ...okResponse(ProductPage, "One page"), ...errorResponses(400, 401, 403, 415) },
});

export const favoriteIds = createRoute({
  method: "get",
  path: "/customer/getCustomerFavoriteIds",
  ...privateRead,
  tags,
  summary: "The ids of the customer's favourite products",
  description:
    "Every favourite's product id (of products the shop shows), ascending: what a page needs to fill the hearts of the cards it shows, in one small answer.",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery },
  responses: {
    ...okResponse(z.array(z.number().int()), "Product ids"),
    ...errorResponses(401, 403),
  },
});

export const addFavorite = createRoute({
  method: "get",
  path: "/customer/addCustomerFavorite/{id}",
  ...uncached,
  tags,
  summary: "Add a product to the customer's favourites",
  description:
    "{id} is the product's id. A product that does not exist or is not shown is record_not_found (404). Adding a favourite again changes nothing and answers the same. A GET that writes, as the specification has it: with the token cookie it must come from this site (origin_not_allowed, 403).",
  security: customerSecurity,
  middleware: [authenticate(["customer"], { writes: true })] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(FavoriteChange, "The product is a favourite"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const removeFavorite = createRoute({
  method: "get",
  path: "/customer/deleteCustomerFavorite/{id}",
  ...uncached,
  tags,
  summary: "Remove a product from the customer's favourites",
  description:
    "{id} is the product's id. A product that is not among the caller's favourites (another customer's favourite, one removed already, an unknown id) is record_not_found (404). A GET that writes: with the token cookie it must come from this site (origin_not_allowed, 403).",
  security: customerSecurity,
  middleware: [authenticate(["customer"], { writes: true })] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(FavoriteChange, "The product is no favourite any more"),
    ...errorResponses(400, 401, 403, 404),
  },
});

const linkExpired = {
  410: {
    description:
      "password_link_expired: the link is unknown, used already, replaced by a newer one or older than an hour",
    content: { "application/json": { schema: ErrorResponse } },
  },
};

export const forgotPassword = createRoute({
  method: "post",
  path: "/customer/forgotPassword",
  ...uncached,
  tags,
  summary: "E-mail a single-use link to set a new password",
  description:
    "Puts an e-mail into the outbox (sent by the mail adapter when one is configured), in the requested language, with a link to the storefront page `/sifre-yenile?kod=…` (`/en/…`, `/ar/…` in those languages; a relative link, since the shop has no public site URL setting yet). The link works once and for one hour; asking again replaces the earlier link. An e-mail address of no member is email_not_found (404), the specification's \"email not found for password reminder\". That tells whether an address is registered, as registration's email_or_phone_already_used does anyway; the trade-off is bounded by limits counted before the look-up: 10 asks per client address and 3 per e-mail address an hour (too_many_attempts, 429, with Retry-After).",
  request: { query: LocaleQuery, body: jsonBody(ForgotPasswordRequest) },
  responses: {
    ...okResponse(ForgotPasswordSent, "The e-mail is on its way"),
    ...errorResponses(400, 404, 415, 429),
  },
});

export const forgotPasswordCheck = createRoute({
  method: "post",
  path: "/customer/forgotPasswordcontrolRefreshToken",
  ...uncached,
  tags,
  summary: "Check a password-reset link before asking for the new password",
  description:
    "For the reset page to show its form or the expired message: 200 with the link's expiry while it works, otherwise password_link_expired (410). Uses nothing up.",
  request: { query: LocaleQuery, body: jsonBody(PasswordResetToken) },
  responses: {
    ...okResponse(PasswordResetTokenState, "The link works"),
    ...linkExpired,
    ...errorResponses(400, 415),
  },
});

export const forgotPasswordChange = createRoute({
  method: "post",
  path: "/customer/forgotPasswordChangePassword",
  ...uncached,
  tags,
  summary: "Set a new password with a password-reset link",
  description:
    "The new password follows the registration's rules (validation_error with fields; a refused password leaves the link usable). The link is used up at once (two uses at the same moment succeed once; the other is password_link_expired, 410), every session of the member is ended (all tokens revoked) and the member's other links are deleted. Nobody is signed in: the member signs in with the new password.",
  request: { query: LocaleQuery, body: jsonBody(PasswordReset) },
  responses: {
    ...okResponse(PasswordResetDone, "The password is set"),
    ...linkExpired,
    ...errorResponses(400, 415),
  },
});

export const giftCertificates = createRoute({
  method: "get",
  path: "/customer/getGiftCertificates",
  ...privateRead,
  tags,
  summary: "The customer's gift certificates and personal coupons",
  description:
    "Those made out to the caller (no one else may use them: cant_customer), usable first, then used up, then expired; one whose period has not begun is left out. Amounts are minor units of currency_id.",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery },
  responses: {
    ...okResponse(z.array(GiftCertificate), "The certificates"),
    ...errorResponses(401, 403),
  },
});
