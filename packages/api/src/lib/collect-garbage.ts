// Start-up leaves a few hundred megabytes of garbage behind: on a new embedded database PGlite
// runs initdb in a second WebAssembly instance (its own memory of 130 MB and more) and copies the
// data directory through an in-memory tarball; the seed reads reference data. V8 frees them at its
// next full collection only, which a shop that waits for its first visitors may not reach for
// hours, so the process would hold them all that time (docs/decisions/api-027-memory.md).
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** One full garbage collection, now. For after start-up, never per request: it stops the world. */
export function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}
