// Rewrites the story baselines that Chromium still draws the same but encodes differently, after
// an update of Debian's Chromium: `pnpm test:stories:refresh [story paths]`.
//
// Why: the screenshot matcher returns at once when the new PNG's bytes equal the baseline's, and
// otherwise decodes both and compares every pixel (most of a story's screenshot cost). A baseline
// written by another Chromium build matches within the tolerance but never byte for byte.
//
// How: the baselines are set aside, the stories run in both locales and write new ones, and each
// new one is kept only where it is within the story tests' tolerance of the old one; any other
// story keeps its old baseline and is listed (a real change: look at it, fix it or update it on
// purpose with `pnpm test:stories:update`).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, globSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { diff } from "@blazediff/core";
import { PNG } from "pngjs";
import { screenshotTolerance } from "../packages/ui/src/test/screenshot-tolerance.ts";

const root = join(import.meta.dirname, "..");
process.chdir(root);
const paths = process.argv.slice(2);
const baselines = globSync("packages/ui/src/**/__screenshots__/**/*.png").filter(
  (file) => paths.length === 0 || paths.some((path) => file.startsWith(path)),
);
const aside = mkdtempSync(join(tmpdir(), "story-baselines-"));
for (const file of baselines) {
  cpSync(file, join(aside, file));
  rmSync(file);
}

console.log(`${baselines.length} baselines set aside in ${aside}; the stories write new ones…`);
const run = spawnSync(
  "vitest",
  ["run", "--project=*stories-*", "--update=all", "--reporter=dot", ...paths],
  { stdio: "inherit", env: { ...process.env, CI: "" } },
);

const kept = [];
const restored = [];
for (const file of baselines) {
  const before = readFileSync(join(aside, file));
  // a story that failed before its screenshot wrote none
  const after = existsSync(file) ? readFileSync(file) : undefined;
  if (after && (after.equals(before) || withinTolerance(before, after))) {
    kept.push(file);
    continue;
  }
  cpSync(join(aside, file), file);
  restored.push(file);
}
console.log(`\n${kept.length} baselines match (rewritten where only the encoding changed).`);
if (restored.length) {
  console.log(`${restored.length} kept their old baseline, the story looks different or failed:`);
  for (const file of restored) console.log(`- ${relative(root, file)}`);
}
process.exit(run.status === 0 && restored.length === 0 ? 0 : 1);

function withinTolerance(before, after) {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  if (a.width !== b.width || a.height !== b.height) return false;
  const mismatched = diff(a.data, b.data, undefined, a.width, a.height, {
    threshold: screenshotTolerance.threshold,
  });
  return mismatched <= screenshotTolerance.allowedMismatchedPixels;
}
