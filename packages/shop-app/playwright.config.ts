// End-to-end tests against the BUILT shop, in parallel workers. Each worker has a stack of its
// own: the shop (`node serve.ts` on a fresh, seeded embedded database in its own DATA_DIR) and
// the loopback services it talks to (an OpenID provider, an SMTP catcher, the payment providers'
// stand-ins), all on ports from the worker's base. So specs never share a database, and a spec
// file runs whole, in order, in one worker. Drives Debian's Chromium (its headless shell).
import { mkdirSync, mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";

/**
 * Workers, and so stacks: one per two cores, since each drives a browser and its own shop (on two
 * cores, two workers ran tests past their limits). E2E_WORKERS overrides.
 */
const workers = Number(
  process.env.E2E_WORKERS ?? Math.max(1, Math.min(Math.floor(availableParallelism() / 2), 4)),
);
const firstPort = Number(process.env.E2E_PORT ?? 3111);
/** Ports a stack may use from its base: the stack's own ten, and the scale-out test's. */
const portsPerStack = 20;

/** The ports and addresses of stack `index`, from its base port. */
function stack(index: number) {
  const port = firstPort + index * portsPerStack;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    oidcPort: port + 1,
    mailSmtpPort: port + 2,
    mailHttpPort: port + 3,
    // The payment providers' stand-ins (e2e/payment-stand-ins.ts).
    mokaPort: port + 4,
    // port + 5 to + 7 are the two-process test's (e2e/scale-out.spec.ts).
    scaleOutPort: port + 5,
    iyzicoPort: port + 8,
    paytrPort: port + 9,
  };
}

// Playwright sets TEST_PARALLEL_INDEX (0 to workers - 1) in each worker's environment: a spec
// that imports from here gets its own worker's stack. The runner itself reads stack 0.
const own = stack(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const baseURL = own.baseURL;
/** The shop's SMTP server in the tests (e2e/mail-catcher.ts). */
export const mailSmtpURL = `smtp://127.0.0.1:${own.mailSmtpPort}`;
/** Where the tests read the mails the shop sent (e2e/mail-catcher.ts). */
export const mailboxURL = `http://127.0.0.1:${own.mailHttpPort}`;
/** The first of the ports the scale-out test's own processes use. */
export const scaleOutPort = own.scaleOutPort;
// The credentials both sides of the payment providers' stand-ins use.
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

type WebServer = Extract<PlaywrightTestConfig["webServer"], unknown[]>[number];

/** The servers of stack `index`, started by the runner before any test. */
function stackServers(index: number): WebServer[] {
  const s = stack(index);
  const oidcIssuer = `http://127.0.0.1:${s.oidcPort}`;
  const dataDir = join(process.env.SHOP_E2E_DATA_DIR ?? "", `stack-${index}`);
  mkdirSync(dataDir, { recursive: true });
  const quiet = { reuseExistingServer: false, stdout: "ignore", stderr: "pipe" } as const;
  return [
    {
      // The shop's "Google": an OpenID provider on the loopback interface (e2e/oidc-provider.ts).
      command: "node e2e/oidc-provider.ts",
      url: `${oidcIssuer}/health`,
      ...quiet,
      env: { OIDC_PORT: String(s.oidcPort), SHOP_ORIGIN: s.baseURL },
    },
    {
      // The shop's mail server: SMTP on the loopback interface, mails readable over HTTP.
      command: "node e2e/mail-catcher.ts",
      url: `http://127.0.0.1:${s.mailHttpPort}/health`,
      ...quiet,
      env: { MAIL_SMTP_PORT: String(s.mailSmtpPort), MAIL_HTTP_PORT: String(s.mailHttpPort) },
    },
    {
      command: "node e2e/payment-stand-ins.ts",
      url: `http://127.0.0.1:${s.paytrPort}/health`,
      ...quiet,
      env: {
        ...paymentCredentials,
        IYZICO_PORT: String(s.iyzicoPort),
        PAYTR_PORT: String(s.paytrPort),
        MOKA_PORT: String(s.mokaPort),
        SHOP_ORIGIN: s.baseURL,
      },
    },
    {
      command: "node serve.ts",
      url: `${s.baseURL}/api/v1/health`,
      // a stale build is made by the first stack's shop (about 90 s on a busy machine)
      timeout: 300_000,
      ...quiet,
      env: {
        NODE_ENV: "production",
        PORT: String(s.port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: "warn",
        // Every test registers its own customers from this one address.
        REGISTRATIONS_PER_HOUR: "1000",
        PUBLIC_URL: s.baseURL,
        GOOGLE_CLIENT_ID: "e2e-shop",
        GOOGLE_CLIENT_SECRET: "e2e-shop-secret",
        GOOGLE_ISSUER: oidcIssuer,
        SMTP_URL: `smtp://127.0.0.1:${s.mailSmtpPort}`,
        MAIL_FROM: "E2E Mağaza <magaza@example.com>",
        OUTBOX_INTERVAL_SECONDS: "0.5",
        // A refused message is marked failed at once, for the admin's retry to be tested.
        OUTBOX_MAX_ATTEMPTS: "1",
        ...paymentCredentials,
        // the tests pay by the test card too, beside the providers' stand-ins
        PAYMENT_TEST_GATEWAY: "on",
        IYZICO_BASE_URL: `http://127.0.0.1:${s.iyzicoPort}`,
        PAYTR_BASE_URL: `http://127.0.0.1:${s.paytrPort}`,
        MOKA_BASE_URL: `http://127.0.0.1:${s.mokaPort}`,
        PAYTR_TEST_MODE: "1",
      },
    },
  ];
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers,
  retries: 0,
  // Whole journeys (a guest's checkout through 3-D Secure, with axe on each step) take 20 s on a
  // quiet machine and several times that on a busy one: the limit is generous, the waits are not
  // fixed.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["list"], ["json"]] : [["list"]],
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL,
    // A shopper's browser: "HeadlessChrome" would be treated as a crawler (never redirected).
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
    locale: "tr-TR",
    // A failed test keeps its trace: each action's DOM snapshot and the network. Without the
    // screencast, which made Chromium encode every frame of every test and cost the suite about
    // half its time; the failure's own screenshot is taken below.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the same release as
      // /usr/bin/chromium), which Playwright's own headless runs use too: the same engine without
      // the full browser around it.
      executablePath: "/usr/bin/chromium-headless-shell",
      args: [
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
  webServer: Array.from({ length: workers }, (_, index) => stackServers(index)).flat(),
});
