// The whole browser flow against a real OpenID provider (oidc-provider) on 127.0.0.1: our
// customerToken/login redirects to its authorization endpoint, its interaction signs the test's
// user in and consents, it sends the browser back to our callback, and we exchange the code and
// check the ID token over the network. Cookies are carried by hand, one jar per site.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  call,
  client,
  createTestApi,
  newCustomer,
  type TestApi,
} from "../../../test/harness.ts";
import { customerIdentities, customers } from "../../db/schema/index.ts";
import type { SocialProvider } from "./providers.ts";

const SHOP = "http://shop.test";
const REDIRECT_URI = `${SHOP}/api/v1/customerToken/callback/test-provider`;

interface TestUser {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

let server: Server;
let issuer: string;
let api: TestApi;
/** Who signs in at the provider next, or that the shopper refuses consent. */
let next: { user: TestUser } | { deny: true } = { deny: true };
const users = new Map<string, TestUser>();

async function startProvider() {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: "shop",
        client_secret: "shop-secret",
        redirect_uris: [REDIRECT_URI],
        token_endpoint_auth_method: "client_secret_post",
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name"],
    },
    // The claims go into the ID token itself, as Google's and Apple's do.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, Interaction: 600 },
    cookies: { keys: ["test-cookie-key"] },
    async findAccount(_ctx, sub) {
      const user = users.get(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: async () => ({ ...user }) };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  oidc.on("server_error", (_ctx, error) => console.error(error));
  const callback = oidc.callback();
  server.on("request", async (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return callback(req, res);
    // The interaction page: the test's user signs in and consents at once (or refuses).
    const details = await oidc.interactionDetails(req, res);
    if ("deny" in next) {
      await oidc.interactionFinished(req, res, {
        error: "access_denied",
        error_description: "The user refused",
      });
      return;
    }
    const accountId = next.user.sub;
    users.set(accountId, next.user);
    const grant = new oidc.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await oidc.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      {
        mergeWithLastSubmission: false,
      },
    );
  });
}

const testProvider = (): SocialProvider => ({
  name: "test-provider",
  clientId: "shop",
  auth: { kind: "secret", secret: "shop-secret" },
  issuer,
  scope: "openid email profile",
  emailVerification: "claim",
});

beforeAll(async () => {
  await startProvider();
  api = await createTestApi({ socialProviders: [testProvider()] });
});
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** One browser: a cookie jar per host, redirects followed by hand. */
function browser() {
  const jars = new Map<string, Map<string, string>>();
  const jarOf = (url: URL) => {
    let jar = jars.get(url.host);
    if (!jar) {
      jar = new Map();
      jars.set(url.host, jar);
    }
    return jar;
  };
  async function request(target: string, init: { method?: string; body?: string } = {}) {
    const url = new URL(target);
    const jar = jarOf(url);
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (init.body) headers["content-type"] = "application/x-www-form-urlencoded";
    const response =
      url.origin === SHOP
        ? await api.app.request(url.href, {
            method: init.method ?? "GET",
            headers,
            body: init.body,
          })
        : await fetch(url, {
            method: init.method ?? "GET",
            headers,
            body: init.body,
            redirect: "manual",
          });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const at = (pair as string).indexOf("=");
      const name = (pair as string).slice(0, at).trim();
      const value = (pair as string).slice(at + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
  return {
    request,
    cookie: (host: string, name: string) => jars.get(host)?.get(name),
    /**
     * Follows redirects from `start` until the shop answers with a page of its own (a Location
     * outside /api/v1); `rewrite` may change the callback URL on its way back.
     */
    async follow(start: string, rewrite?: (callback: URL) => URL) {
      let location = start;
      for (let hops = 0; hops < 20; hops++) {
        let url = new URL(location, location.startsWith("/") ? SHOP : undefined);
        if (url.origin === SHOP && !url.pathname.startsWith("/api/v1")) return url;
        if (rewrite && url.href.startsWith(REDIRECT_URI)) url = rewrite(url);
        const response = await request(url.href);
        const next = response.headers.get("location");
        if (!next || response.status < 300 || response.status >= 400)
          throw new Error(`${url.href} answered ${response.status}: ${await response.text()}`);
        location = new URL(next, url).href;
      }
      throw new Error("too many redirects");
    },
  };
}

let serial = 0;
const newUser = (overrides: Partial<TestUser> = {}): TestUser => {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}`;
  return {
    sub: `sub-${id}`,
    email: `social.${id}@example.com`,
    email_verified: true,
    given_name: "Zeynep",
    family_name: "Kaya",
    ...overrides,
  };
};

const login = (r?: string) =>
  `${SHOP}/api/v1/customerToken/login/test-provider${r === undefined ? "" : `?r=${encodeURIComponent(r)}`}`;

async function me(shopper: ReturnType<typeof browser>) {
  const token = shopper.cookie("shop.test", "customer_token");
  return call(api, "GET", "/customerToken/me", {
    headers: token ? { cookie: `customer_token=${token}` } : {},
  });
}

describe("social sign-in: providers", () => {
  it("lists only the configured providers, and an unconfigured one is 404", async () => {
    const listed = await answerOf(client(api).customerToken.providers.$get());
    expect(listed.status).toBe(200);
    expect(listed.json.response).toEqual([
      { name: "test-provider", login_url: "/api/v1/customerToken/login/test-provider" },
    ]);
    for (const name of ["google", "facebook", "apple", "nope"]) {
      expect(
        (
          await answerOf(
            client(api).customerToken.login[":provider"].$get({ param: { provider: name } }),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await answerOf(
            client(api).customerToken.callback[":provider"].$get({
              param: { provider: name },
              query: { code: "x", state: "y" },
            }),
          )
        ).status,
      ).toBe(404);
    }
  });

  it("starts an authorization-code request with PKCE S256, state and nonce", async () => {
    const shopper = browser();
    const response = await shopper.request(login("/hesabim"));
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get("location") as string);
    expect(target.origin).toBe(issuer);
    const q = target.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("client_id")).toBe("shop");
    expect(q.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(q.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(q.get("nonce")).toMatch(/^[\w-]{20,}$/);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("social_login="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/v1\/customerToken\/callback\//);
    expect(cookie).toMatch(/Max-Age=600/);
  });
});

describe("social sign-in: the whole flow", () => {
  it("creates a customer from the ID token's claims, signs them in and returns to r", async () => {
    const user = newUser();
    next = { user };
    const shopper = browser();
    const landed = await shopper.follow(login("/en/hesabim?tab=orders"));
    expect(`${landed.pathname}${landed.search}`).toBe("/en/hesabim?tab=orders");
    const signedIn = await me(shopper);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.response.customer).toMatchObject({
      email: user.email,
      name: "Zeynep",
      surname: "Kaya",
      phone: "",
      phone_confirmed: false,
      language: "en",
    });
    // The flow's row is used up and its cookie cleared.
    expect(shopper.cookie("shop.test", "social_login")).toBeUndefined();
    const [row] = await api.db.select().from(customers).where(eq(customers.email, user.email));
    expect(row?.passwordHash).toBeNull();
    const identities = await api.db
      .select()
      .from(customerIdentities)
      .where(eq(customerIdentities.customerId, row?.id as number));
    expect(identities).toMatchObject([{ provider: "test-provider", subject: user.sub }]);
  });

  it("signs the same identity in to the same customer the second time", async () => {
    const user = newUser();
    next = { user };
    await browser().follow(login("/"));
    const second = browser();
    const landed = await second.follow(login("/"));
    expect(landed.pathname).toBe("/");
    const found = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(eq(customers.email, user.email));
    expect(found[0]?.n).toBe(1);
    expect((await me(second)).json.response.customer.email).toBe(user.email);
  });

  it("links an existing customer with the same e-mail address", async () => {
    const registration = newCustomer();
    const registered = await answerOf(client(api).customer.add.$post({ json: registration }));
    expect(registered.status).toBe(201);
    const user = newUser({ email: registration.email.toUpperCase() });
    next = { user };
    const shopper = browser();
    await shopper.follow(login("/"));
    const signedIn = await me(shopper);
    expect(signedIn.json.response.customer.id).toBe(registered.json.response.customer.id);
    // The password still works, and the phone is the registered one.
    expect(signedIn.json.response.customer.phone).toMatch(/^\+90/);
    const password = await answerOf(
      client(api).customerToken.$post({
        json: { email: registration.email, password: registration.password },
      }),
    );
    expect(password.status).toBe(200);
  });

  it("forgets the identities of a deleted account: the next sign-in makes a new one", async () => {
    const registration = newCustomer();
    const registered = await answerOf(client(api).customer.add.$post({ json: registration }));
    const user = newUser({ email: registration.email });
    next = { user };
    const shopper = browser();
    await shopper.follow(login("/"));
    const deleted = await answerOf(
      client(api, registered.json.response.token).customer.deleteAccount.$post({
        json: { password: registration.password },
      }),
    );
    expect(deleted.status).toBe(200);
    const again = browser();
    await again.follow(login("/"));
    const signedIn = await me(again);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.response.customer.id).not.toBe(registered.json.response.customer.id);
    expect(signedIn.json.response.customer.email).toBe(registration.email.toLowerCase());
  });

  it("refuses a tampered state and signs nobody in", async () => {
    next = { user: newUser() };
    const shopper = browser();
    const landed = await shopper.follow(login("/sepet"), (callback) => {
      callback.searchParams.set("state", "forged-state");
      return callback;
    });
    expect(landed.pathname).toBe("/uye-giris");
    expect(landed.searchParams.get("hata")).toBe("social_login_failed");
    expect(landed.searchParams.get("r")).toBe("/sepet");
    expect(shopper.cookie("shop.test", "customer_token")).toBeUndefined();
  });

  it("refuses a callback that another browser started (no flow cookie)", async () => {
    next = { user: newUser() };
    const victim = browser();
    let stolen: URL | undefined;
    await browser().follow(login("/"), (callback) => {
      stolen = new URL(callback);
      return callback;
    });
    expect(stolen).toBeDefined();
    const landed = await victim.follow((stolen as URL).href);
    expect(landed.searchParams.get("hata")).toBe("social_login_failed");
    expect(victim.cookie("shop.test", "customer_token")).toBeUndefined();
  });

  it("refuses a code used twice", async () => {
    next = { user: newUser() };
    const shopper = browser();
    let callback: URL | undefined;
    await shopper.follow(login("/"), (url) => {
      callback = new URL(url);
      return url;
    });
    const again = await shopper.follow((callback as URL).href);
    expect(again.searchParams.get("hata")).toBe("social_login_failed");
  });

  it("refuses an e-mail address the provider has not verified", async () => {
    const user = newUser({ email_verified: false });
    next = { user };
    const shopper = browser();
    const landed = await shopper.follow(login("/ar/sepet"));
    expect(`${landed.pathname}`).toBe("/ar/uye-giris");
    expect(landed.searchParams.get("hata")).toBe("social_email_not_verified");
    expect(shopper.cookie("shop.test", "customer_token")).toBeUndefined();
    const found = await api.db.select().from(customers).where(eq(customers.email, user.email));
    expect(found).toEqual([]);
  });

  it("sends a shopper who refuses consent back to the sign-in page", async () => {
    next = { deny: true };
    const shopper = browser();
    const landed = await shopper.follow(login("/"));
    expect(landed.pathname).toBe("/uye-giris");
    expect(landed.searchParams.get("hata")).toBe("social_login_failed");
  });

  it.each([
    "//evil.example/x",
    "https://evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
    "hesabim",
  ])("replaces r=%s with /", async (r) => {
    next = { user: newUser() };
    const landed = await browser().follow(login(r));
    expect(landed.origin).toBe(SHOP);
    expect(`${landed.pathname}${landed.search}`).toBe("/");
  });

  it("turns a form_post answer into a GET of the callback", async () => {
    const response = await api.app.request(`${SHOP}/api/v1/customerToken/callback/test-provider`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "code=abc&state=xyz&user=%7B%7D",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      "/api/v1/customerToken/callback/test-provider?code=abc&state=xyz&user=%7B%7D",
    );
  });
});
