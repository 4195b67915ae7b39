// How the browser build groups our own modules into chunks (ui-007). Left to itself, Rolldown
// makes a chunk for every distinct set of routes that share a module: a product page loaded 111
// files, and the imports and exports between them weighed more than many of the modules. Here a
// module goes where the pages that need it load anyway:
// - used by the root or the storefront's layout: one "shell" chunk that every page loads;
// - used by several catalogue pages (home, product, listing, article, search): one chunk per
//   set of those pages, so that a page never loads another kind's code;
// - anything else (admin, account, checkout, a module of one route): Rolldown's own choice.
// "Used" follows imported names through the ui package's barrels (index.ts files that only
// re-export): a route that imports Button from "@shop/ui" uses button.tsx, not all of the ui.
// The framework (React, React DOM, React Router) keeps its own chunks.
import { dirname, resolve } from "node:path";
import { parseSync } from "vite";

type Names = Set<string> | "all";
interface ModuleInfo {
  code: string | null;
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
interface Context {
  getModuleInfo(id: string): ModuleInfo | null;
}
interface Parsed {
  /** Names this module imports, per resolved module id. */
  imports: Map<string, Names>;
  /** For a barrel: per source module, its names (or "*") -> the names re-exported here. */
  reexports: Map<string, Map<string, string>> | undefined;
  /** Names this module exports itself. */
  exports: Set<string>;
}

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser)[\\/]/;
const FOREIGN = /[\\/]node_modules[\\/]/;
const SHELL = /[\\/]app[\\/](entry\.client|root|routes[\\/]storefront-layout)\.tsx/;
const CATALOGUE: [RegExp, string][] = [
  [/[\\/]app[\\/]routes[\\/]home\.tsx/, "home"],
  [/[\\/]app[\\/]routes[\\/]seo-page[\\/]product-page\.tsx/, "product"],
  [/[\\/]app[\\/]features[\\/]listing[\\/]listing-page\.tsx/, "listing"],
  [/[\\/]app[\\/]routes[\\/]seo-page[\\/]article-page\.tsx/, "article"],
  [/[\\/]app[\\/]routes[\\/]search\.tsx/, "search"],
];
const UI_SOURCE = resolve(import.meta.dirname, "../ui/src");

function resolveSpecifier(importer: string, specifier: string): string | undefined {
  if (specifier.startsWith(".")) return resolve(dirname(importer), specifier);
  if (specifier === "@shop/ui") return resolve(UI_SOURCE, "index.ts");
  if (specifier.startsWith("@shop/ui/")) return resolve(UI_SOURCE, specifier.slice(9));
  return undefined;
}

/** A binding's name: "default" for a default export, null for a namespace or `export *`. */
function nameOf(name: { kind: string; name: string | null }): string | null {
  if (name.kind === "Default") return "default";
  return name.kind === "Name" ? name.name : null;
}

function parse(id: string, code: string): Parsed {
  const { module } = parseSync(id, code);
  const imports = new Map<string, Names>();
  const use = (specifier: string, name: string | null) => {
    const source = resolveSpecifier(id, specifier);
    if (!source) return;
    const known = imports.get(source);
    if (name === null || known === "all") imports.set(source, "all");
    else imports.set(source, new Set([...(known ?? []), name]));
  };
  for (const statement of module.staticImports) {
    if (statement.entries.length === 0) use(statement.moduleRequest.value, null);
    for (const entry of statement.entries)
      if (!entry.isType) use(statement.moduleRequest.value, nameOf(entry.importName));
  }
  const reexports = new Map<string, Map<string, string>>();
  const exports = new Set<string>();
  let barrel =
    id.startsWith(UI_SOURCE) && id.endsWith("index.ts") && module.staticImports.length === 0;
  for (const statement of module.staticExports)
    for (const entry of statement.entries) {
      if (entry.isType) continue;
      const imported = nameOf(entry.importName);
      const exported = nameOf(entry.exportName);
      const specifier = entry.moduleRequest?.value;
      const source = specifier && resolveSpecifier(id, specifier);
      if (!specifier || !source) {
        if (exported) exports.add(exported);
        barrel = false;
        continue;
      }
      use(specifier, imported);
      const names = reexports.get(source) ?? new Map<string, string>();
      reexports.set(source, names);
      if (entry.importName.kind === "AllButDefault") names.set("*", "*");
      else if (imported && exported) names.set(imported, exported);
      else barrel = false;
    }
  return { imports, reexports: barrel ? reexports : undefined, exports };
}

export function chunkGroups() {
  const parsed = new Map<string, Parsed>();
  const rootsMemo = new Map<string, Set<string>>();
  let ctx: Context;

  const infoOf = (id: string) => ctx.getModuleInfo(id);
  const isRoot = (info: ModuleInfo) => info.isEntry || info.dynamicImporters.length > 0;
  const parsedOf = (id: string): Parsed => {
    let result = parsed.get(id);
    if (!result) {
      result = parse(id, infoOf(id)?.code ?? "");
      parsed.set(id, result);
    }
    return result;
  };

  /** The chunk roots (routes, lazily imported modules) whose code uses `names` of `id`. */
  function rootsUsing(id: string, names: Names, roots: Set<string>): void {
    for (const importer of infoOf(id)?.importers ?? []) {
      const { imports, reexports } = parsedOf(importer);
      const imported = imports.get(id) ?? "all";
      if (names !== "all" && imported !== "all" && ![...imported].some((n) => names.has(n)))
        continue;
      const through = reexports?.get(id);
      if (!through) {
        for (const root of rootsOf(importer)) roots.add(root);
        continue;
      }
      let passed: Names;
      if (names === "all") passed = "all";
      else {
        passed = new Set<string>();
        for (const name of names) {
          const exported =
            through.get(name) ?? (through.has("*") && name !== "default" ? name : undefined);
          if (exported) passed.add(exported);
        }
        if (passed.size === 0) continue;
      }
      const info = infoOf(importer);
      if (info && isRoot(info)) roots.add(importer);
      rootsUsing(importer, passed, roots);
    }
  }

  function rootsOf(id: string): Set<string> {
    const known = rootsMemo.get(id);
    if (known) return known;
    const roots = new Set<string>();
    rootsMemo.set(id, roots); // an import cycle stops here
    const info = infoOf(id);
    if (info && isRoot(info)) roots.add(id);
    const { exports } = parsedOf(id);
    rootsUsing(id, exports.size > 0 && !FOREIGN.test(id) ? exports : "all", roots);
    return roots;
  }

  return [
    {
      debugName: "storefront",
      name(id: string, context: Context): string | null {
        ctx = context;
        if (FRAMEWORK.test(id)) return null;
        const roots = [...rootsOf(id)];
        if (roots.some((root) => SHELL.test(root))) return "shell";
        const pages = new Set(
          roots.flatMap((root) =>
            CATALOGUE.filter(([test]) => test.test(root)).map(([, page]) => page),
          ),
        );
        return pages.size < 2 ? null : [...pages].sort().join("-");
      },
      includeDependenciesRecursively: false,
    },
  ];
}
