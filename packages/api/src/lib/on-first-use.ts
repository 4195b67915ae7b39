// Packages that only some shops or some requests need (a mail server, image work, the admin's
// HTML and CSV, the common-password list) are loaded when first used rather than at start:
// each holds megabytes of code and data in every process, most of which never call them.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The package `id` (CommonJS), loaded on the first call and kept from then on. */
export function onFirstUse<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(id) as T;
    return loaded;
  };
}

/**
 * The package `id` (CommonJS) for one piece of work, dropped from the module cache after it, so
 * that a package used once at start (reference data) does not stay in memory.
 */
export async function usingOnce<T, R>(id: string, work: (loaded: T) => Promise<R>): Promise<R> {
  const path = require.resolve(id);
  try {
    return await work(require(path) as T);
  } finally {
    delete require.cache[path];
  }
}
