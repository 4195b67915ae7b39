// `pnpm start` builds what it needs: the React Router build is made when it is missing or older
// than any source it is made from (the app, the design system, the tokens, the API contract),
// then its client files get precompressed copies (.br, .gz) for the static file server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const appRoot = resolve(import.meta.dirname, "..");
export const buildDir = join(appRoot, "build");
export const serverBuildFile = join(buildDir, "server", "index.js");
export const clientDir = join(buildDir, "client");

const sources = [
  join(appRoot, "app"),
  join(appRoot, "package.json"),
  join(appRoot, "vite.config.ts"),
  join(appRoot, "react-router.config.ts"),
  resolve(appRoot, "../ui/src"),
  resolve(appRoot, "../ui/package.json"),
  resolve(appRoot, "../api/src/contract"),
  resolve(appRoot, "../../tokens/build"),
  resolve(appRoot, "../../tailwind.config.ts"),
];

const irrelevant = /(\.stories\.tsx?|\.test\.tsx?|__screenshots__|node_modules)/;

function newestMtime(path: string): number {
  if (!existsSync(path) || irrelevant.test(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsCurrent(): boolean {
  if (!existsSync(serverBuildFile) || !existsSync(clientDir)) return false;
  const built = statSync(serverBuildFile).mtimeMs;
  return sources.every((source) => newestMtime(source) <= built);
}

export async function ensureBuild(log: (message: string) => void): Promise<void> {
  if (buildIsCurrent()) return;
  log("building the storefront (react-router build)…");
  const started = Date.now();
  const result = spawnSync(join(appRoot, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: appRoot,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0)
    throw new Error(`react-router build failed (exit ${result.status ?? result.signal})`);
  await precompress(clientDir);
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const compressible = /\.(js|mjs|css|svg|json|txt|xml|map|html|woff)$/;

/** Writes .br and .gz beside every compressible client file worth compressing. */
export async function precompress(dir: string): Promise<void> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompress(path);
      continue;
    }
    if (!compressible.test(entry.name)) continue;
    const content = await readFile(path);
    if (content.length < 1024) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  }
}
