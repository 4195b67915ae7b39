// `pnpm start`: the shop on one port (PORT, default 3000): pages, /api/v1, uploads and assets.
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
const { startProduction } = await import("./server/production.ts");
await startProduction(env);
