// `pnpm start`: the shop on one port (PORT, default 3000): pages, /api/v1, uploads and assets.
import cluster from "node:cluster";
import { EnvError, parseWebEnv } from "./server/env.ts";

let env: ReturnType<typeof parseWebEnv>;
try {
  env = parseWebEnv(process.env, { NODE_ENV: "production" });
} catch (error) {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
// React and React Router pick their production builds from NODE_ENV: set before they load.
process.env.NODE_ENV = env.mode;
if (env.workers > 1 && cluster.isPrimary) {
  const { startWorkers } = await import("./server/workers.ts");
  await startWorkers(env);
} else {
  const { startProduction } = await import("./server/production.ts");
  await startProduction(env);
}
