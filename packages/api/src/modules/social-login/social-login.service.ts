// Social sign-in by the authorization-code flow with PKCE (S256), state and nonce, through
// openid-client. What the flow needs between the redirect and the callback is kept in a row
// (social_login_flows) that the starting browser's cookie points at; the callback consumes it
// once. The ID token's signature, issuer, audience, expiry and nonce are checked by openid-client;
// the e-mail must be verified. A known identity signs its customer in; otherwise the customer
// with that e-mail is linked, or a new customer is created.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import * as oidc from "openid-client";
import type { ErrorCode, LanguageCode } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { customerIdentities, customers, socialLoginFlows } from "../../db/schema/index.ts";
import type { ApiConfig } from "../../lib/app-env.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { recordSecurityEvent } from "../../lib/security-events.ts";
import { issueToken } from "../auth/token.service.ts";
import type { CustomerRow } from "../customers/customers.service.ts";
import { placeholderPhone } from "../customers/placeholder-phone.ts";
import { configurationOf, type SocialProvider } from "./providers.ts";

/** How long a shopper has at the provider before the flow is forgotten. */
export const FLOW_LIFETIME_SECONDS = 600;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A refusal of the callback: the shopper goes back to the sign-in page with this code. */
export class SocialLoginError extends Error {
  readonly code: ErrorCode;
  readonly returnPath: string;
  readonly language: LanguageCode | undefined;
  constructor(
    code: ErrorCode,
    reason: string,
    flow?: { returnPath: string; languageCode: string },
  ) {
    super(reason);
    this.name = "SocialLoginError";
    this.code = code;
    this.returnPath = flow?.returnPath ?? "/";
    this.language = flow?.languageCode as LanguageCode | undefined;
  }
}

export async function startLogin(
  db: Database,
  provider: SocialProvider,
  options: { returnPath: string; language: LanguageCode; redirectUri: string },
): Promise<{ authorizationUrl: URL; binding: string }> {
  const configuration = await configurationOf(provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const binding = randomBytes(32).toString("base64url");
  await db.delete(socialLoginFlows).where(lt(socialLoginFlows.expiresAt, sql`now()`));
  await db.insert(socialLoginFlows).values({
    bindingHash: sha256(binding),
    provider: provider.name,
    state,
    nonce,
    codeVerifier,
    returnPath: options.returnPath,
    languageCode: options.language,
    expiresAt: sql`now() + make_interval(secs => ${FLOW_LIFETIME_SECONDS})`,
  });
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: options.redirectUri,
    scope: provider.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...(provider.responseMode ? { response_mode: provider.responseMode } : {}),
  });
  return { authorizationUrl, binding };
}

interface Profile {
  subject: string;
  email: string;
  name: string;
  surname: string;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Apple sends the name once, beside the ID token, in a `user` form field. */
function appleName(user: string | undefined): { name: string; surname: string } | undefined {
  if (!user) return undefined;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    return { name: text(parsed.name?.firstName), surname: text(parsed.name?.lastName) };
  } catch {
    return undefined;
  }
}

function profileOf(
  provider: SocialProvider,
  claims: oidc.IDToken,
  user: string | undefined,
  flow: { returnPath: string; languageCode: string },
): Profile {
  const email = text(claims.email).toLowerCase();
  const verified =
    provider.emailVerification === "implied"
      ? claims.email_verified !== false && claims.email_verified !== "false"
      : claims.email_verified === true || claims.email_verified === "true";
  if (!email || !verified)
    throw new SocialLoginError("social_email_not_verified", "email not verified", flow);
  let name = text(claims.given_name);
  let surname = text(claims.family_name);
  if (!name && !surname) {
    const full = text(claims.name).split(/\s+/).filter(Boolean);
    surname = full.length > 1 ? (full.pop() as string) : "";
    name = full.join(" ");
  }
  if (!name && !surname) ({ name, surname } = appleName(user) ?? { name: "", surname: "" });
  return { subject: claims.sub, email, name: name.slice(0, 100), surname: surname.slice(0, 100) };
}

type Outcome = { customer: CustomerRow; created: boolean; linked: boolean };

async function customerFor(
  db: Database,
  provider: SocialProvider,
  profile: Profile,
  language: string,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ customer: customers })
      .from(customerIdentities)
      .innerJoin(customers, eq(customers.id, customerIdentities.customerId))
      .where(
        and(
          eq(customerIdentities.provider, provider.name),
          eq(customerIdentities.subject, profile.subject),
        ),
      )
      .limit(1);
    if (known) {
      await tx
        .update(customerIdentities)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(customerIdentities.provider, provider.name),
            eq(customerIdentities.subject, profile.subject),
          ),
        );
      return { customer: known.customer, created: false, linked: false };
    }
    const [existing] = await tx
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = ${profile.email}`)
      .limit(1);
    const customer =
      existing ??
      (
        await tx
          .insert(customers)
          .values({
            name: profile.name,
            surname: profile.surname,
            email: profile.email,
            phone: placeholderPhone(),
            passwordHash: null,
            languageCode: language,
            // The sign-in page tells the shopper that continuing with a provider accepts the
            // membership agreement and the KVKK notice (docs/decisions/api-008).
            kvkkAcceptedAt: sql`now()`,
            membershipAcceptedAt: sql`now()`,
          })
          .returning()
      )[0];
    if (!customer) throw new Error("customer insert returned nothing");
    if (customer.isActive) {
      await tx.insert(customerIdentities).values({
        provider: provider.name,
        subject: profile.subject,
        customerId: customer.id,
        email: profile.email,
      });
    }
    return { customer, created: !existing, linked: Boolean(existing) };
  });
}

export async function finishLogin(
  db: Database,
  config: ApiConfig,
  provider: SocialProvider,
  request: {
    binding: string | undefined;
    params: URLSearchParams;
    redirectUri: string;
    address: string | undefined;
  },
): Promise<{ customer: CustomerRow; token: string; expiresAt: Date; returnPath: string }> {
  const record = (outcome: "success" | "failure", reason: string, actorId?: number) =>
    recordSecurityEvent(db, config.logger, {
      kind: "sign_in",
      outcome,
      address: request.address,
      ...(actorId ? { actor: { kind: "customer" as const, id: actorId } } : {}),
      detail: { as: "customer", via: provider.name, reason },
    });
  if (!request.binding) {
    await record("failure", "no_flow_cookie");
    throw new SocialLoginError("social_login_failed", "no flow cookie");
  }
  const [flow] = await db
    .delete(socialLoginFlows)
    .where(eq(socialLoginFlows.bindingHash, sha256(request.binding)))
    .returning();
  if (!flow || flow.provider !== provider.name || flow.expiresAt.getTime() <= Date.now()) {
    await record("failure", "unknown_or_expired_flow");
    throw new SocialLoginError("social_login_failed", "unknown or expired flow", flow);
  }
  if (request.params.get("state") !== flow.state) {
    await record("failure", "state_mismatch");
    throw new SocialLoginError("social_login_failed", "state mismatch", flow);
  }
  if (request.params.has("error")) {
    const reason =
      request.params.get("error") === "access_denied" ? "access_denied" : "provider_error";
    await record("failure", reason);
    throw new SocialLoginError("social_login_failed", reason, flow);
  }
  const callbackUrl = new URL(request.redirectUri);
  for (const name of ["code", "state", "iss"]) {
    const value = request.params.get(name);
    if (value !== null) callbackUrl.searchParams.set(name, value);
  }
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(
      await configurationOf(provider),
      callbackUrl,
      {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: request.redirectUri },
    );
    claims = tokens.claims();
  } catch (error) {
    config.logger.warn("social sign-in: code exchange or ID token refused", {
      provider: provider.name,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
  if (!claims) {
    await record("failure", "token_refused");
    throw new SocialLoginError("social_login_failed", "token refused", flow);
  }
  let profile: Profile;
  try {
    profile = profileOf(provider, claims, request.params.get("user") ?? undefined, flow);
  } catch (error) {
    await record("failure", "email_not_verified");
    throw error;
  }

  let outcome: Outcome;
  try {
    outcome = await customerFor(db, provider, profile, flow.languageCode);
  } catch (error) {
    // Two callbacks of one new shopper at once: the unique indexes let one through; the other
    // finds what it made.
    if (!uniqueViolation(error)) throw error;
    outcome = await customerFor(db, provider, profile, flow.languageCode);
  }
  if (!outcome.customer.isActive) {
    await record("failure", "user_not_found");
    throw new SocialLoginError("user_not_found", "inactive customer", flow);
  }
  await db
    .update(customers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(customers.id, outcome.customer.id));
  const issued = await issueToken(
    db,
    { kind: "customer", customerId: outcome.customer.id },
    config.tokenLifetimeSeconds,
  );
  if (outcome.created) {
    await recordSecurityEvent(db, config.logger, {
      kind: "registration",
      outcome: "success",
      actor: { kind: "customer", id: outcome.customer.id },
      address: request.address,
      detail: { via: provider.name },
    });
  }
  await record(
    "success",
    outcome.created ? "created" : outcome.linked ? "linked" : "known",
    outcome.customer.id,
  );
  return {
    customer: outcome.customer,
    token: issued.token,
    expiresAt: issued.expiresAt,
    returnPath: flow.returnPath,
  };
}
