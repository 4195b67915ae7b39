import { createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { appleClientSecret, isLoopbackHttp, socialProvidersFromEnv } from "./providers.ts";

const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

describe("social providers from the environment", () => {
  it("offers nothing without credentials", () => {
    expect(socialProvidersFromEnv({})).toEqual({ providers: [], problems: [] });
    expect(loadConfig({}).socialProviders).toEqual([]);
  });

  it("offers each provider whose credentials are set, with its default issuer", () => {
    const { providers, problems } = socialProvidersFromEnv({
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "gs",
      FACEBOOK_CLIENT_ID: "f",
      FACEBOOK_CLIENT_SECRET: "fs",
      APPLE_CLIENT_ID: "com.shop.web",
      APPLE_TEAM_ID: "TEAM123456",
      APPLE_KEY_ID: "KEY1234567",
      APPLE_PRIVATE_KEY: pem.replace(/\n/g, "\\n"),
    });
    expect(problems).toEqual([]);
    expect(providers.map((p) => [p.name, p.issuer])).toEqual([
      ["google", "https://accounts.google.com"],
      ["facebook", "https://www.facebook.com"],
      ["apple", "https://appleid.apple.com"],
    ]);
    expect(providers[2]?.responseMode).toBe("form_post");
  });

  it("stops the boot on half-set credentials or an http issuer off this machine", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "g" })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        GOOGLE_CLIENT_ID: "g",
        GOOGLE_CLIENT_SECRET: "s",
        GOOGLE_ISSUER: "http://idp.example",
      }),
    ).toThrow(/GOOGLE_ISSUER: must be an https URL/);
    const local = loadConfig({
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "s",
      GOOGLE_ISSUER: "http://127.0.0.1:8080/realms/shop",
    });
    expect(local.socialProviders[0]?.issuer).toBe("http://127.0.0.1:8080/realms/shop");
    expect(isLoopbackHttp("http://127.0.0.1:1")).toBe(true);
    expect(isLoopbackHttp("http://127.0.0.1.evil.example")).toBe(false);
    expect(isLoopbackHttp("https://127.0.0.1")).toBe(false);
  });

  it("signs Apple's client secret with the team's key (ES256)", () => {
    const jwt = appleClientSecret(
      { teamId: "TEAM", keyId: "KID", privateKey: pem },
      "com.shop.web",
      "https://appleid.apple.com",
      1_700_000_000,
    );
    const [header, payload, signature] = jwt.split(".") as [string, string, string];
    expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({
      alg: "ES256",
      kid: "KID",
      typ: "JWT",
    });
    expect(JSON.parse(Buffer.from(payload, "base64url").toString())).toEqual({
      iss: "TEAM",
      iat: 1_700_000_000,
      exp: 1_700_000_300,
      aud: "https://appleid.apple.com",
      sub: "com.shop.web",
    });
    const valid = verify(
      "sha256",
      Buffer.from(`${header}.${payload}`),
      { key: createPublicKey(pem), dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    expect(valid).toBe(true);
  });
});
