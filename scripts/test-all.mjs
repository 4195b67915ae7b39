// The whole test suite, in the order a failure is cheapest to find: lint, types, unit and
// integration tests (API on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), story
// tests in Chromium with screenshots and axe, the static Storybook, then end-to-end tests
// against the built shop. Ends with the failed tests by name (the end of a long log is what a CI
// summary shows) and one "N passed, N failed" line over every test run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const reports = mkdtempSync(join(tmpdir(), "shop-tests-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failedTests = [];

function step(name, command, args, { report, env } = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (report) count(report);
  if (result.status === 0) console.log(`✔ ${name} (${seconds} s)`);
  else {
    console.log(`✘ ${name} (${seconds} s, exit ${result.status ?? result.signal})`);
    failedSteps.push(name);
  }
}

function count(report) {
  if (!existsSync(report)) return;
  const json = JSON.parse(readFileSync(report, "utf8"));
  if ("numPassedTests" in json) {
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
    for (const file of json.testResults ?? []) {
      if (file.status === "failed" && !file.assertionResults?.length)
        failedTests.push(`${file.name}: ${firstLine(file.message)}`);
      for (const test of file.assertionResults ?? []) {
        if (test.status === "failed")
          failedTests.push(
            `${file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
          );
      }
    }
  } else if (json.stats) {
    totals.passed += json.stats.expected + json.stats.flaky;
    totals.failed += json.stats.unexpected;
    totals.skipped += json.stats.skipped;
    collectPlaywrightFailures(json.suites ?? [], []);
  }
}

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(`${[...path, spec.title].join(" › ")}: ${firstLine(error)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

/** The first line of an error, without colour codes, at most 300 characters. */
function firstLine(text = "") {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing ANSI colour codes
  const plain = String(text).replace(/\u001b\[[0-9;]*m/g, "");
  return (plain.split("\n").find((line) => line.trim()) ?? "").trim().slice(0, 300);
}

const vitestReport = join(reports, "vitest.json");
step("lint and format (biome)", "biome", ["ci", "."]);
step("types (tsc)", "tsc", ["-p", "tsconfig.json"]);
step(
  "unit, integration and story tests (vitest)",
  "vitest",
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  { report: vitestReport },
);
step("static Storybook builds", "storybook", [
  "build",
  "--quiet",
  "-o",
  join(reports, "storybook"),
]);
if (existsSync("packages/shop-app/playwright.config.ts")) {
  const e2eReport = join(reports, "e2e.json");
  step("end-to-end tests (Playwright, Chromium)", "pnpm", ["--filter", "@shop/app", "e2e"], {
    report: e2eReport,
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport },
  });
}

if (failedTests.length)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `- ${t}`).join("\n")}`);
console.log(`\nFailed steps: ${failedSteps.length ? failedSteps.join(", ") : "none"}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
