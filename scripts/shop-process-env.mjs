// Environment the shop process starts with, under `pnpm start` and in the benches alike; the
// operator's own environment overrides it.
export const shopProcessEnv = {
  // glibc gives each thread that allocates (V8's compiler and GC threads, libuv's pool) an arena of
  // its own, and keeps what they freed: 100 MB and more of the shop's idle memory. Two arenas cost
  // no measurable speed here (docs/decisions/api-027-memory.md).
  MALLOC_ARENA_MAX: "2",
};

/**
 * Node's flags for the shop process. V8 sizes the young generation from the machine's memory, up
 * to 64 MB a semi-space (128 MB in all, most of it resident after a few requests); the shop's
 * short-lived garbage per request is far smaller, and 8 MB semi-spaces keep the collections cheap.
 */
export const shopNodeFlags = ["--max-semi-space-size=8"];
