// The quick loop while developing: only the checks and tests that cover what changed (`pnpm test`
// runs everything once at the end). Takes an optional git ref: without it, the working tree's
// changes against HEAD; `main` adds what this branch has committed since main. `--dry-run`
// prints what would run and why, and runs nothing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { selectSpecs } from "./e2e-selection.mjs";

const root = join(import.meta.dirname, "..");
process.chdir(root);
const options = process.argv.slice(2);
const dryRun = options.includes("--dry-run");
const ref = options.find((option) => !option.startsWith("-"));
const appDir = "packages/shop-app";
/** What the app's build is made from (as in packages/shop-app/server/build.ts). */
const buildInputs =
  /^(packages\/shop-app\/(app\/|package\.json|vite\.config\.ts|react-router\.config\.ts)|packages\/ui\/(src\/|package\.json)|packages\/api\/src\/contract\/|tokens\/|tailwind\.config\.ts)/;
const failed = [];

function git(...args) {
  const result = spawnSync("git", args, { encoding: "utf8" });
  if (result.status !== 0) {
    console.error(result.stderr.trim());
    process.exit(2);
  }
  return result.stdout.split("\n").filter(Boolean);
}

function changedFiles() {
  const tracked = git("diff", "--name-only", ref ?? "HEAD");
  const untracked = git("ls-files", "--others", "--exclude-standard");
  return [...new Set([...tracked, ...untracked])].sort();
}

/**
 * The route table as React Router reads it. Vite loads it, since it reaches @shop/ui's index and
 * so every component; the table is data and needs none of them, and leaving them out (as empty
 * modules) makes it about four times faster.
 */
async function loadRouteTable() {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(join(root, appDir, "app/routes.ts"), {
    configFile: false,
    root: join(root, appDir),
    logLevel: "silent",
    plugins: [
      {
        name: "components-left-out",
        enforce: "pre",
        load: (id) => (/\/packages\/ui\/src\/components\/.*\.tsx$/.test(id) ? "export {};" : null),
      },
    ],
  });
  return module.default;
}

// Children inherit the environment: TEST_DATABASE_URL, E2E_PORT and E2E_WORKERS pass through.
function step(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  if (dryRun) return true;
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✔ ${name} (${seconds} s)`);
  else {
    console.log(`✘ ${name} (${seconds} s, exit ${result.status ?? result.signal})`);
    failed.push(name);
  }
  return result.status === 0;
}

const changed = changedFiles();
if (!changed.length) {
  console.log(`Nothing changed against ${ref ?? "HEAD"}.`);
  process.exit(0);
}
console.log(`Changed against ${ref ?? "HEAD"} (${changed.length}):`);
for (const file of changed) console.log(`  ${file}`);

const { specs, unvisited } = await selectSpecs(changed, loadRouteTable);
console.log(`\nEnd-to-end specs (${specs.size}):`);
for (const [spec, reason] of specs) console.log(`  ${relative(appDir, spec)}  ← ${reason}`);
if (unvisited.length)
  console.log(`  none for ${unvisited.join(", ")}: reached, but no spec visits it`);
else if (!specs.size) console.log("  none: the changes reach no route module and no e2e file");

// A token edit reaches the tests only through the generated CSS and theme.
if (changed.some((file) => file.startsWith("tokens/"))) step("design tokens", "pnpm", ["tokens"]);
const existing = changed.filter((file) => existsSync(file));
if (existing.length)
  step("lint and format (biome)", "biome", [
    "check",
    "--files-ignore-unknown=true",
    "--no-errors-on-unmatched",
    ...existing,
  ]);
step("types (tsc)", "tsc", ["-p", "tsconfig.json"]);
// Vitest follows the import graph itself; with no test reached it has nothing to run.
step("tests reached by the changes (vitest)", "vitest", [
  "run",
  "--passWithNoTests",
  ...(ref ? ["--changed", ref] : ["--changed"]),
]);
if (specs.size) {
  const built =
    !changed.some((file) => buildInputs.test(file)) ||
    step("app build", "pnpm", ["--filter", "@shop/app", "build"]);
  if (!built) console.log("End-to-end specs skipped: the app does not build.");
  else
    step("end-to-end specs (Playwright)", "pnpm", [
      "--filter",
      "@shop/app",
      "exec",
      "playwright",
      "test",
      ...[...specs.keys()].map((spec) => relative(appDir, spec)),
    ]);
}

if (!dryRun) console.log(`\nFailed steps: ${failed.length ? failed.join(", ") : "none"}`);
process.exit(failed.length ? 1 : 0);
