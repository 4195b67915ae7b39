// The OpenID providers the shop offers, read from the environment, and their openid-client
// configurations. A provider is offered only when its credentials are set.
//
//   GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET [, GOOGLE_ISSUER]
//   FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET [, FACEBOOK_ISSUER]
//   APPLE_CLIENT_ID (the Services ID), APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY [, APPLE_ISSUER]
import { createPrivateKey, sign } from "node:crypto";
import * as oidc from "openid-client";

export interface SocialProvider {
  /** The path segment of customerToken/login/{name} and customerToken/callback/{name}. */
  name: string;
  clientId: string;
  /** client_secret_post with this secret, or Apple's signed client secret. */
  auth:
    | { kind: "secret"; secret: string }
    | { kind: "apple"; teamId: string; keyId: string; privateKey: string };
  /** Where `/.well-known/openid-configuration` is discovered. */
  issuer: string;
  scope: string;
  /** Apple posts the answer (form_post) when names or e-mail are asked for. */
  responseMode?: "form_post";
  /**
   * "claim": the ID token must say `email_verified: true`. "implied": the provider releases only
   * confirmed addresses and sends no such claim (Facebook).
   */
  emailVerification: "claim" | "implied";
  /** Facebook's discovery document names no token endpoint. */
  tokenEndpoint?: string;
}

export const DEFAULT_ISSUERS = {
  google: "https://accounts.google.com",
  facebook: "https://www.facebook.com",
  apple: "https://appleid.apple.com",
} as const;

const FACEBOOK_TOKEN_ENDPOINT = "https://graph.facebook.com/v23.0/oauth/access_token";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** Plain http is allowed for a provider on this machine (tests, a local IdP), nowhere else. */
export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

/** Problems with an issuer URL, for the boot-time configuration check. */
export function issuerProblem(issuer: string): string | undefined {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return "must be a URL";
  }
  if (url.protocol === "https:" || isLoopbackHttp(issuer)) return undefined;
  return "must be an https URL (plain http only on 127.0.0.1, [::1] or localhost)";
}

type Env = Record<string, string | undefined>;

/**
 * The providers whose credentials the environment holds; the problems of those only partly set
 * (a client id without its secret is a mistake, not a switch).
 */
export function socialProvidersFromEnv(env: Env): {
  providers: SocialProvider[];
  problems: string[];
} {
  const providers: SocialProvider[] = [];
  const problems: string[] = [];
  const set = (name: string) => (env[name] ? env[name] : undefined);
  const together = (names: string[]) => {
    const given = names.filter((n) => set(n));
    if (given.length && given.length < names.length) {
      for (const missing of names.filter((n) => !set(n)))
        problems.push(`${missing}: ${names.join(", ")} are set together or not at all`);
      return false;
    }
    return given.length === names.length;
  };
  const issuer = (name: string, fallback: string) => {
    const value = set(name) ?? fallback;
    const problem = issuerProblem(value);
    if (problem) problems.push(`${name}: ${problem}`);
    return value.replace(/\/$/, "");
  };

  if (together(["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"])) {
    providers.push({
      name: "google",
      clientId: env.GOOGLE_CLIENT_ID as string,
      auth: { kind: "secret", secret: env.GOOGLE_CLIENT_SECRET as string },
      issuer: issuer("GOOGLE_ISSUER", DEFAULT_ISSUERS.google),
      scope: "openid email profile",
      emailVerification: "claim",
    });
  }
  if (together(["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"])) {
    const facebookIssuer = issuer("FACEBOOK_ISSUER", DEFAULT_ISSUERS.facebook);
    providers.push({
      name: "facebook",
      clientId: env.FACEBOOK_CLIENT_ID as string,
      auth: { kind: "secret", secret: env.FACEBOOK_CLIENT_SECRET as string },
      issuer: facebookIssuer,
      scope: "openid email public_profile",
      emailVerification: "implied",
      ...(facebookIssuer === DEFAULT_ISSUERS.facebook
        ? { tokenEndpoint: FACEBOOK_TOKEN_ENDPOINT }
        : {}),
    });
  }
  if (together(["APPLE_CLIENT_ID", "APPLE_TEAM_ID", "APPLE_KEY_ID", "APPLE_PRIVATE_KEY"])) {
    // A PEM in one environment line usually arrives with its line breaks written as \n.
    const privateKey = (env.APPLE_PRIVATE_KEY as string).replace(/\\n/g, "\n");
    try {
      createPrivateKey(privateKey);
    } catch {
      problems.push("APPLE_PRIVATE_KEY: must be the PEM of the .p8 key Apple issued");
    }
    providers.push({
      name: "apple",
      clientId: env.APPLE_CLIENT_ID as string,
      auth: {
        kind: "apple",
        teamId: env.APPLE_TEAM_ID as string,
        keyId: env.APPLE_KEY_ID as string,
        privateKey,
      },
      issuer: issuer("APPLE_ISSUER", DEFAULT_ISSUERS.apple),
      scope: "openid email name",
      responseMode: "form_post",
      emailVerification: "claim",
    });
  }
  return { providers, problems };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/**
 * Apple's client secret: an ES256 JWT signed with the team's key, valid 5 minutes here (Apple
 * allows up to six months), made afresh for each code exchange.
 */
export function appleClientSecret(
  auth: { teamId: string; keyId: string; privateKey: string },
  clientId: string,
  audience: string,
  now = Math.floor(Date.now() / 1000),
): string {
  const header = base64url(JSON.stringify({ alg: "ES256", kid: auth.keyId, typ: "JWT" }));
  const payload = base64url(
    JSON.stringify({ iss: auth.teamId, iat: now, exp: now + 300, aud: audience, sub: clientId }),
  );
  const signature = sign("sha256", Buffer.from(`${header}.${payload}`), {
    key: auth.privateKey,
    dsaEncoding: "ieee-p1363",
  });
  return `${header}.${payload}.${base64url(signature)}`;
}

function clientAuthOf(provider: SocialProvider): oidc.ClientAuth {
  const auth = provider.auth;
  if (auth.kind === "secret") return oidc.ClientSecretPost(auth.secret);
  return (_as, client, body) => {
    body.set("client_id", client.client_id);
    body.set("client_secret", appleClientSecret(auth, provider.clientId, provider.issuer));
  };
}

const configurations = new WeakMap<SocialProvider, Promise<oidc.Configuration>>();

async function discover(provider: SocialProvider): Promise<oidc.Configuration> {
  const insecure = isLoopbackHttp(provider.issuer);
  const options = insecure ? { execute: [oidc.allowInsecureRequests] } : undefined;
  const discovered = await oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    undefined,
    clientAuthOf(provider),
    options,
  );
  if (!provider.tokenEndpoint) return discovered;
  const { supportsPKCE: _, ...metadata } = discovered.serverMetadata();
  const configuration = new oidc.Configuration(
    { ...metadata, token_endpoint: provider.tokenEndpoint },
    provider.clientId,
    undefined,
    clientAuthOf(provider),
  );
  if (insecure) oidc.allowInsecureRequests(configuration);
  return configuration;
}

/**
 * The provider's configuration, discovered once per process. A failed discovery is not kept, so
 * the next sign-in tries again.
 */
export function configurationOf(provider: SocialProvider): Promise<oidc.Configuration> {
  let found = configurations.get(provider);
  if (!found) {
    found = discover(provider);
    configurations.set(provider, found);
    found.catch(() => configurations.delete(provider));
  }
  return found;
}
