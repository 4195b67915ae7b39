// The API's modules depend one way (docs/architecture.md): no chain of imports leads from a
// module back to itself. Two modules that need each other can be neither changed nor tested
// apart; what both need goes below them (auth, payments) or to lib. Tests are left out: a test
// may set up another module's rows.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

const modulesDir = import.meta.dirname;

/** Each module's imports of other modules, from its static and dynamic relative imports. */
function moduleImports(): Map<string, Set<string>> {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph = new Map(modules.map((name) => [name, new Set<string>()]));
  for (const module of modules) {
    const files = readdirSync(join(modulesDir, module), { recursive: true, encoding: "utf8" });
    for (const file of files) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const path = join(modulesDir, module, file);
      const text = readFileSync(path, "utf8");
      for (const [, specifier] of text.matchAll(/(?:from|import\()\s*"(\.[^"]+)"/g)) {
        const target = relative(modulesDir, normalize(join(dirname(path), specifier ?? "")));
        const other = target.split(sep)[0] ?? "";
        if (other !== module && graph.has(other)) graph.get(module)?.add(other);
      }
    }
  }
  return graph;
}

/** Every cycle reached by a depth-first walk, each as the modules along it. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const walk = (module: string, path: string[]) => {
    state.set(module, "open");
    for (const next of graph.get(module) ?? []) {
      if (state.get(next) === "open") found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) walk(next, [...path, next]);
    }
    state.set(module, "done");
  };
  for (const module of graph.keys()) if (!state.has(module)) walk(module, [module]);
  return found;
}

describe("the API's modules", () => {
  it("import one another one way only: no chain of imports comes back", () => {
    const graph = moduleImports();
    // the walk sees the modules and their imports (checkout and orders both use payments)
    expect(graph.get("checkout")?.has("payments")).toBe(true);
    expect(graph.get("orders")?.has("payments")).toBe(true);
    expect(cycles(graph).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("finds a cycle where there is one", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c", "a"]]);
  });
});
