import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has defaults for a fresh machine: embedded database in ./data, port 3000 on every interface", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: resolve("./data"),
      pgliteDir: resolve("./data/pglite"),
      databaseUrl: undefined,
      admin: undefined,
      trustProxy: false,
      cookieSecure: "auto",
      allowedOrigins: [],
      seedDemo: true,
    });
  });

  it("reads every setting", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/shop",
      DATABASE_URL: "postgres://shop@db:5432/shop",
      ADMIN_EMAIL: "Owner@Shop.com",
      ADMIN_PASSWORD: "long-enough",
      TRUST_PROXY: "true",
      COOKIE_SECURE: "true",
      ALLOWED_ORIGINS: "https://shop.example, https://www.shop.example/",
      SEED_DEMO: "0",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/tmp/shop",
      databaseUrl: "postgres://shop@db:5432/shop",
      admin: { email: "owner@shop.com", password: "long-enough" },
      trustProxy: true,
      cookieSecure: "always",
      allowedOrigins: ["https://shop.example", "https://www.shop.example"],
      seedDemo: false,
    });
  });

  it("turns on each message provider only when it is fully configured", () => {
    expect(loadConfig({}).messaging).toMatchObject({
      smtp: undefined,
      netgsm: undefined,
      whatsapp: undefined,
      intervalMs: 5000,
      maxAttempts: 8,
    });
    const config = loadConfig({
      SMTP_URL: "smtps://shop:pw@mail.example.com:465",
      MAIL_FROM: "Mağaza <magaza@example.com>",
      PUBLIC_URL: "https://shop.example.com/",
      NETGSM_USERCODE: "8503334455",
      NETGSM_PASSWORD: "pw",
      NETGSM_HEADER: "MAGAZA",
      WHATSAPP_ACCESS_TOKEN: "EAAtoken",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      OUTBOX_INTERVAL_SECONDS: "0.5",
    });
    expect(config.messaging).toMatchObject({
      smtp: { from: "Mağaza <magaza@example.com>", origin: "https://shop.example.com" },
      netgsm: { usercode: "8503334455", header: "MAGAZA", baseUrl: "https://api.netgsm.com.tr" },
      whatsapp: { phoneNumberId: "106540352242922", template: undefined },
      intervalMs: 500,
    });
    let error: unknown;
    try {
      loadConfig({
        SMTP_URL: "smtp://127.0.0.1:2525",
        NETGSM_USERCODE: "1",
        WHATSAPP_ACCESS_TOKEN: "secret-token",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toContain("MAIL_FROM: SMTP_URL, MAIL_FROM are set together");
    expect(problems).toContain("PUBLIC_URL: must be set with SMTP_URL");
    expect(problems).toContain("NETGSM_PASSWORD, NETGSM_HEADER:");
    expect(problems).toContain("WHATSAPP_PHONE_NUMBER_ID:");
    expect(problems).not.toContain("secret-token");
  });

  it("reads delivery reports only when asked: Netgsm's report API and WhatsApp's webhook", () => {
    const netgsm = {
      NETGSM_USERCODE: "8503334455",
      NETGSM_PASSWORD: "pw",
      NETGSM_HEADER: "MAGAZA",
    };
    const whatsapp = { WHATSAPP_ACCESS_TOKEN: "EAAtoken", WHATSAPP_PHONE_NUMBER_ID: "1065403" };
    const off = loadConfig({ ...netgsm, ...whatsapp }).messaging;
    expect(off.netgsmReports).toBeUndefined();
    expect(off.netgsm?.reports).toBeUndefined();
    expect(off.whatsapp?.webhook).toBeUndefined();
    const on = loadConfig({
      ...netgsm,
      ...whatsapp,
      NETGSM_DELIVERY_REPORTS: "on",
      NETGSM_REPORT_INTERVAL_SECONDS: "30",
      WHATSAPP_APP_SECRET: "app-secret-123",
      WHATSAPP_VERIFY_TOKEN: "verify-token-456",
    }).messaging;
    expect(on.netgsmReports).toEqual({ intervalMs: 30_000, giveUpMs: 48 * 3_600_000 });
    expect(on.netgsm?.reports).toEqual({ firstCheckMs: 30_000 });
    expect(on.whatsapp?.webhook).toEqual({
      appSecret: "app-secret-123",
      verifyToken: "verify-token-456",
    });
    let error: unknown;
    try {
      loadConfig({ NETGSM_DELIVERY_REPORTS: "on", WHATSAPP_APP_SECRET: "app-secret-123" });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toContain("NETGSM_DELIVERY_REPORTS: reports are read with NETGSM_USERCODE");
    expect(problems).toContain("WHATSAPP_VERIFY_TOKEN:");
    expect(problems).toContain("WHATSAPP_APP_SECRET: the status webhook needs");
    expect(problems).not.toContain("app-secret-123");
  });

  it("offers the test gateway while no card provider is configured, or when asked for", () => {
    const names = (env: Record<string, string>) =>
      loadConfig(env).paymentProviders.map((provider) => provider.name);
    const iyzico = { IYZICO_API_KEY: "key", IYZICO_SECRET_KEY: "secret" };
    expect(names({})).toEqual(["test"]);
    // a shop taking money never takes the test card as well
    expect(names(iyzico)).toEqual(["iyzico"]);
    expect(names({ ...iyzico, PAYMENT_TEST_GATEWAY: "on" })).toEqual(["test", "iyzico"]);
    expect(names({ PAYMENT_TEST_GATEWAY: "off" })).toEqual([]);
    expect(() => loadConfig({ PAYMENT_TEST_GATEWAY: "yes" })).toThrow(
      /PAYMENT_TEST_GATEWAY: must be auto, on or off/,
    );
  });

  it("turns on a card payment provider only with all of its credentials, and never shows them", () => {
    const on = loadConfig({
      MOKA_DEALER_CODE: "1731",
      MOKA_USERNAME: "moka-user",
      MOKA_PASSWORD: "moka-secret",
      MOKA_BASE_URL: "https://service.refmoka.com",
    }).paymentProviders;
    expect(on.map((p) => p.name)).toEqual(["moka"]);
    expect(JSON.stringify(on)).not.toContain("moka-secret");
    let error: unknown;
    try {
      loadConfig({
        MOKA_DEALER_CODE: "1731",
        MOKA_PASSWORD: "moka-secret",
        MOKA_USERNAME: "moka-user",
        MOKA_BASE_URL: "http://service.moka.com",
        PAYTR_MERCHANT_ID: "1",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toContain("MOKA_BASE_URL: must be an https URL");
    expect(problems).toContain("PAYTR_MERCHANT_KEY: PAYTR_MERCHANT_ID, PAYTR_MERCHANT_KEY");
    expect(problems).not.toContain("moka-secret");
  });

  it("turns on ipara and QNBpay only with all their credentials, and never shows them", () => {
    const on = loadConfig({ IPARA_PUBLIC_KEY: "ipara-public", IPARA_PRIVATE_KEY: "ipara-secret" });
    expect(on.paymentProviders.map((p) => p.name)).toEqual(["ipara"]);
    expect(JSON.stringify(on.paymentProviders)).not.toContain("ipara-secret");
    expect(() =>
      loadConfig({ IPARA_PRIVATE_KEY: "ipara-secret", IPARA_BASE_URL: "http://api.ipara.com" }),
    ).toThrow(ConfigError);
    const qnb = loadConfig({
      QNBPAY_APP_ID: "app",
      QNBPAY_APP_SECRET: "qnb-secret",
      QNBPAY_MERCHANT_KEY: "merchant",
    }).paymentProviders;
    expect(qnb.map((p) => p.name)).toEqual(["qnbpay"]);
    expect(JSON.stringify(qnb)).not.toContain("qnb-secret");
    expect(() => loadConfig({ QNBPAY_APP_ID: "app", QNBPAY_APP_SECRET: "qnb-secret" })).toThrow(
      ConfigError,
    );
  });

  it("keeps uploads in DATA_DIR/uploads unless the S3 bucket is fully configured", () => {
    expect(loadConfig({ DATA_DIR: "/srv/shop" }).uploads).toEqual({
      kind: "disk",
      dir: "/srv/shop/uploads",
    });
    const s3 = {
      S3_BUCKET: "shop-uploads",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "key-id",
      S3_SECRET_ACCESS_KEY: "secret-key",
    };
    expect(loadConfig(s3).uploads).toEqual({
      kind: "s3",
      bucket: "shop-uploads",
      region: "auto",
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: "key-id",
      secretAccessKey: "secret-key",
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" })
        .uploads,
    ).toMatchObject({ endpoint: "http://127.0.0.1:9000", forcePathStyle: true });

    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems.join("\n");
      }
      return "";
    };
    const half = problems({ S3_BUCKET: "shop-uploads", S3_SECRET_ACCESS_KEY: "very-secret" });
    expect(half).toContain(
      "S3_REGION, S3_ACCESS_KEY_ID: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set together",
    );
    expect(half).not.toContain("very-secret");
    expect(problems({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toContain(
      "S3_ENDPOINT: is a setting of the S3 bucket",
    );
    expect(problems({ ...s3, S3_ENDPOINT: "minio:9000" })).toContain("S3_ENDPOINT:");
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it("stops with a message naming each wrong variable, never echoing secrets", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://root:hunter2@db/shop",
        ADMIN_EMAIL: "owner@shop.com",
        TRUST_PROXY: "maybe",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/PORT: .*\(got "eighty"\)/);
    expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(message).toMatch(/ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD are set together/);
    expect(message).toMatch(/TRUST_PROXY/);
    expect(message).not.toContain("hunter2");
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it("refuses a common or breached admin password at boot, without printing it", () => {
    let error: unknown;
    try {
      loadConfig({ ADMIN_EMAIL: "owner@shop.test", ADMIN_PASSWORD: "Password123" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      "ADMIN_PASSWORD: is on the list of the most common and breached passwords; choose another",
    ]);
    expect((error as Error).message).not.toContain("Password123");
    expect(
      loadConfig({ ADMIN_EMAIL: "owner@shop.test", ADMIN_PASSWORD: "copper-kettle-at-dawn" }).admin,
    ).toEqual({ email: "owner@shop.test", password: "copper-kettle-at-dawn" });
  });

  it("refuses a short admin password and an origin that is not a URL", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "a@b.co", ADMIN_PASSWORD: "short" })).toThrow(
      /ADMIN_PASSWORD: must be at least 8/,
    );
    expect(() => loadConfig({ ALLOWED_ORIGINS: "shop.example" })).toThrow(/ALLOWED_ORIGINS/);
  });
});
