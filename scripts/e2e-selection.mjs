// Which end-to-end specs cover a set of changed files, derived from the code rather than from a
// hand-kept list: the import graph of the app (with the design system and the API contract it is
// built from), the route table that turns route modules into URLs, and the specs' own text.
// Paths are relative to the repository root, which must be the working directory.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const appDir = "packages/shop-app/app";
const e2eDir = "packages/shop-app/e2e";
const playwrightConfig = "packages/shop-app/playwright.config.ts";
/** Where the app's modules and what they import live. */
const sourceDirs = [appDir, "packages/ui/src", "packages/api/src"];
/** Modules around every page that the route table does not name, and the table itself. */
const shellModules = ["root.tsx", "entry.server.tsx", "entry.client.tsx", "routes.ts"].map(
  (file) => `${appDir}/${file}`,
);
/** Changes that restyle every page (tokens, CSS) or serve every page (the shop's server). */
const everyPage = [
  [
    /^tokens\/|^tailwind\.config\.ts$|^packages\/ui\/src\/generated\/|^packages\/.*\.css$/,
    "tokens and styles reach every page",
  ],
  [/^packages\/shop-app\/(server\/|[^/]+\.ts$)/, "the server and build serve every page"],
];

/**
 * The specs to run for these changed files, each with the first reason found for it.
 * @param {string[]} changed
 * @param {() => Promise<unknown[]>} loadRouteTable the app's route table (loaded only if needed)
 * @returns {Promise<{ specs: Map<string, string>, unvisited: string[] }>} spec → why it runs, and
 *   the reached routes no spec visits
 */
export async function selectSpecs(changed, loadRouteTable) {
  const specs = listFiles(e2eDir).filter((file) => file.endsWith(".spec.ts"));
  const selected = new Map();
  const select = (files, reason) => {
    for (const spec of files) if (!selected.has(spec)) selected.set(spec, reason);
  };
  const relevant = changed.filter((file) => !/\.(test|stories)\.tsx?$/.test(file));

  for (const file of relevant) {
    const rule = everyPage.find(([pattern]) => pattern.test(file));
    if (rule && file !== playwrightConfig) select(specs, `${file} (${rule[1]})`);
  }
  selectForTestCode(relevant, specs, select);

  const reached = reachFrom(
    relevant.filter((file) => sourceDirs.some((dir) => file.startsWith(`${dir}/`))),
    importersOf(sourceDirs),
  );
  const modulePaths = [...reached.keys()].some((file) => file.startsWith(`${appDir}/`))
    ? routePaths(await loadRouteTable())
    : new Map();
  const specTexts = new Map(specs.map((spec) => [spec, specText(spec)]));
  const unvisited = new Set();
  for (const [module, source] of reached) {
    const paths = modulePaths.get(module) ?? [];
    const via = `${relative(appDir, module)}${source === module ? "" : ` ← ${source}`}`;
    let visited = false;
    for (const path of paths) {
      const part = staticPart(path);
      const visiting = part ? specsMentioning(part, specTexts) : specs;
      visited ||= visiting.length > 0;
      select(visiting, part ? `${part} (${via})` : `${path} (every journey passes it; ${via})`);
    }
    // Its copies under /en and /ar are the same module: one visited copy is enough.
    if (paths.length && !visited) unvisited.add(staticPart(paths[0]));
  }
  const sorted = new Map([...selected].sort(([a], [b]) => a.localeCompare(b)));
  return { specs: sorted, unvisited: [...unvisited].sort() };
}

/** A changed spec runs itself; a changed support file runs the specs importing it. */
function selectForTestCode(changed, specs, select) {
  // The config starts the stand-ins and the mail catcher it names for every run.
  const configText = readFileSync(playwrightConfig, "utf8");
  const runByConfig = (file) =>
    file.startsWith(`${e2eDir}/`) && configText.includes(relative(dirname(e2eDir), file));
  for (const [file, source] of reachFrom(changed, importersOf([e2eDir]))) {
    if (file === source && specs.includes(file)) select([file], "changed");
    else if (specs.includes(file)) select([file], `${source} (imported)`);
    else if (file === playwrightConfig || runByConfig(file))
      select(specs, `${source} (the Playwright setup)`);
  }
}

/** Every file that imports each file, directly: the import graph turned around. */
function importersOf(dirs) {
  const importers = new Map();
  for (const file of dirs.flatMap(listFiles)) {
    for (const target of importsOf(file)) {
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(file);
    }
  }
  return importers;
}

/** Every file the changed ones reach through their importers, with the change that reached it. */
function reachFrom(changed, importers) {
  const reached = new Map(changed.map((file) => [file, file]));
  const queue = [...changed];
  while (queue.length) {
    const file = queue.shift();
    for (const importer of importers.get(file) ?? []) {
      if (reached.has(importer)) continue;
      reached.set(importer, reached.get(file));
      queue.push(importer);
    }
  }
  return reached;
}

// `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`; group 1 marks a
// type-only import, which runs nothing (tsc checks it), group 2 is the imported names.
const importPattern =
  /\b(?:import|export)\s+(type\s+)?([\w$*{},\s]*?)\s*from\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;

/** The files a source file imports at run time. */
function importsOf(file) {
  const targets = [];
  for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
    const [, typeOnly, clause = "", fromSpecifier, bareSpecifier] = match;
    if (typeOnly) continue;
    const specifier = (fromSpecifier ?? bareSpecifier).replace(/\?.*$/, "");
    const target = resolveImport(file, specifier);
    // A name taken from a package's index (@shop/ui, @shop/api/contract) leads to the file the
    // index re-exports it from: a changed button reaches the modules using Button, not all.
    if (target && specifier.startsWith("@shop/") && clause.includes("{")) {
      const sources = reExports(target);
      targets.push(...clauseNames(clause).map((name) => sources.get(name) ?? target));
    } else targets.push(target);
  }
  return targets.filter(Boolean);
}

/** The run-time names of `{ a, type B, c as d }`: as imported (a, c) or as exported (a, d). */
function clauseNames(clause, as = "imported") {
  const inBraces = clause.match(/\{([^}]*)\}/)?.[1] ?? "";
  return inBraces
    .split(",")
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter(([name]) => name && !name.startsWith("type "))
    .map((names) => (as === "imported" ? names[0] : names.at(-1)));
}

const reExported = new Map();
/** Each name an index re-exports → the file it comes from. */
function reExports(index) {
  if (reExported.has(index)) return reExported.get(index);
  const sources = new Map();
  const text = readFileSync(index, "utf8");
  for (const [, clause, specifier] of text.matchAll(
    /export\s*(\*|\{[^}]*\})\s*from\s*"([^"]+)"/g,
  )) {
    const file = resolveImport(index, specifier);
    if (!file) continue;
    const names = clause === "*" ? exportedNames(file) : clauseNames(clause, "exported");
    for (const name of names) sources.set(name, file);
  }
  reExported.set(index, sources);
  return sources;
}

/** The run-time names a module exports, following `export * from`. */
function exportedNames(file) {
  const text = readFileSync(file, "utf8");
  const declared = text.matchAll(
    /\bexport\s+(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+([\w$]+)/g,
  );
  const listed = text.matchAll(/\bexport\s*(\{[^}]*\})/g);
  const starred = text.matchAll(/\bexport\s*\*\s*from\s*"([^"]+)"/g);
  return [
    ...[...declared].map((match) => match[1]),
    ...[...listed].flatMap((match) => clauseNames(match[1], "exported")),
    ...[...starred].flatMap((match) => {
      const target = resolveImport(file, match[1]);
      return target ? exportedNames(target) : [];
    }),
  ];
}

/** A relative or workspace specifier as a repository path; undefined for other packages. */
function resolveImport(from, specifier) {
  if (specifier.startsWith(".")) return existingFile(join(dirname(from), specifier));
  const [, name, subpath = ""] = specifier.match(/^(@shop\/[^/]+)(?:\/(.+))?$/) ?? [];
  const pkg = name && workspacePackages().get(name);
  if (!pkg) return undefined;
  for (const [key, target] of Object.entries(pkg.exports)) {
    const [head, tail = ""] = key.replace(/^\.\/?/, "").split("*");
    const wildcard = key.includes("*");
    if (wildcard ? subpath.startsWith(head) && subpath.endsWith(tail) : subpath === head) {
      const rest = subpath.slice(head.length, subpath.length - tail.length);
      return existingFile(join(pkg.dir, target.replace("*", rest)));
    }
  }
  return undefined;
}

let packages;
/** The workspace's packages by name: folder and `exports` map. */
function workspacePackages() {
  packages ??= new Map(
    readdirSync("packages").flatMap((folder) => {
      const dir = join("packages", folder);
      const manifest = join(dir, "package.json");
      if (!existsSync(manifest)) return [];
      const { name, exports = {} } = JSON.parse(readFileSync(manifest, "utf8"));
      return [[name, { dir, exports: typeof exports === "string" ? { ".": exports } : exports }]];
    }),
  );
  return packages;
}

function existingFile(path) {
  const candidates = [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Route module → the URL paths it serves, joined down the route table; the shell serves "/". */
function routePaths(entries) {
  const paths = new Map(shellModules.map((file) => [file, ["/"]]));
  const walk = (children, parent) => {
    for (const entry of children) {
      const path = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent;
      const file = `${appDir}/${entry.file}`;
      paths.set(file, [...(paths.get(file) ?? []), path]);
      walk(entry.children ?? [], path);
    }
  };
  walk(entries, "/");
  return paths;
}

/** "/hesabim/siparislerim/:code" → "/hesabim/siparislerim"; "" when the path has none. */
function staticPart(path) {
  const segments = path.split("/").filter(Boolean);
  const end = segments.findIndex((segment) => /^[:*]|\?$/.test(segment));
  return segments.slice(0, end === -1 ? undefined : end).reduce((part, s) => `${part}/${s}`, "");
}

function specsMentioning(part, specTexts) {
  // "/campaign" must not match "/campaigns".
  const pattern = new RegExp(`${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`);
  return [...specTexts].filter(([, text]) => pattern.test(text)).map(([spec]) => spec);
}

/** A spec's text with regular expressions' `\/` read as `/`. */
function specText(spec) {
  return readFileSync(spec, "utf8").replaceAll("\\/", "/");
}

function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js|json|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/node_modules|__screenshots__/.test(file));
}
