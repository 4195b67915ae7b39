// Runs on the Node.js a fresh machine has (20) and brings the workspace to its own toolchain:
// pnpm installs the locked dependencies, among them Node 24 (the `node` devDependency), whose
// binary pnpm puts first on PATH for every script it runs. Then the named script runs on it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { shopNodeFlags, shopProcessEnv } from "./shop-process-env.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const target = process.argv[2];
const pnpmVersion = "10.34.9";

// The test suite's stage table counts the install from here.
process.env.SHOP_BOOTSTRAP_STARTED ??= String(Date.now());

const execPath = process.env.npm_execpath ?? "";
const pnpm = /pnpm/.test(execPath)
  ? [process.execPath, execPath]
  : ["npx", "-y", `pnpm@${pnpmVersion}`];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts a command beside this process's own (synchronous) ones; settles when it ends. */
function runAside(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")}: exit ${code}`)),
    );
  });
}

// Debian's Chromium for the browser tests: the full browser for the stories (their screenshot
// baselines were made with it), and its headless shell for the end-to-end tests, as Playwright's
// own headless runs use (it renders no browser UI: less work for each page).
const browsers = ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"];

/** Installs Debian's Chromium packages where they are missing. */
function ensureChromium() {
  if (browsers.every((path) => existsSync(path))) return Promise.resolve();
  if (process.getuid?.() !== 0) {
    console.error(
      "Chromium is needed for the browser tests: apt-get install -y chromium chromium-headless-shell",
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser tests…");
  // One shell for both steps: the install must not wait for this process's event loop, which
  // pnpm's synchronous install holds.
  const apt = "apt-get update -qq && apt-get install -y -qq chromium chromium-headless-shell";
  return runAside("sh", ["-c", apt], { DEBIAN_FRONTEND: "noninteractive" });
}

const skipDownloads = {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  PUPPETEER_SKIP_DOWNLOAD: "1",
  CHROMEDRIVER_SKIP_DOWNLOAD: "1",
};

// Chromium installs while pnpm does: each waits on the network and the disk more than the CPU.
const chromium =
  target?.startsWith("test") || target?.startsWith("bench") ? ensureChromium() : undefined;
run(
  pnpm[0],
  [...pnpm.slice(1), "install", "--frozen-lockfile", "--reporter=append-only"],
  skipDownloads,
);
await chromium;
if (target === "serve") serve();
else if (target) run(pnpm[0], [...pnpm.slice(1), "run", target, ...process.argv.slice(3)]);

/**
 * The shop runs as this process's own child on Node 24, not behind further package-manager
 * layers that would swallow a SIGTERM: a service manager or a container that stops this
 * process reaches the shop, which stops gracefully and exits with its own code.
 */
function serve() {
  const child = spawn(
    join(root, "node_modules", "node", "bin", "node"),
    [...shopNodeFlags, "serve.ts"],
    {
      cwd: join(root, "packages", "shop-app"),
      stdio: "inherit",
      // The build the shop may start runs Node through the workspace's bin folder, as pnpm would.
      env: {
        ...shopProcessEnv,
        ...process.env,
        PATH: `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH}`,
      },
    },
  );
  // SIGINT is left alone: a terminal's Ctrl-C reaches the whole process group already.
  process.on("SIGTERM", () => child.kill("SIGTERM"));
  child.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGTERM" ? 143 : 1)));
}
