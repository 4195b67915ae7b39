// Lucide's icons without their path data in JavaScript (ui-007). In the production build,
// "lucide-react" resolves to a generated module whose icons render <svg><use href=…#name/></svg>
// (app/lib/sprite-icon.tsx), and the paths of every icon our sources import go into two static
// SVG sprites with content-hashed names, cached for a year like the scripts: one for the icons
// that the admin alone uses and one for the rest, so that the storefront never downloads the
// admin's icons. The server and the browser builds resolve the same module and the same sprite
// URLs, so hydration finds the HTML it renders. Development and Storybook keep lucide-react.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

type IconNode = [string, Record<string, string | number>][];
interface IconData {
  name: string;
  aliases?: string[];
  node: IconNode;
}

const VIRTUAL = "\0shop:lucide-sprite";
const packages = resolve(import.meta.dirname, "..");
const sources = [join(packages, "ui/src"), join(packages, "shop-app/app")];
const ADMIN = /[\\/](admin[^\\/]*)[\\/]|[\\/]admin-[^\\/]*\.tsx?$/;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every icon our shipped sources import, and whether a storefront file imports it. */
function importedIcons(): Map<string, { storefront: boolean }> {
  const icons = new Map<string, { storefront: boolean }>();
  for (const dir of sources)
    for (const file of sourceFiles(dir))
      for (const [, names = ""] of readFileSync(file, "utf8").matchAll(IMPORT))
        for (const name of names.split(",").map((part) => part.trim().split(/\s+as\s+/)[0] ?? "")) {
          if (!name || name.startsWith("type ")) continue;
          const icon = icons.get(name) ?? { storefront: false };
          icon.storefront ||= !ADMIN.test(relative(packages, file));
          icons.set(name, icon);
        }
  return icons;
}

function escapeAttribute(value: string | number): string {
  return String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

function sprite(icons: IconData[]): string {
  const symbols = icons.map(({ name, node }) => {
    const children = node.map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`);
      return `<${tag}${pairs.join("")}/>`;
    });
    return `<symbol id="${name}" viewBox="0 0 24 24">${children.join("")}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

export function iconSprite(): Plugin {
  const require = createRequire(join(packages, "ui/package.json"));
  const lucide = dirname(require.resolve("lucide-react/package.json"));
  const cache = join(import.meta.dirname, "node_modules/.cache/icon-sprite");
  let code: Promise<string> | undefined;

  async function generate(): Promise<string> {
    // Export name -> icon module, from lucide's own index (it lists each icon's aliases too).
    const index = readFileSync(join(lucide, "dist/esm/lucide-react.mjs"), "utf8");
    const modules = new Map<string, string>();
    for (const [, names = "", file = ""] of index.matchAll(
      /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g,
    ))
      for (const name of names.matchAll(/as (\w+)/g)) modules.set(name[1] ?? "", file);
    const lines = [
      `import { renderIcon } from ${JSON.stringify(join(import.meta.dirname, "app/lib/sprite-icon.tsx"))};`,
    ];
    const sprites = { shop: [] as IconData[], admin: [] as IconData[] };
    const exports: string[] = [];
    for (const [name, { storefront }] of importedIcons()) {
      const file = modules.get(name);
      if (!file) throw new Error(`lucide-react has no icon ${name}`);
      const { __iconData: icon } = (await import(
        pathToFileURL(join(lucide, "dist/esm", file)).href
      )) as { __iconData: IconData };
      const list = storefront ? sprites.shop : sprites.admin;
      if (!list.includes(icon)) list.push(icon);
      exports.push(
        `export function ${name}(props) { return renderIcon(props, ${storefront ? "shop" : "admin"}, ${JSON.stringify(icon.name)}, ${JSON.stringify(icon.aliases ?? [])}); }`,
      );
    }
    mkdirSync(cache, { recursive: true });
    for (const [kind, icons] of Object.entries(sprites)) {
      const path = join(cache, kind === "shop" ? "icons.svg" : "admin-icons.svg");
      writeFileSync(path, sprite(icons));
      lines.push(`import ${kind} from ${JSON.stringify(`${path}?url&no-inline`)};`);
    }
    return [...lines, ...exports].join("\n");
  }

  return {
    name: "shop:icon-sprite",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      return source === "lucide-react" ? VIRTUAL : null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      code ??= generate();
      return code;
    },
  };
}
