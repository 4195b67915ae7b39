// The class lists written in our sources, for the class merge's test and its generator
// (generate-class-groups.ts): every string literal, and each static part of a template literal,
// of packages/ui/src and packages/shop-app/app. Tailwind styles only classes written out in
// full, so these are all the classes cn can meet. Tests and the generated groups are left out:
// their strings are not classes of the UI.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const roots = [join(here, ".."), join(here, "../../../shop-app/app")];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|^class-groups\.ts$/.test(name) ? [path] : [];
  });
}

export function sourceLiterals(): Set<string> {
  const literals = new Set<string>();
  for (const file of roots.flatMap(files)) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g)) {
      const text = match[1] ?? match[2] ?? match[3] ?? "";
      for (const part of text.split(/\$\{[^}]*\}/)) if (part.trim()) literals.add(part.trim());
    }
  }
  return literals;
}

export function sourceClasses(literals = sourceLiterals()): string[] {
  return [...new Set([...literals].flatMap((literal) => literal.split(/\s+/)))];
}

/** A class's variants with their colons ("md:hover:"), up to its last top-level colon. */
export function variantsOf(token: string): string {
  let depth = 0;
  let end = 0;
  for (let index = 0; index < token.length; index++) {
    const character = token[index];
    if (character === "[" || character === "(") depth++;
    else if (character === "]" || character === ")") depth--;
    else if (character === ":" && depth === 0) end = index + 1;
  }
  return token.slice(0, end);
}
