// An OpenID provider on the loopback interface for the end-to-end tests: the shop's server is
// started with it as its "Google" (GOOGLE_ISSUER), so that the whole social sign-in runs in the
// browser on one machine. Its sign-in page asks only for an e-mail address and trusts it
// (a verified e-mail, as Google vouches for); consent is given at once.
import { createServer } from "node:http";
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_PORT ?? 3112);
const shop = process.env.SHOP_ORIGIN ?? "http://127.0.0.1:3111";
const issuer = `http://127.0.0.1:${port}`;

const oidc = new Provider(issuer, {
  clients: [
    {
      client_id: "e2e-shop",
      client_secret: "e2e-shop-secret",
      redirect_uris: [`${shop}/api/v1/customerToken/callback/google`],
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
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  pkce: { required: () => true },
  cookies: { keys: ["e2e-oidc-cookie-key"] },
  async findAccount(_ctx, sub) {
    return {
      accountId: sub,
      claims: async () => ({
        sub,
        email: sub,
        email_verified: true,
        given_name: "Google",
        family_name: "Kullanıcısı",
      }),
    };
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
});

const callback = oidc.callback();
const server = createServer(async (req, res) => {
  if (req.url === "/health") {
    res.end("ok");
    return;
  }
  if (!req.url?.startsWith("/interaction/")) return callback(req, res);
  if (req.method === "GET") {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(`<!doctype html><html lang="en"><title>Test provider</title>
      <form method="post"><label>E-mail <input name="email" type="email"></label>
      <button>Sign in to the test provider</button></form></html>`);
    return;
  }
  let body = "";
  for await (const chunk of req) body += chunk;
  const email = new URLSearchParams(body).get("email") ?? "";
  const details = await oidc.interactionDetails(req, res);
  const grant = new oidc.Grant({ accountId: email, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await oidc.interactionFinished(
    req,
    res,
    { login: { accountId: email }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
});
server.listen(port, "127.0.0.1");
