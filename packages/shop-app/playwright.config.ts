// End-to-end tests against the BUILT shop: Playwright starts `node serve.ts` (which builds when
// the build is stale) on a fresh, seeded embedded database in a temporary DATA_DIR, and drives
// Debian's Chromium. One worker: the shop is a single process on a 2-core machine.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3111);
export const baseURL = `http://127.0.0.1:${port}`;
const oidcPort = port + 1;
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const mailSmtpPort = port + 2;
/** The shop's SMTP server in the tests (e2e/mail-catcher.ts). */
export const mailSmtpURL = `smtp://127.0.0.1:${mailSmtpPort}`;
/** Where the tests read the mails the shop sent (e2e/mail-catcher.ts). */
export const mailboxURL = `http://127.0.0.1:${port + 3}`;
// The payment providers' stand-ins (e2e/payment-stand-ins.ts) and the credentials both sides use.
// (port + 5 to + 7 are the two-process test's, e2e/scale-out.spec.ts.)
const mokaPort = port + 4;
const iyzicoPort = port + 8;
const paytrPort = port + 9;
export const paymentCredentials = {
  IYZICO_API_KEY: "e2e-iyzico-key",
  IYZICO_SECRET_KEY: "e2e-iyzico-secret",
  PAYTR_MERCHANT_ID: "100001",
  PAYTR_MERCHANT_KEY: "e2e-paytr-key",
  PAYTR_MERCHANT_SALT: "e2e-paytr-salt",
  MOKA_DEALER_CODE: "1731",
  MOKA_USERNAME: "e2e-moka-user",
  MOKA_PASSWORD: "e2e-moka-password",
};
// Evaluated by the runner and again by each worker: the workers inherit the runner's value.
process.env.SHOP_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "shop-e2e-"));
export const admin = { email: "e2e-admin@example.com", password: "e2e-admin-password" };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Whole journeys (a guest's checkout through 3-D Secure, with axe on each step) take 20 s on a
  // quiet machine and half as long again on a busy CI runner.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["list"], ["json"]] : [["list"]],
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL,
    // A shopper's browser: "HeadlessChrome" would be treated as a crawler (never redirected).
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
    locale: "tr-TR",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      // The shop's "Google": an OpenID provider on the loopback interface (e2e/oidc-provider.ts).
      command: "node e2e/oidc-provider.ts",
      url: `${oidcIssuer}/health`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { OIDC_PORT: String(oidcPort), SHOP_ORIGIN: baseURL },
    },
    {
      // The shop's mail server: SMTP on the loopback interface, mails readable over HTTP.
      command: "node e2e/mail-catcher.ts",
      url: `${mailboxURL}/health`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { MAIL_SMTP_PORT: String(mailSmtpPort), MAIL_HTTP_PORT: String(port + 3) },
    },
    {
      command: "node e2e/payment-stand-ins.ts",
      url: `http://127.0.0.1:${paytrPort}/health`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...paymentCredentials,
        IYZICO_PORT: String(iyzicoPort),
        PAYTR_PORT: String(paytrPort),
        MOKA_PORT: String(mokaPort),
        SHOP_ORIGIN: baseURL,
      },
    },
    {
      command: "node serve.ts",
      url: `${baseURL}/api/v1/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.SHOP_E2E_DATA_DIR,
        DATABASE_URL: "",
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: "warn",
        // Every test registers its own customers from this one address.
        REGISTRATIONS_PER_HOUR: "1000",
        PUBLIC_URL: baseURL,
        GOOGLE_CLIENT_ID: "e2e-shop",
        GOOGLE_CLIENT_SECRET: "e2e-shop-secret",
        GOOGLE_ISSUER: oidcIssuer,
        SMTP_URL: mailSmtpURL,
        MAIL_FROM: "E2E Mağaza <magaza@example.com>",
        OUTBOX_INTERVAL_SECONDS: "0.5",
        // A refused message is marked failed at once, for the admin's retry to be tested.
        OUTBOX_MAX_ATTEMPTS: "1",
        ...paymentCredentials,
        // the tests pay by the test card too, beside the providers' stand-ins
        PAYMENT_TEST_GATEWAY: "on",
        IYZICO_BASE_URL: `http://127.0.0.1:${iyzicoPort}`,
        PAYTR_BASE_URL: `http://127.0.0.1:${paytrPort}`,
        MOKA_BASE_URL: `http://127.0.0.1:${mokaPort}`,
        PAYTR_TEST_MODE: "1",
      },
    },
  ],
});
