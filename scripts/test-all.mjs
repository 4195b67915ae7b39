// The whole test suite in lanes side by side, each in the order a failure is cheapest to find:
// - the story tests in Chromium (screenshots and axe), in tr (left to right), and in ar (right
//   to left) once a core is free for it;
// - lint and one build of the shop, then two lanes on it:
//   - the node lane: types, unit and integration tests (the API whole on PostgreSQL when
//     TEST_DATABASE_URL is set and on PGlite what differs between the engines; whole on PGlite
//     without a server), the static Storybook;
//   - the end-to-end tests against that build (one worker per two cores).
// The tr stories print as they go; the other lanes' output follows each when it ends. Ends with
// each stage's time, the failed tests by name (the end of a long log is what a CI summary shows)
// and one "N passed, N failed" line over every test run.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const reports = mkdtempSync(join(tmpdir(), "shop-tests-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failedTests = [];
/** Each stage's name and seconds, for the table at the end. */
const timings = [];
const suiteStarted = Number(process.env.SHOP_BOOTSTRAP_STARTED ?? Date.now());
if (process.env.SHOP_BOOTSTRAP_STARTED)
  timings.push(["install (pnpm, Chromium)", ((Date.now() - suiteStarted) / 1000).toFixed(1)]);

/**
 * Runs one stage; its output goes to the terminal, or to `log` when it runs beside another lane.
 * Resolves whether it passed; records its time and counts its report.
 */
async function step(name, command, args, { report, env, log } = {}) {
  const say = (line) => (log ? log.write(`${line}\n`) : console.log(line));
  say(`\n▶ ${name}`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: log ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  if (log) {
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
  }
  const [code, signal] = await new Promise((resolve) =>
    child.on("close", (...outcome) => resolve(outcome)),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push([name, seconds]);
  if (report) count(report);
  if (code === 0) {
    say(`✔ ${name} (${seconds} s)`);
    return true;
  }
  say(`✘ ${name} (${seconds} s, exit ${code ?? signal})`);
  failedSteps.push(name);
  return false;
}

/** A lane's output kept in a file until the lane ends, then printed whole. */
function laneLog(name) {
  const path = join(reports, `${name}.log`);
  const stream = createWriteStream(path);
  return {
    stream,
    async print() {
      await new Promise((resolve) => stream.end(resolve));
      console.log(`\n━━ ${name} lane ━━`);
      process.stdout.write(readFileSync(path));
    },
  };
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

const vitest = (project, report) => [
  "run",
  `--project=${project}`,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];

/** The stories in one locale's browser (tr: left to right, ar: right to left). */
function storiesLane(direction, log) {
  const report = join(reports, `stories-${direction}.json`);
  const name = `story tests, ${direction} (vitest, Chromium)`;
  return step(name, "vitest", vitest(`*stories-${direction}*`, report), { report, log });
}

/** Lint, then the one build of the shop that the e2e workers (and a later `pnpm bench`) start. */
async function buildLane(log) {
  await step("lint and format (biome)", "biome", ["ci", "."], { log });
  return step("the shop builds", "pnpm", ["--filter", "@shop/app", "build"], { log });
}

async function nodeLane(log) {
  await step("types (tsc)", "tsc", ["-p", "tsconfig.json"], { log });
  const report = join(reports, "vitest.json");
  await step("unit and integration tests (vitest)", "vitest", vitest("!*stories-*", report), {
    report,
    log,
  });
  await step(
    "static Storybook builds",
    "storybook",
    ["build", "--quiet", "-o", join(reports, "storybook")],
    { log },
  );
}

function endToEndLane(log) {
  const report = join(reports, "e2e.json");
  return step("end-to-end tests (Playwright, Chromium)", "pnpm", ["--filter", "@shop/app", "e2e"], {
    report,
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    log,
  });
}

const nodeLog = laneLog("node");
const e2eLog = laneLog("e2e");
const rightToLeftLog = laneLog("stories-rtl");
const built = buildLane(nodeLog.stream);
const node = built.then(() => nodeLane(nodeLog.stream)).finally(() => nodeLog.print());
const leftToRight = storiesLane("ltr");
await Promise.all([
  // The right-to-left stories start when the left-to-right ones end or the node lane does,
  // whichever is first. Not at once: a story renderer never waits, and two of them held both
  // cores from the API tests, which wait on PostgreSQL and then need a core at once (side by side
  // from the start, the API tests took 989 s; one locale after the other, 638). Once the node
  // lane is done, its core goes to the second locale rather than standing idle at the end.
  // Chromium sets its renderers' priority itself, so `nice` does not hold them back.
  leftToRight,
  Promise.race([leftToRight, node])
    .then(() => storiesLane("rtl", rightToLeftLog.stream))
    .finally(() => rightToLeftLog.print()),
  node,
  // Beside the other lanes rather than after them: its browser and shops wait on each other
  // often enough that the cores have room for it.
  built.then((ok) => ok && endToEndLane(e2eLog.stream)).finally(() => e2eLog.print()),
]);

console.log("\nStage times:");
for (const [name, seconds] of timings) console.log(`  ${seconds.padStart(7)} s  ${name}`);
console.log(`  ${((Date.now() - suiteStarted) / 1000).toFixed(1).padStart(7)} s  in all`);
if (failedTests.length)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `- ${t}`).join("\n")}`);
console.log(`\nFailed steps: ${failedSteps.length ? failedSteps.join(", ") : "none"}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
