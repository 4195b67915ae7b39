import type { Server } from "node:http";

/**
 * Stops accepting requests, lets running ones finish (5 s at most), then closes the rest.
 * Returns whether the process is stopping (readiness says so to the load balancer).
 */
export function stopOnSignals(
  server: Server,
  close: () => Promise<void>,
  log: (message: string) => void,
): () => boolean {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`stopping (${signal})`);
    server.close(() => {
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  return () => stopping;
}
