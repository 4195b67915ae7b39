// A code chunk that fails to load (a new release replaced the files, a flaky connection) makes
// the page reload, at most once per 60 seconds (spec section 8), so a chunk that stays missing
// cannot put the page into a reload loop.
const STORAGE_KEY = "shop:chunk-reload-at";
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? "");
  return CHUNK_ERROR.test(message);
}

function lastReloadAt(): number {
  try {
    return Number(sessionStorage.getItem(STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Reloads unless a reload for the same reason happened within the last 60 s. */
export function reloadAfterChunkError(now = Date.now()): boolean {
  if (now - lastReloadAt() < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // storage unavailable (private mode): reload anyway, the window guard is best effort there
  }
  window.location.reload();
  return true;
}

/** Listens for failed dynamic imports and preloads everywhere on the page. */
export function installChunkReload(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  });
}
