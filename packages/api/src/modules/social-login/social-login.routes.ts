import { z } from "zod";
import { LocaleQuery } from "../../contract/index.ts";
import { createRoute, errorResponses, okResponse } from "../../lib/openapi.ts";
import { uncached } from "../../lib/route-policy.ts";

const tags = ["Customer sign-in"];

const ProviderParams = z.object({
  provider: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .meta({ example: "google", description: "google, facebook or apple, when configured" }),
});

const SocialProviderInfo = z
  .object({
    name: z.string().meta({ example: "google" }),
    login_url: z.string().meta({
      example: "/api/v1/customerToken/login/google",
      description: "Send the browser here (add `?r=/path` to come back to a page of the shop).",
    }),
  })
  .meta({ id: "SocialProvider" });

export const providers = createRoute({
  method: "get",
  path: "/customerToken/providers",
  ...uncached,
  tags,
  summary: "The social sign-in providers this shop offers",
  description:
    "Only providers whose credentials the environment holds are listed; the storefront shows a button for each.",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(SocialProviderInfo), "The providers"), ...errorResponses() },
});

const redirect = (description: string) => ({
  description,
  headers: z.object({ Location: z.string() }),
});

export const login = createRoute({
  method: "get",
  path: "/customerToken/login/{provider}",
  ...uncached,
  tags,
  summary: "Start signing in with a provider (browser redirect)",
  description:
    "Redirects the browser to the provider with an authorization-code request (PKCE S256, state, nonce) and sets the short-lived HttpOnly `social_login` cookie. `r` is where the shopper comes back to after signing in: a path of this shop (anything else is replaced by `/`); its locale prefix (/en, /ar) is the new account's language.",
  request: {
    params: ProviderParams,
    query: LocaleQuery.extend({ r: z.string().max(2000).optional() }),
  },
  responses: {
    302: redirect("To the provider; or to /uye-giris?hata=too_many_attempts"),
    ...errorResponses(404),
  },
});

const CallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
  error_description: z.string().max(2000).optional(),
  user: z.string().max(4096).optional(),
});

export const callback = createRoute({
  method: "get",
  path: "/customerToken/callback/{provider}",
  ...uncached,
  tags,
  summary: "Where the provider sends the browser back",
  description:
    "Checks the flow cookie and state, exchanges the code with the PKCE verifier, validates the ID token (signature, issuer, audience, expiry, nonce) and requires a verified e-mail. A known identity signs its customer in; a customer with that e-mail is linked; otherwise a customer is created (phone empty until the customer gives one). Sets the `customer_token` cookie as customerToken does and redirects to `r`. Refusals redirect to `/uye-giris?hata=<code>&r=…` (with r's locale prefix): social_login_failed (state, denied consent, provider error, bad token), social_email_not_verified, user_not_found (a deactivated account).",
  request: { params: ProviderParams, query: CallbackQuery },
  responses: {
    302: redirect("Signed in: to r; refused: to the sign-in page with hata"),
    ...errorResponses(404),
  },
});

export const callbackPost = createRoute({
  method: "post",
  path: "/customerToken/callback/{provider}",
  ...uncached,
  tags,
  summary: "The provider's form_post answer (Apple)",
  description:
    "Turned into a GET of the same path (303), so that the SameSite=Lax flow cookie comes along with a top-level navigation.",
  request: {
    params: ProviderParams,
    body: {
      required: true,
      content: { "application/x-www-form-urlencoded": { schema: CallbackQuery } },
    },
  },
  responses: { 303: redirect("To the GET callback"), ...errorResponses(400, 404) },
});
