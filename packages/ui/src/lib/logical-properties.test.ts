import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

// RTL by construction: physical left/right utilities never mirror. Use ms/me/ps/pe, start/end,
// text-start/text-end, rounded-s/e, border-s/e, scroll-ms... (shadcn's transform-rtl table).
const banned =
  /(?<![\w-])(?:[a-z0-9-]+:)*-?(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|text-left|text-right|scroll-ml|scroll-mr|scroll-pl|scroll-pr|float-left|float-right|clear-left|clear-right|inset-l|inset-r)(?:-[\w./[\]-]+)?(?![\w-])/;

const src = join(dirname(fileURLToPath(import.meta.url)), "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

it("uses logical, direction-aware utilities only", () => {
  const found: string[] = [];
  for (const file of files(src)) {
    // only class strings: quoted text that looks like a list of utilities
    for (const [literal] of readFileSync(file, "utf8").matchAll(/"[^"\n]*"|`[^`]*`/g)) {
      for (const token of literal.slice(1, -1).split(/\s+/)) {
        if (token.includes("-") && banned.test(token) && /^[\w:[\]/.-]+$/.test(token)) {
          found.push(`${relative(src, file)}: ${token}`);
        }
      }
    }
  }
  expect(found).toEqual([]);
});
